import type { OrderMethod } from '../../../../domain/cart/order-method.js';
import { deliveryRules } from '../../../../domain/opening-hours/delivery-hours.js';
import { isOpenAt } from '../../../../domain/opening-hours/shifts.js';
import type { Branch } from '../../../../domain/schemas/branch.js';

export type OrderAction = 'quotation' | 'order' | 'preorder';

export type OrderActionFields = Pick<
  Branch,
  'openingHours' | 'deliveryHours' | 'isDeliveryHoursEnabled' | 'isQuotationRequired' | 'isPreorderEnabled'
>;

/**
 * Which submit button the cart offers (spec, section 5): a quotation request when the branch requires
 * one; an order when the branch is open and, for delivery, an area is chosen and delivery is open now;
 * a pre-order when the branch takes them; otherwise none (null).
 */
export function orderAction(
  branch: OrderActionFields,
  method: OrderMethod,
  hasDeliveryArea: boolean,
  now: Date,
): OrderAction | null {
  if (branch.isQuotationRequired) return 'quotation';
  const isOpen = isOpenAt(branch.openingHours, now);
  const isDeliveryValid = method !== 'delivery' || (hasDeliveryArea && isOpenAt(deliveryRules(branch), now));
  if (isOpen && isDeliveryValid) return 'order';
  return branch.isPreorderEnabled ? 'preorder' : null;
}
