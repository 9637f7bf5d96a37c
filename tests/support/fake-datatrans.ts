import { formatMoney } from '../../src/domain/money/format.js';
import { datatransSignature } from '../../src/server/integrations/payments/datatrans-signature.js';
import {
  checkoutPageResponse,
  idempotentCreates,
  inspectionRoutes,
  isUrl,
  ok,
  parseJsonObject,
  randomToken,
  startFakeServer,
  webhookReplayRoute,
  type FakeRequest,
  type FakeResponse,
  type FakeServerControls,
  type Route,
} from './fake-provider-server.js';

/** The credentials the fake accepts unless told otherwise. */
export const fakeDatatransCredentials = {
  merchantId: '1100099999',
  password: 'fake-datatrans-password',
  signKey: '6a1c0e5d9b3f47a28e4d7c1b0f9e8d7c6b5a49382716f5e4d3c2b1a098f7e6d5',
};

export const datatransStatuses = [
  'initialized',
  'challenge_required',
  'challenge_ongoing',
  'authenticated',
  'authorized',
  'settled',
  'canceled',
  'transmitted',
  'failed',
] as const;
export type DatatransStatus = (typeof datatransStatuses)[number];

export type FakeDatatransHistoryEntry = {
  action: string;
  amount: number;
  source: string;
  date: string;
  success: boolean;
  autoSettle?: boolean;
};
export type FakeDatatransTransaction = {
  transactionId: string;
  type: 'payment' | 'credit';
  status: DatatransStatus;
  currency: string;
  amount: number;
  refno: string;
  autoSettle: boolean;
  language?: string;
  redirect: { successUrl?: string; cancelUrl?: string; errorUrl?: string };
  webhookUrl?: string;
  history: FakeDatatransHistoryEntry[];
};

export type FakeDatatrans = FakeServerControls & {
  merchantId: string;
  password: string;
  signKey: string;
  transaction(id: string): FakeDatatransTransaction | undefined;
  transactions(): FakeDatatransTransaction[];
  /**
   * Sets the status as the guest or the acquirer would, without sending the webhook; the history follows
   * (an authorisation carries `autoSettle`, by default the one from init).
   */
  setStatus(id: string, status: DatatransStatus, options?: { autoSettle?: boolean }): void;
  /** Sends (or holds / delays) the webhook: the status answer as JSON, signed as it is now. */
  sendWebhook(id: string): Promise<void>;
};

/**
 * A Datatrans JSON API v1 on 127.0.0.1 following the Redirect integration: init (POST /v1/transactions)
 * → payment page /v1/start/{transactionId} → the guest's choice sets the status, sends the signed webhook
 * (`Datatrans-Signature: t=…,s0=…` over timestamp + body) and redirects to successUrl / cancelUrl / errorUrl
 * with `datatransTrxId`. Status (GET /v1/transactions/{id}) and refunds (POST …/credit) included.
 *
 * Test API over HTTP: POST /_test/transactions/:id/status {status, autoSettle?},
 * POST /_test/transactions/:id/webhook, GET /_test/transactions, GET /_test/transactions/:id, plus the
 * common /_test/ controls of fake-provider-server. `now` signs webhooks with the app's clock in tests
 * that fix it.
 */
