import { z } from 'zod';
import { providerCalls } from './call-provider.js';
import type { CreatePaymentInput, CreatedPayment, PaymentProvider, PaymentState } from './provider.js';

export type DatatransOptions = {
  merchantId: string;
  password: string;
  /** The JSON API (`https://api.sandbox.datatrans.com` for tests with the sandbox). */
  apiUrl: string;
  /** The payment pages (`https://pay.sandbox.datatrans.com`). */
  payUrl: string;
  timeoutMs: number;
};

const initAnswer = z.looseObject({ transactionId: z.string().min(1) });
const statusAnswer = z.looseObject({
  transactionId: z.string().min(1),
  status: z.string().min(1),
  refno: z.string().optional(),
  history: z
    .array(
      z.looseObject({
        action: z.string(),
        success: z.boolean().optional(),
        autoSettle: z.boolean().optional(),
      }),
    )
    .optional(),
});
type DatatransStatus = z.infer<typeof statusAnswer>;
const creditAnswer = z.looseObject({ transactionId: z.string().min(1) });

/** Datatrans allows 1–20 characters in `refno`. */
const refnoMaxLength = 20;

/** Datatrans JSON API v1 (https://api-reference.datatrans.ch), Redirect integration, over fetch. */
export function createDatatransProvider(options: DatatransOptions): PaymentProvider {
  const call = providerCalls({
    provider: 'datatrans',
    baseUrl: options.apiUrl,
    authorization: `Basic ${Buffer.from(`${options.merchantId}:${options.password}`).toString('base64')}`,
    timeoutMs: options.timeoutMs,
    explain: explainDatatransError,
  });

  const transactionPath = (providerId: string) => `/v1/transactions/${encodeURIComponent(providerId)}`;
  const fetchStatus = (providerId: string) => call('GET', transactionPath(providerId), statusAnswer);

  return {
    name: 'datatrans',

    async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
      const created = await call(
        'POST',
        '/v1/transactions',
        initAnswer,
        {
          currency: input.currency,
          refno: input.orderUid.length <= refnoMaxLength ? input.orderUid : String(input.orderId),
          amount: input.amount,
          // Settled right after authorisation: a takeaway order is paid in full when the guest pays.
          autoSettle: true,
          language: 'de',
          redirect: {
            successUrl: input.returnUrl,
            cancelUrl: input.errorUrl,
            errorUrl: input.errorUrl,
            method: 'GET',
          },
          webhook: { url: input.webhookUrl },
        },
        input.idempotencyKey,
      );
      return {
        providerId: created.transactionId,
        redirectUrl: `${options.payUrl.replace(/\/+$/, '')}/v1/start/${encodeURIComponent(created.transactionId)}`,
        state: { status: 'initialized', isPaid: false, isFailed: false, isRefunded: false, raw: created },
      };
    },

    async fetchState(providerId: string): Promise<PaymentState> {
      return datatransState(await fetchStatus(providerId));
    },

    async refund(providerId: string, cents: number, currency: string): Promise<PaymentState> {
      const before = await fetchStatus(providerId);
      await call('POST', `${transactionPath(providerId)}/credit`, creditAnswer, {
        amount: cents,
        currency,
        refno: before.refno ?? providerId.slice(-refnoMaxLength),
      });
      // A 2xx credit is an accepted refund even if the payment's history does not list it yet.
      return { ...datatransState(await fetchStatus(providerId)), isRefunded: true };
    },
  };
}

function datatransState(answer: DatatransStatus): PaymentState {
  const history = answer.history ?? [];
  return {
    status: answer.status,
    isPaid: isPaid(answer),
    isFailed: answer.status === 'failed' || answer.status === 'canceled',
    isRefunded: history.some((entry) => entry.action === 'credit' && entry.success !== false),
    raw: answer,
  };
}

/**
 * Settled and transmitted are paid. An authorisation made with auto-settle is paid too: Datatrans settles it
 * by itself and we have nothing left to do. Without auto-settle an authorisation waits for our settle call,
 * which Tischlein never makes, so it stays waiting.
 */
function isPaid(answer: DatatransStatus): boolean {
  if (answer.status === 'settled' || answer.status === 'transmitted') return true;
  if (answer.status !== 'authorized') return false;
  return (answer.history ?? []).some((entry) => entry.action === 'authorize' && entry.autoSettle === true);
}

function explainDatatransError(body: unknown): string | undefined {
  const parsed = z
    .object({ error: z.object({ code: z.string(), message: z.string().optional() }) })
    .safeParse(body);
  if (!parsed.success) return undefined;
  const { code, message } = parsed.data.error;
  return message ? `${code}: ${message}` : code;
}
