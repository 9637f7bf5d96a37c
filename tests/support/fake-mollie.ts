import { centsToDecimal, decimalToCents } from '../../src/domain/money/decimal-cents.js';
import { formatMoney } from '../../src/domain/money/format.js';
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

/** The key the fake accepts unless told otherwise. */
export const fakeMollieApiKey = 'test_tischleinFakeMollieKey0000000';

export const mollieStatuses = [
  'open',
  'pending',
  'authorized',
  'paid',
  'failed',
  'canceled',
  'expired',
] as const;
export type MollieStatus = (typeof mollieStatuses)[number];
const refundStatuses = ['queued', 'pending', 'processing', 'refunded', 'failed', 'canceled'] as const;
export type MollieRefundStatus = (typeof refundStatuses)[number];

type Amount = { currency: string; value: string };
export type FakeMollieRefund = { id: string; amount: Amount; status: MollieRefundStatus; createdAt: string };
export type FakeMolliePayment = {
  id: string;
  status: MollieStatus;
  amount: Amount;
  description: string;
  redirectUrl: string;
  cancelUrl?: string;
  webhookUrl?: string;
  locale?: string;
  metadata: unknown;
  createdAt: string;
  paidAt?: string;
  canceledAt?: string;
  failedAt?: string;
  expiredAt?: string;
  refunds: FakeMollieRefund[];
};

export type FakeMollie = FakeServerControls & {
  apiKey: string;
  payment(id: string): FakeMolliePayment | undefined;
  payments(): FakeMolliePayment[];
  /** Sets the status as the guest or the bank would, without sending the webhook. */
  setStatus(id: string, status: MollieStatus): void;
  setRefundStatus(paymentId: string, refundId: string, status: MollieRefundStatus): void;
  /** Sends (or holds / delays, as the controls say) the payment's webhook: the form body `id=tr_…`. */
  sendWebhook(id: string): Promise<void>;
};

/**
 * A Mollie Payments API v2 on 127.0.0.1 that follows the documented flow: create → hosted checkout
 * (`_links.checkout`) → the guest's choice sets the status, calls the webhook with only the id
 * (form-encoded) and redirects to redirectUrl (cancelUrl for an explicit cancel). Refunds included.
 *
 * Test API over HTTP (for another process): POST /_test/payments/:id/status {status},
 * POST /_test/payments/:id/webhook, POST /_test/payments/:id/refunds/:refundId/status {status},
 * GET /_test/payments, GET /_test/payments/:id, plus the common /_test/ controls of fake-provider-server.
 */
