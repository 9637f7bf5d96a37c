import { clearCart, readCart } from '../../../../domain/cart/cart-state.js';
import { cartKey, readStored, writeStored } from '../../ordering/utils/session-store.js';

const session = () => window.sessionStorage;
const STORAGE_KEY = 'checkout:pending-payment';

interface PendingPayment {
  branchIdentifier: string;
  uid: string;
}

/**
 * An order paid online leaves the cart as it is while the guest is at the payment provider: a failed
 * payment comes back to the checkout with everything still there. The status page empties the cart
 * once the order is paid.
 */
export function rememberPendingPayment(pending: PendingPayment): void {
  writeStored(session, STORAGE_KEY, pending);
}

function readPending(): PendingPayment | null {
  const stored = readStored(session, STORAGE_KEY);
  if (typeof stored !== 'object' || stored === null) return null;
  const { branchIdentifier, uid } = stored as Record<string, unknown>;
  return typeof branchIdentifier === 'string' && typeof uid === 'string' ? { branchIdentifier, uid } : null;
}

/**
 * Called by the status page: a paid order empties its cart, a failed one keeps it for another try.
 * True once for the order that this tab sent to the provider and that came back paid.
 */
export function settlePendingPayment(order: { uid: string; isPaid: boolean; isFailed: boolean }): boolean {
  const pending = readPending();
  if (pending === null || pending.uid !== order.uid || (!order.isPaid && !order.isFailed)) return false;
  if (order.isPaid) {
    const key = cartKey(pending.branchIdentifier);
    writeStored(session, key, clearCart(readCart(readStored(session, key))));
  }
  try {
    session().removeItem(STORAGE_KEY);
  } catch {
    // Without storage there is nothing to settle.
  }
  return order.isPaid;
}
