import { applyPaymentState } from '../orders/service.js';
import type { PaymentDeps } from './service.js';
import { latestPaymentOfOrder, recordPaymentState } from './queries.js';

/**
 * Gives a guest's online payment back (an order rejected or cancelled after it was paid). The provider's
 * answer is applied like a webhook, so the order shows refunded once the provider says so.
 */
export async function refundOrderPayment(deps: PaymentDeps, orderId: number): Promise<boolean> {
  const payment = await latestPaymentOfOrder(deps.db, orderId);
  if (payment === undefined || (payment.provider !== 'mollie' && payment.provider !== 'datatrans'))
    return false;
  const provider = deps.providers.get(payment.provider);
  if (provider === undefined) throw new Error(`No payment provider is configured for ${payment.provider}.`);
  const state = await provider.refund(payment.providerId, payment.amount, payment.currency);
  const now = deps.now();
  await recordPaymentState(deps.db, payment.id, { status: state.status, raw: state.raw, updatedAt: now });
  await applyPaymentState(deps.db, orderId, state, now);
  return true;
}
