import { refundOrderPayment } from '../payments/refund.js';
import type { PaymentDeps } from '../payments/service.js';
import { listUnrefundedEndedOrderIds } from './staff-queries.js';

/** How long a refused refund is tried again; after that it is the staff's (the log shows every failure). */
export const REFUND_RETRY_WINDOW_MS = 24 * 60 * 60_000;

/**
 * A rejected or cancelled order's refund is asked for at once (actOnOrder); when the provider refuses or
 * does not answer, the guest's money must not stay with the shop because nobody asks again. A repeated
 * request cannot pay back twice: both providers refuse a refund beyond what is left of the payment.
 */
export async function retryFailedRefunds(deps: PaymentDeps): Promise<number[]> {
  const since = new Date(deps.now().getTime() - REFUND_RETRY_WINDOW_MS);
  const refunded: number[] = [];
  for (const orderId of await listUnrefundedEndedOrderIds(deps.db, since)) {
    try {
      if (await refundOrderPayment(deps, orderId)) refunded.push(orderId);
    } catch (error) {
      deps.log.error({ err: error, orderId }, 'the payment of an ended order could still not be refunded');
    }
  }
  return refunded;
}
