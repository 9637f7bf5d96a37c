import type { PhoneOrderCreate } from '../../../domain/schemas/staff-order.js';
import { placeOrder, type OrderAnswer, type PlaceOrderDeps } from './place-order.js';
import { assertBranch } from '../desk/staff-service.js';
import type { StaffActor } from '../../organisation/index.js';

/**
 * An order staff take for a guest on the phone or at the counter: the storefront's prices and rules, with
 * the guest's contact optional, no legal checkboxes ticked on the guest's behalf, and paid in the shop.
 * An employee enters orders for the own branches only. Like a cash order from the storefront it reaches
 * the branch's boards at once; the log names who entered it.
 */
export async function placePhoneOrder(
  deps: PlaceOrderDeps,
  actor: StaffActor,
  body: PhoneOrderCreate,
  key: unknown,
): Promise<OrderAnswer> {
  assertBranch(actor, body.branch);
  return placeOrder(deps, { ...body, legalInstructions: false, privacyPolicy: false }, key, {
    by: 'staff',
    userId: actor.userId,
  });
}
