import type { PublicOrder } from '../../../domain/schemas/order.js';
import { recheckStalePayment, type PaymentDeps } from '../payments/service.js';
import { findLinkedOrder, presentLinkedOrder, publicOrder } from './service.js';

/** The status page's poll: an order still waiting for its online payment asks the provider now and then. */
export async function readPublicOrder(deps: PaymentDeps, uid: string, hash: string): Promise<PublicOrder> {
  const found = await findLinkedOrder(deps.db, uid, hash);
  if (await recheckStalePayment(deps, found.order)) return publicOrder(deps.db, found.order.id);
  return presentLinkedOrder(deps.db, found);
}
