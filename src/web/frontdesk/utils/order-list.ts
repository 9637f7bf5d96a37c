import type { StaffOrder } from '../../../domain/schemas/staff-order.js';
import { isOnBoard } from './board-columns.js';

/**
 * The open orders after an action answered one of them with its reloaded state: replaced in place,
 * dropped once settled. The event stream's reload follows anyway; this keeps the tap from waiting for it.
 */
export function withAnsweredOrder(
  list: readonly StaffOrder[] | undefined,
  answered: StaffOrder,
): StaffOrder[] | undefined {
  if (list === undefined) return list;
  const rest = list.filter((order) => order.id !== answered.id);
  if (!isOnBoard(answered)) return rest;
  const index = list.findIndex((order) => order.id === answered.id);
  if (index === -1) return [...rest, answered];
  return list.map((order) => (order.id === answered.id ? answered : order));
}