export async function startFakeMollie(options: { port?: number; apiKey?: string } = {}): Promise<FakeMollie> {
  const apiKey = options.apiKey ?? fakeMollieApiKey;
  const payments = new Map<string, FakeMolliePayment>();
  const idempotent = idempotentCreates();
  let baseUrl = '';

  const present = (payment: FakeMolliePayment) => {
    const self = `${baseUrl}/v2/payments/${payment.id}`;
    const refunded = refundedCents(payment);
    const isPaid = payment.status === 'paid';
    const { refunds, ...fields } = payment;
    return {
      resource: 'payment',
      mode: apiKey.startsWith('live_') ? 'live' : 'test',
      ...fields,
      sequenceType: 'oneoff',
      isCancelable: false,
      ...(isPaid
        ? {
            amountRefunded: { currency: payment.amount.currency, value: centsToDecimal(refunded) },
            amountRemaining: {
              currency: payment.amount.currency,
              value: centsToDecimal(decimalToCents(payment.amount.value) - refunded),
            },
          }
        : {}),
      _links: {
        self: { href: self, type: 'application/hal+json' },
        ...(payment.status === 'open'
          ? { checkout: { href: `${baseUrl}/checkout/${payment.id}`, type: 'text/html' } }
          : {}),
        ...(refunds.length > 0 ? { refunds: { href: `${self}/refunds`, type: 'application/hal+json' } } : {}),
        documentation: {
          href: 'https://docs.mollie.com/reference/v2/payments-api/get-payment',
          type: 'text/html',
        },
      },
    };
  };
  const presentRefund = (payment: FakeMolliePayment, refund: FakeMollieRefund) => ({
    resource: 'refund',
    ...refund,
    paymentId: payment.id,
    _links: { self: { href: `${baseUrl}/v2/payments/${payment.id}/refunds/${refund.id}` } },
  });

  const authorised = (request: FakeRequest) => request.headers.authorization === `Bearer ${apiKey}`;
  const find = (id: string) => {
    const payment = payments.get(id);
    if (!payment) throw new Error(`The fake Mollie has no payment ${id}.`);
    return payment;
  };
  const setStatus = (id: string, status: MollieStatus) => {
    const payment = find(id);
    payment.status = status;
    const at = new Date().toISOString();
    if (status === 'paid') payment.paidAt = at;
    if (status === 'canceled') payment.canceledAt = at;
    if (status === 'failed') payment.failedAt = at;
    if (status === 'expired') payment.expiredAt = at;
  };

  const routes: Route[] = [
    {
      method: 'POST',
      pattern: '/v2/payments',
      api: true,
      handle: (request) => {
        if (!authorised(request)) return unauthorised();
        return idempotent(request, createPayment, () =>
          mollieError(422, 'The idempotency key was already used for a different request.'),
        );
      },
    },
    {
      method: 'GET',
      pattern: '/v2/payments/:id',
      api: true,
      handle: (request) => {
        if (!authorised(request)) return unauthorised();
        const payment = payments.get(request.params.id ?? '');
        return payment ? hal(200, present(payment)) : notFound(request.params.id);
      },
    },
    {
      method: 'POST',
      pattern: '/v2/payments/:id/refunds',
      api: true,
      handle: (request) => {
        if (!authorised(request)) return unauthorised();
        const payment = payments.get(request.params.id ?? '');
        return payment ? createRefund(payment, request.body) : notFound(request.params.id);
      },
    },
    {
      method: 'GET',
      pattern: '/v2/payments/:id/refunds',
      api: true,
      handle: (request) => {
        if (!authorised(request)) return unauthorised();
        const payment = payments.get(request.params.id ?? '');
        if (!payment) return notFound(request.params.id);
        return hal(200, {
          count: payment.refunds.length,
          _embedded: { refunds: payment.refunds.map((refund) => presentRefund(payment, refund)) },
          _links: {
            self: { href: `${baseUrl}/v2/payments/${payment.id}/refunds` },
            previous: null,
            next: null,
          },
        });
      },
    },
    {
      method: 'GET',
      pattern: '/checkout/:id',
      api: false,
      handle: ({ params }) => {
        const payment = payments.get(params.id ?? '');
        return checkoutPageResponse(
          payment && {
            provider: 'Mollie',
            action: `/checkout/${payment.id}`,
            description: payment.description,
            amount: formatMoney(decimalToCents(payment.amount.value), payment.amount.currency),
            isOpen: payment.status === 'open',
          },
        );
      },
    },
    {
      method: 'POST',
      pattern: '/checkout/:id',
      api: false,
      handle: async ({ params, body }) => {
        const payment = find(params.id ?? '');
        if (payment.status !== 'open') return { redirect: payment.redirectUrl };
        const choice = new URLSearchParams(body).get('action');
        const status: MollieStatus = choice === 'pay' ? 'paid' : choice === 'cancel' ? 'canceled' : 'failed';
        setStatus(payment.id, status);
        await sendWebhook(payment.id);
        return {
          redirect: status === 'canceled' ? (payment.cancelUrl ?? payment.redirectUrl) : payment.redirectUrl,
        };
      },
    },
  ];

  const createPayment = (body: string): FakeResponse => {
    const input = parseJsonObject(body);
    if (!input) return mollieError(400, 'The request body is not valid JSON.');
    const amount = input.amount as Partial<Amount> | undefined;
    if (!amount || typeof amount.currency !== 'string' || !/^[A-Z]{3}$/.test(amount.currency)) {
      return mollieError(422, 'The amount currency is invalid.', 'amount.currency');
    }
    if (typeof amount.value !== 'string' || !/^\d+\.\d{2}$/.test(amount.value)) {
      return mollieError(422, 'The amount contains an invalid value.', 'amount.value');
    }
    if (decimalToCents(amount.value) < 1) {
      return mollieError(422, 'The amount is lower than the minimum.', 'amount');
    }
    if (typeof input.description !== 'string' || input.description.trim() === '') {
      return mollieError(422, 'The description is invalid.', 'description');
    }
    if (!isUrl(input.redirectUrl)) return mollieError(422, 'The redirect URL is invalid.', 'redirectUrl');
    if (input.cancelUrl !== undefined && !isUrl(input.cancelUrl)) {
      return mollieError(422, 'The cancel URL is invalid.', 'cancelUrl');
    }
    if (input.webhookUrl !== undefined && !isUrl(input.webhookUrl)) {
      return mollieError(422, 'The webhook URL is invalid.', 'webhookUrl');
    }
    const payment: FakeMolliePayment = {
      id: `tr_${randomToken(alphanumeric, 10)}`,
      status: 'open',
      amount: { currency: amount.currency, value: amount.value },
      description: input.description.slice(0, 255),
      redirectUrl: input.redirectUrl,
      ...(typeof input.cancelUrl === 'string' ? { cancelUrl: input.cancelUrl } : {}),
      ...(typeof input.webhookUrl === 'string' ? { webhookUrl: input.webhookUrl } : {}),
      ...(typeof input.locale === 'string' ? { locale: input.locale } : {}),
      metadata: input.metadata ?? null,
      createdAt: new Date().toISOString(),
      refunds: [],
    };
    payments.set(payment.id, payment);
    return hal(201, present(payment));
  };

  const createRefund = (payment: FakeMolliePayment, body: string): FakeResponse => {
    if (payment.status !== 'paid') {
      return mollieError(
        422,
        `The payment ${payment.id} has status ${payment.status} and cannot be refunded.`,
      );
    }
    const amount = (parseJsonObject(body) ?? {}).amount as Partial<Amount> | undefined;
    if (!amount || amount.currency !== payment.amount.currency) {
      return mollieError(422, 'The refund currency must match the payment currency.', 'amount.currency');
    }
    if (typeof amount.value !== 'string' || !/^\d+\.\d{2}$/.test(amount.value) || amount.value === '0.00') {
      return mollieError(422, 'The amount contains an invalid value.', 'amount.value');
    }
    if (decimalToCents(amount.value) > decimalToCents(payment.amount.value) - refundedCents(payment)) {
      return mollieError(422, 'The amount is higher than the amount that can be refunded.', 'amount');
    }
    const refund: FakeMollieRefund = {
      id: `re_${randomToken(alphanumeric, 10)}`,
      amount: { currency: amount.currency, value: amount.value },
      status: 'pending',
      createdAt: new Date().toISOString(),
    };
    payment.refunds.push(refund);
    return hal(201, presentRefund(payment, refund));
  };

  const testRoutes: Route[] = [
    ...inspectionRoutes('/_test/payments', payments, notFound),
    {
      method: 'POST',
      pattern: '/_test/payments/:id/status',
      api: false,
      handle: ({ params, body }) => {
        const status = parseJsonObject(body)?.status;
        if (!mollieStatuses.includes(status as MollieStatus))
          return mollieError(422, `Unknown status ${String(status)}`);
        setStatus(params.id ?? '', status as MollieStatus);
        return ok(payments.get(params.id ?? ''));
      },
    },
    webhookReplayRoute('/_test/payments/:id/webhook', (id) => sendWebhook(id)),
    {
      method: 'POST',
      pattern: '/_test/payments/:id/refunds/:refundId/status',
      api: false,
      handle: ({ params, body }) => {
        const status = parseJsonObject(body)?.status;
        if (!refundStatuses.includes(status as MollieRefundStatus)) {
          return mollieError(422, `Unknown refund status ${String(status)}`);
        }
        setRefundStatus(params.id ?? '', params.refundId ?? '', status as MollieRefundStatus);
        return ok(payments.get(params.id ?? ''));
      },
    },
  ];

  const setRefundStatus = (paymentId: string, refundId: string, status: MollieRefundStatus) => {
    const refund = find(paymentId).refunds.find((candidate) => candidate.id === refundId);
    if (!refund) throw new Error(`The fake Mollie payment ${paymentId} has no refund ${refundId}.`);
    refund.status = status;
  };

  const server = await startFakeServer({
    port: options.port,
    routes,
    testRoutes,
    errorBody: (status) => ({
      status,
      title: statusTitle(status),
      detail: `The fake Mollie answers ${status}.`,
    }),
  });
  baseUrl = server.url;

  const sendWebhook = async (id: string) => {
    const payment = find(id);
    if (!payment.webhookUrl) return;
    await server.dispatchWebhook({
      url: payment.webhookUrl,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ id }).toString(),
      paymentId: id,
    });
  };

  return {
    ...server,
    apiKey,
    payment: (id) => payments.get(id),
    payments: () => [...payments.values()],
    setStatus,
    setRefundStatus,
    sendWebhook,
  };
}

