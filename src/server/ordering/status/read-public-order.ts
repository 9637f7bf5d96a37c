import { publicOrderSchema } from '../../../domain/schemas/order.js';
import { recheckStalePayment, type PaymentDeps } from '../payments/service.js';
import { isSameHash } from '../orders/public-link.js';
import type { PublicOrderCache } from './public-order-cache.js';
import { findLinkedOrderWithItems, presentLinkedOrder, publicOrder } from '../orders/service.js';

/** An order still waiting for its online payment asks the provider now and then. */
async function readLinkedOrder(deps: PaymentDeps, uid: string, hash: string) {
  const found = await findLinkedOrderWithItems(deps.db, uid, hash);
  const answer = (await recheckStalePayment(deps, found.order))
    ? await publicOrder(deps.db, found.order.id)
    : presentLinkedOrder(found);
  return { answer, order: found.order };
}

/**
 * The poll's answer as JSON text, from the cache while the order has not changed. A placed order is
 * announced on every change; one still waiting for its payment is not, so it is always read afresh.
 */
export async function readPublicOrderJson(
  deps: PaymentDeps,
  cache: PublicOrderCache,
  uid: string,
  hash: string,
): Promise<string> {
  const cached = cache.get(uid);
  if (cached !== undefined && isSameHash(cached.hash, hash)) return cached.body;
  const epoch = cache.epoch();
  const { answer, order } = await readLinkedOrder(deps, uid, hash);
  const body = JSON.stringify({ data: publicOrderSchema.parse(answer) });
  if (order.placedAt !== null) cache.set(uid, { orderId: order.id, hash: order.hash, body }, epoch);
  return body;
}