export async function startFakeDatatrans(
  options: {
    port?: number;
    merchantId?: string;
    password?: string;
    signKey?: string;
    now?: () => Date;
  } = {},
): Promise<FakeDatatrans> {
  const merchantId = options.merchantId ?? fakeDatatransCredentials.merchantId;
  const password = options.password ?? fakeDatatransCredentials.password;
  const signKey = options.signKey ?? fakeDatatransCredentials.signKey;
  const now = options.now ?? (() => new Date());
  const transactions = new Map<string, FakeDatatransTransaction>();
  const idempotent = idempotentCreates();

  const present = (transaction: FakeDatatransTransaction) => {
    const entry = (action: string) =>
      transaction.history.find((item) => item.action === action && item.success);
    const authorize = entry('authorize');
    const settle = entry('settle');
    return {
      transactionId: transaction.transactionId,
      merchantId,
      type: transaction.type,
      status: transaction.status,
      currency: transaction.currency,
      refno: transaction.refno,
      ...(authorize ? { paymentMethod: 'VIS' } : {}),
      detail: {
        ...(transaction.type === 'payment' ? { init: { expires: expiry(transaction) } } : {}),
        ...(authorize
          ? { authorize: { amount: authorize.amount, acquirerAuthorizationCode: '100000' } }
          : {}),
        ...(settle ? { settle: { amount: settle.amount } } : {}),
        ...(transaction.status === 'failed' ? { fail: { reason: 'DECLINED', message: 'declined' } } : {}),
      },
      ...(transaction.language ? { language: transaction.language } : {}),
      history: transaction.history,
    };
  };

  const authorised = (request: FakeRequest) =>
    request.headers.authorization === `Basic ${Buffer.from(`${merchantId}:${password}`).toString('base64')}`;
  const find = (id: string) => {
    const transaction = transactions.get(id);
    if (!transaction) throw new Error(`The fake Datatrans has no transaction ${id}.`);
    return transaction;
  };
  const record = (
    transaction: FakeDatatransTransaction,
    action: string,
    extra: Partial<FakeDatatransHistoryEntry> = {},
  ) =>
    transaction.history.push({
      action,
      amount: transaction.amount,
      source: 'redirect',
      date: now().toISOString(),
      success: true,
      ...extra,
    });

  const setStatus = (id: string, status: DatatransStatus, statusOptions: { autoSettle?: boolean } = {}) => {
    const transaction = find(id);
    const autoSettle = statusOptions.autoSettle ?? transaction.autoSettle;
    const has = (action: string) =>
      transaction.history.some((item) => item.action === action && item.success);
    if (status === 'authorized') record(transaction, 'authorize', { autoSettle });
    if (status === 'settled' || status === 'transmitted') {
      if (!has('authorize')) record(transaction, 'authorize', { autoSettle });
      if (!has('settle')) record(transaction, 'settle', { source: autoSettle ? 'redirect' : 'api' });
    }
    if (status === 'failed') record(transaction, 'authorize', { success: false });
    if (status === 'canceled') record(transaction, 'cancel');
    transaction.status = status;
  };

  const routes: Route[] = [
    {
      method: 'POST',
      pattern: '/v1/transactions',
      api: true,
      handle: (request) => {
        if (!authorised(request)) return unauthorised();
        return idempotent(request, init, () =>
          datatransError(422, 'IDEMPOTENCY_KEY_REUSED', 'The request body differs from the first request.'),
        );
      },
    },
    {
      method: 'GET',
      pattern: '/v1/transactions/:id',
      api: true,
      handle: (request) => {
        if (!authorised(request)) return unauthorised();
        const transaction = transactions.get(request.params.id ?? '');
        return transaction ? ok(present(transaction)) : notFound(request.params.id);
      },
    },
    {
      method: 'POST',
      pattern: '/v1/transactions/:id/credit',
      api: true,
      handle: (request) => {
        if (!authorised(request)) return unauthorised();
        const transaction = transactions.get(request.params.id ?? '');
        return transaction ? credit(transaction, request.body) : notFound(request.params.id);
      },
    },
    {
      method: 'GET',
      pattern: '/v1/start/:id',
      api: false,
      handle: ({ params }) => {
        const transaction = transactions.get(params.id ?? '');
        return checkoutPageResponse(
          transaction && {
            provider: 'Datatrans',
            action: `/v1/start/${transaction.transactionId}`,
            description: `Referenz ${transaction.refno}`,
            amount: formatMoney(transaction.amount, transaction.currency),
            isOpen: transaction.status === 'initialized',
          },
        );
      },
    },
    {
      method: 'POST',
      pattern: '/v1/start/:id',
      api: false,
      handle: async ({ params, body }) => {
        const transaction = find(params.id ?? '');
        const back = (url: string | undefined) => ({
          redirect: withTransactionId(url, transaction.transactionId),
        });
        if (transaction.status !== 'initialized') return back(transaction.redirect.errorUrl);
        const choice = new URLSearchParams(body).get('action');
        if (choice === 'pay') {
          setStatus(transaction.transactionId, transaction.autoSettle ? 'settled' : 'authorized');
          await sendWebhook(transaction.transactionId);
          return back(transaction.redirect.successUrl);
        }
        setStatus(transaction.transactionId, choice === 'cancel' ? 'canceled' : 'failed');
        await sendWebhook(transaction.transactionId);
        return back(choice === 'cancel' ? transaction.redirect.cancelUrl : transaction.redirect.errorUrl);
      },
    },
  ];

  const init = (body: string): FakeResponse => {
    const input = parseJsonObject(body);
    if (!input) return datatransError(400, 'INVALID_JSON_PAYLOAD', 'The request body is not valid JSON.');
    if (typeof input.currency !== 'string' || !/^[A-Z]{3}$/.test(input.currency)) {
      return invalid('init.initRequest.currency The given currency does not have the right format');
    }
    if (typeof input.amount !== 'number' || !Number.isSafeInteger(input.amount) || input.amount < 1) {
      return invalid('init.initRequest.amount must be a positive whole number of the smallest currency unit');
    }
    if (typeof input.refno !== 'string' || input.refno.length < 1 || input.refno.length > 20) {
      return invalid('init.initRequest.refno size must be between 1 and 20');
    }
    const redirect = (input.redirect ?? {}) as Record<string, unknown>;
    for (const name of ['successUrl', 'cancelUrl', 'errorUrl']) {
      if (redirect[name] !== undefined && !isUrl(redirect[name]))
        return invalid(`init.initRequest.redirect.${name} is not a URL`);
    }
    const webhook = (input.webhook ?? {}) as Record<string, unknown>;
    if (webhook.url !== undefined && !isUrl(webhook.url))
      return invalid('init.initRequest.webhook.url is not a URL');
    const transaction: FakeDatatransTransaction = {
      transactionId: newTransactionId(),
      type: 'payment',
      status: 'initialized',
      currency: input.currency,
      amount: input.amount,
      refno: input.refno,
      autoSettle: input.autoSettle === true,
      ...(typeof input.language === 'string' ? { language: input.language } : {}),
      redirect: {
        ...(typeof redirect.successUrl === 'string' ? { successUrl: redirect.successUrl } : {}),
        ...(typeof redirect.cancelUrl === 'string' ? { cancelUrl: redirect.cancelUrl } : {}),
        ...(typeof redirect.errorUrl === 'string' ? { errorUrl: redirect.errorUrl } : {}),
      },
      ...(typeof webhook.url === 'string' ? { webhookUrl: webhook.url } : {}),
      history: [],
    };
    record(transaction, 'init', { source: 'api' });
    transactions.set(transaction.transactionId, transaction);
    return ok({ transactionId: transaction.transactionId }, 201);
  };

  const credit = (transaction: FakeDatatransTransaction, body: string): FakeResponse => {
    if (transaction.type !== 'payment' || !['settled', 'transmitted'].includes(transaction.status)) {
      return datatransError(
        400,
        'INVALID_TRANSACTION_STATUS',
        `Transaction has status ${transaction.status}.`,
      );
    }
    const input = parseJsonObject(body) ?? {};
    if (input.currency !== transaction.currency)
      return invalid('credit.currency does not match the transaction');
    if (typeof input.refno !== 'string' || input.refno.length < 1 || input.refno.length > 20) {
      return invalid('credit.refno size must be between 1 and 20');
    }
    const credited = transaction.history
      .filter((item) => item.action === 'credit' && item.success)
      .reduce((sum, item) => sum + item.amount, 0);
    if (typeof input.amount !== 'number' || !Number.isSafeInteger(input.amount) || input.amount < 1) {
      return invalid('credit.amount must be a positive whole number');
    }
    if (input.amount > transaction.amount - credited) {
      return datatransError(
        400,
        'INVALID_PROPERTY',
        'credit.amount is higher than the amount left to credit',
      );
    }
    const creditTransaction: FakeDatatransTransaction = {
      transactionId: newTransactionId(),
      type: 'credit',
      status: 'settled',
      currency: transaction.currency,
      amount: input.amount,
      refno: input.refno,
      autoSettle: true,
      redirect: {},
      history: [],
    };
    record(creditTransaction, 'credit', { source: 'api' });
    transactions.set(creditTransaction.transactionId, creditTransaction);
    record(transaction, 'credit', { amount: input.amount, source: 'api' });
    return ok({ transactionId: creditTransaction.transactionId });
  };

  const testRoutes: Route[] = [
    ...inspectionRoutes('/_test/transactions', transactions, notFound),
    {
      method: 'POST',
      pattern: '/_test/transactions/:id/status',
      api: false,
      handle: ({ params, body }) => {
        const input = parseJsonObject(body) ?? {};
        if (!datatransStatuses.includes(input.status as DatatransStatus)) {
          return invalid(`Unknown status ${String(input.status)}`);
        }
        setStatus(
          params.id ?? '',
          input.status as DatatransStatus,
          typeof input.autoSettle === 'boolean' ? { autoSettle: input.autoSettle } : {},
        );
        return ok(transactions.get(params.id ?? ''));
      },
    },
    webhookReplayRoute('/_test/transactions/:id/webhook', (id) => sendWebhook(id)),
  ];

  const server = await startFakeServer({
    port: options.port,
    routes,
    testRoutes,
    errorBody: (status) => ({
      error: {
        code: status >= 500 ? 'UNKNOWN_ERROR' : 'UNKNOWN',
        message: `The fake Datatrans answers ${status}.`,
      },
    }),
  });

  const sendWebhook = async (id: string) => {
    const transaction = find(id);
    if (!transaction.webhookUrl) return;
    const body = JSON.stringify(present(transaction));
    const timestamp = String(now().getTime());
    await server.dispatchWebhook({
      url: transaction.webhookUrl,
      headers: {
        'content-type': 'application/json',
        'datatrans-signature': `t=${timestamp},s0=${datatransSignature(timestamp, body, signKey)}`,
      },
      body,
      paymentId: id,
    });
  };

  return {
    ...server,
    merchantId,
    password,
    signKey,
    transaction: (id) => transactions.get(id),
    transactions: () => [...transactions.values()],
    setStatus,
    sendWebhook,
  };
}

function newTransactionId(): string {
  return `${randomToken('123456789', 1)}${randomToken('0123456789', 17)}`;
}

function expiry(transaction: FakeDatatransTransaction): string {
  const created = transaction.history[0]?.date ?? new Date().toISOString();
  return new Date(new Date(created).getTime() + 30 * 60_000).toISOString();
}

function datatransError(status: number, code: string, message: string): FakeResponse {
  return { status, json: { error: { code, message } } };
}

const invalid = (message: string) => datatransError(400, 'INVALID_PROPERTY', message);
const unauthorised = () => datatransError(401, 'UNAUTHORIZED', 'Incorrect merchantId or password');
const notFound = (id: string | undefined) =>
  datatransError(404, 'TRANSACTION_NOT_FOUND', `No transaction found with transactionId ${id ?? ''}`);

function withTransactionId(url: string | undefined, transactionId: string): string {
  const target = new URL(url ?? 'about:blank');
  target.searchParams.set('datatransTrxId', transactionId);
  return target.toString();
}
