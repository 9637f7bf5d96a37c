import type { OrderStatus } from '../../../domain/order-status/order-status.js';
import type { StaffOrder } from '../../../domain/schemas/staff-order.js';

export type BoardOrder = Pick<
  StaffOrder,
  'id' | 'status' | 'appointment' | 'counterAppointment' | 'placedAt' | 'createdAt'
>;

export const boardColumnKeys = ['new', 'confirmed', 'inDelivery'] as const;
export type BoardColumnKey = (typeof boardColumnKeys)[number];

export interface BoardLayout<Order> {
  /** Orders waiting for the guest's answer to another time: a row above the columns. */
  proposed: Order[];
  columns: Record<BoardColumnKey, Order[]>;
}

/**
 * Where each status shows on the board. Unpaid online orders are not the branch's business yet, and
 * settled ones have left the counter; neither has a place.
 */
const placeOf: Record<OrderStatus, BoardColumnKey | 'proposed' | null> = {
  awaitingPayment: null,
  pending: 'new',
  counterProposed: 'proposed',
  confirmed: 'confirmed',
  inDelivery: 'inDelivery',
  completed: null,
  rejected: null,
  canceled: null,
  failed: null,
};

const time = (iso: string | null) => (iso === null ? Number.POSITIVE_INFINITY : Date.parse(iso));
const arrival = (order: BoardOrder) => time(order.placedAt ?? order.createdAt);
/** When the order has to be ready: the wished time, or as soon as possible after it came in. */
const due = (order: BoardOrder) => (order.appointment === null ? arrival(order) : time(order.appointment));

function byThenId(key: (order: BoardOrder) => number) {
  return (a: BoardOrder, b: BoardOrder) => key(a) - key(b) || a.id - b.id;
}

/**
 * Sorts the open orders into the board: new ones oldest first (whoever waits longest is answered
 * first), the kitchen's columns by when the order is due, proposals by the proposed time.
 */
export function boardLayout<Order extends BoardOrder>(orders: readonly Order[]): BoardLayout<Order> {
  const layout: BoardLayout<Order> = { proposed: [], columns: { new: [], confirmed: [], inDelivery: [] } };
  for (const order of orders) {
    const place = placeOf[order.status];
    if (place === null) continue;
    if (place === 'proposed') layout.proposed.push(order);
    else layout.columns[place].push(order);
  }
  layout.proposed.sort(byThenId((order) => time(order.counterAppointment)));
  layout.columns.new.sort(byThenId(arrival));
  layout.columns.confirmed.sort(byThenId(due));
  layout.columns.inDelivery.sort(byThenId(due));
  return layout;
}

/** Whether the order still belongs on the board after an action answered it. */
export function isOnBoard(order: Pick<BoardOrder, 'status'>): boolean {
  return placeOf[order.status] !== null;
}
