import { z } from 'zod';
import { centsToDecimal, decimalToCents } from '../../../domain/money/decimal-cents.js';
import { providerCalls } from './call-provider.js';
import { PaymentProviderError } from './provider-error.js';
import type { CreatePaymentInput, CreatedPayment, PaymentProvider, PaymentState } from './provider.js';

export type MollieOptions = {
  /** `test_…` or `live_…`; the key decides the mode, the host is the same. */
  apiKey: string;
  baseUrl: string;
  timeoutMs: number;
};

const amount = z.object({ currency: z.string(), value: z.string().regex(/^-?\d+(\.\d{1,2})?$/) });
const link = z.object({ href: z.string().min(1) });
const payment = z.looseObject({
  id: z.string().min(1),
  status: z.string().min(1),
  amount,
  amountRefunded: amount.optional(),
  _links: z.looseObject({ checkout: link.optional(), refunds: link.optional() }),
});
type MolliePayment = z.infer<typeof payment>;
const refundList = z.looseObject({
  _embedded: z.looseObject({ refunds: z.array(z.looseObject({ id: z.string(), status: z.string() })) }),
});
const refund = z.looseObject({ id: z.string().min(1), status: z.string() });

const failedStatuses = new Set(['failed', 'canceled', 'expired']);
// A queued refund waits for balance but is promised to the guest, so the order already counts as refunded.
const liveRefundStatuses = new Set(['queued', 'pending', 'processing', 'refunded']);

/** Mollie Payments API v2 (https://docs.mollie.com/reference/payments-api) over fetch. */
export function createMollieProvider(options: MollieOptions): PaymentProvider {
  const call = providerCalls({
    provider: 'mollie',
    baseUrl: options.baseUrl,
    authorization: `Bearer ${options.apiKey}`,
    timeoutMs: options.timeoutMs,
    explain: explainMollieError,
  });

  const paymentPath = (providerId: string) => `/v2/payments/${encodeURIComponent(providerId)}`;

  const isRefunded = async (current: MolliePayment): Promise<boolean> => {
    if (current.amountRefunded && decimalToCents(current.amountRefunded.value) > 0) return true;
    // amountRefunded may lag behind a refund that is still queued; the refunds list says so.
    if (!current._links.refunds) return false;
    const list = await call('GET', `${paymentPath(current.id)}/refunds`, refundList);
    return list._embedded.refunds.some((item) => liveRefundStatuses.has(item.status));
  };

  const stateOf = async (current: MolliePayment): Promise<PaymentState> => ({
    status: current.status,
    isPaid: current.status === 'paid',
    isFailed: failedStatuses.has(current.status),
    isRefunded: await isRefunded(current),
    raw: current,
  });

  const fetchState = async (providerId: string) =>
    stateOf(await call('GET', paymentPath(providerId), payment));

  return {
    name: 'mollie',

    async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
      const created = await call(
        'POST',
        '/v2/payments',
        payment,
        {
          amount: { currency: input.currency, value: centsToDecimal(input.amount) },
          description: input.description,
          redirectUrl: input.returnUrl,
          // Only an explicit cancel goes here; a failed payment comes back through redirectUrl.
          cancelUrl: input.errorUrl,
          webhookUrl: input.webhookUrl,
          locale: 'de_AT',
          metadata: { orderId: input.orderId, orderUid: input.orderUid },
        },
        input.idempotencyKey,
      );
      const checkout = created._links.checkout?.href;
      if (!checkout) {
        throw new PaymentProviderError(
          'mollie',
          'invalid-answer',
          `Mollie POST /v2/payments created ${created.id} (status ${created.status}) without a checkout link`,
        );
      }
      return { providerId: created.id, redirectUrl: checkout, state: await stateOf(created) };
    },

    fetchState,

    async refund(providerId: string, cents: number, currency: string): Promise<PaymentState> {
      await call('POST', `${paymentPath(providerId)}/refunds`, refund, {
        amount: { currency, value: centsToDecimal(cents) },
      });
      return fetchState(providerId);
    },
  };
}

function explainMollieError(body: unknown): string | undefined {
  const parsed = z.object({ detail: z.string(), field: z.string().optional() }).safeParse(body);
  if (!parsed.success) return undefined;
  return parsed.data.field ? `${parsed.data.detail} (field ${parsed.data.field})` : parsed.data.detail;
}
