import type { LiveList } from '../../../domain/order-board/live-list.js';
import type { StaffOrder } from '../../../domain/schemas/staff-order.js';
import { isOnBoard } from './board-columns.js';

/**
 * The open orders after an action answered one of them with its reloaded state: replaced in place,
 * dropped once settled. The event follows anyway; this keeps the tap from waiting for it. The list's
 * versions stay: the event is still to come and applies the same state again.
 */
export function withAnsweredOrder(list: LiveList | undefined, answered: StaffOrder): LiveList | undefined {
  if (list === undefined) return list;
  return { ...list, orders: answeredIn(list.orders, answered) };
}

function answeredIn(list: readonly StaffOrder[], answered: StaffOrder): StaffOrder[] {
  const rest = list.filter((order) => order.id !== answered.id);
  if (!isOnBoard(answered)) return rest;
  const index = list.findIndex((order) => order.id === answered.id);
  if (index === -1) return [...rest, answered];
  return list.map((order) => (order.id === answered.id ? answered : order));
}