/** Like Mollie, a queued refund (waiting for balance) is not in amountRefunded yet; the refunds list shows it. */
function refundedCents(payment: FakeMolliePayment): number {
  return payment.refunds
    .filter((refund) => ['pending', 'processing', 'refunded'].includes(refund.status))
    .reduce((sum, refund) => sum + decimalToCents(refund.amount.value), 0);
}

const alphanumeric = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

const hal = (status: number, json: unknown): FakeResponse => ({
  status,
  json,
  contentType: 'application/hal+json',
});

function mollieError(status: number, detail: string, field?: string): FakeResponse {
  return hal(status, {
    status,
    title: statusTitle(status),
    detail,
    ...(field ? { field } : {}),
    _links: {
      documentation: { href: 'https://docs.mollie.com/overview/handling-errors', type: 'text/html' },
    },
  });
}

const unauthorised = () => mollieError(401, 'Missing authentication, or failed to authenticate');
const notFound = (id: string | undefined) => mollieError(404, `No payment exists with token ${id ?? ''}.`);

function statusTitle(status: number): string {
  const titles: Record<number, string> = {
    400: 'Bad Request',
    401: 'Unauthorized Request',
    404: 'Not Found',
    422: 'Unprocessable Entity',
    429: 'Too Many Requests',
    500: 'Internal Server Error',
    502: 'Bad Gateway',
    503: 'Service Unavailable',
  };
  return titles[status] ?? 'Error';
}
