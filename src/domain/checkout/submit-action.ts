import type { OrderMethod } from '../cart/order-method.js';
import { deliveryRules } from '../opening-hours/delivery-hours.js';
import { isOpenAt } from '../opening-hours/shifts.js';
import type { Branch } from '../schemas/branch.js';
import { checkoutMessages } from './messages.js';

export type SubmitAction = 'quotation' | 'order' | 'preorder';

export type SubmitActionFields = Pick<
  Branch,
  'openingHours' | 'deliveryHours' | 'isDeliveryHoursEnabled' | 'isQuotationRequired' | 'isPreorderEnabled'
>;

/**
 * What the submit button does (spec, section 5): a quotation request when the branch requires one; an
 * order when the branch is open and, for delivery, an area is chosen and delivery is open now; a
 * pre-order when the branch takes them; otherwise nothing can be sent (null).
 */
export function submitAction(
  branch: SubmitActionFields,
  method: OrderMethod,
  hasDeliveryArea: boolean,
  now: Date,
): SubmitAction | null {
  if (branch.isQuotationRequired) return 'quotation';
  const isOpen = isOpenAt(branch.openingHours, now);
  const isDeliveryValid = method !== 'delivery' || (hasDeliveryArea && isOpenAt(deliveryRules(branch), now));
  if (isOpen && isDeliveryValid) return 'order';
  return branch.isPreorderEnabled ? 'preorder' : null;
}

/** Why nothing can be sent when submitAction is null (spec, section 8: closed branch). */
export function closedMessage(method: OrderMethod): string {
  return method === 'delivery' ? checkoutMessages.deliveryClosed : checkoutMessages.closed;
}
