import { statusOf } from '../../../domain/order-status/order-status.js';
import { allowedActions } from '../../../domain/order-status/transitions.js';
import { staffActionSchema, type StaffAction, type StaffOrder } from '../../../domain/schemas/staff-order.js';
import { orderStateOf } from '../orders/order-state.js';
import { presentOrder } from '../orders/present-order.js';
import type { BranchContact, OrderItemRow, OrderRow } from '../orders/queries.js';

const staffActions = new Set<string>(staffActionSchema.options);

function deliveryAddress(order: OrderRow): string[] {
  if (order.method !== 'delivery') return [];
  const different = order.isDeliveryAddressDifferent;
  const pick = (own: string | null, delivery: string | null) => ((different ? delivery : own) ?? '').trim();
  const name = [pick(order.firstName, order.deliveryFirstName), pick(order.lastName, order.deliveryLastName)]
    .filter(Boolean)
    .join(' ');
  const company = pick(order.companyName, order.deliveryCompanyName);
  const details = [
    pick(order.floor, order.deliveryFloor) && `Stock ${pick(order.floor, order.deliveryFloor)}`,
    pick(order.stairway, order.deliveryStairway) && `Stiege ${pick(order.stairway, order.deliveryStairway)}`,
    pick(order.door, order.deliveryDoor) && `Tür ${pick(order.door, order.deliveryDoor)}`,
  ].filter(Boolean);
  const street = [pick(order.street, order.deliveryStreet), ...details].filter(Boolean).join(', ');
  const city = [pick(order.zipCode, order.deliveryZipCode), pick(order.city, order.deliveryCity)]
    .filter(Boolean)
    .join(' ');
  return [company, name, street, city].filter(Boolean);
}

/** The order with everything staff need to act on it; never sent through a public link. */
export function presentStaffOrder(
  order: OrderRow,
  branch: BranchContact,
  items: readonly OrderItemRow[],
): StaffOrder {
  const state = orderStateOf(order);
  return {
    ...presentOrder(order, branch, items),
    status: statusOf(state),
    allowedActions: allowedActions(state).filter((action): action is StaffAction => staffActions.has(action)),
    isCompany: order.isCompany,
    companyName: order.companyName ?? '',
    phone: order.phone ?? '',
    email: order.email ?? '',
    street: order.street ?? '',
    floor: order.floor ?? '',
    stairway: order.stairway ?? '',
    door: order.door ?? '',
    zipCode: order.zipCode ?? '',
    city: order.city ?? '',
    country: order.country as StaffOrder['country'],
    deliveryAddress: deliveryAddress(order),
    paymentStatus: order.paymentStatus,
    placedAt: order.placedAt?.toISOString() ?? null,
    isUnacknowledged:
      order.placedAt !== null && order.acknowledgedAt === null && statusOf(state) === 'pending',
    updatedAt: order.updatedAt.toISOString(),
  };
}
