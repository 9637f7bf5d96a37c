import { addDays, viennaInstant, viennaParts } from '../opening-hours/vienna-time.js';
import type { StaffOrder } from '../schemas/staff-order.js';

/** An order event as a board hears it: the branch's version after the change and the order (null: gone). */
export type LiveOrderEvent = {
  orderId: number;
  branchId: number;
  version: number;
  order: StaffOrder | null;
};

export type LiveList = { orders: StaffOrder[]; versions: Record<string, number> };

/** What an event does to a list: applied, already held, or a gap that only a reload closes. */
export type LiveListStep = { kind: 'applied'; list: LiveList } | { kind: 'held' } | { kind: 'gap' };

const openStatuses = new Set<StaffOrder['status']>(['pending', 'counterProposed', 'confirmed', 'inDelivery']);

/** The Vienna day a current list covers: its date and the instants it starts and ends. */
export type ListDay = { today: string; dayStart: Date; dayEnd: Date };

export function listDayOf(now: Date): ListDay {
  const today = viennaParts(now).date;
  return {
    today,
    dayStart: viennaInstant(today, '00:00'),
    dayEnd: viennaInstant(addDays(today, 1), '00:00'),
  };
}

/**
 * Whether an order belongs on the current list: the rule of the server's list query (staff-queries.ts,
 * listCurrentOrderRows) for one order, so a board that applies an event keeps what a reload would show.
 */
export function isOnCurrentList(order: StaffOrder, day: ListDay): boolean {
  if (!openStatuses.has(order.status) || order.placedAt === null) return false;
  if (order.appointmentDate === day.today) return true;
  const due = order.appointment === null ? null : Date.parse(order.appointment);
  if (due !== null && due >= day.dayStart.getTime() && due < day.dayEnd.getTime()) return true;
  const unanswered = order.status === 'pending' || order.status === 'counterProposed';
  return unanswered && (order.appointmentDate < day.today || order.isUnacknowledged);
}

function byPlacement(a: StaffOrder, b: StaffOrder): number {
  return (a.placedAt ?? '').localeCompare(b.placedAt ?? '') || a.id - b.id;
}

/**
 * Applies one event to a list that holds each branch's changes up to its version: an event at or below
 * it is already in the list, the next one is applied, a later one means events were missed. Orders keep
 * the server's order (placed first first); an order not newer than the list's copy is left as it is.
 */
export function applyOrderEvent(list: LiveList, event: LiveOrderEvent, day: ListDay): LiveListStep {
  const branch = String(event.branchId);
  const known = list.versions[branch];
  if (known === undefined || event.version > known + 1) return { kind: 'gap' };
  if (event.version <= known) return { kind: 'held' };
  const versions = { ...list.versions, [branch]: event.version };
  const current = list.orders.find((order) => order.id === event.orderId);
  const next = event.order;
  if (next !== null && current !== undefined && next.updatedAt < current.updatedAt) {
    return { kind: 'applied', list: { orders: list.orders, versions } };
  }
  const others = list.orders.filter((order) => order.id !== event.orderId);
  const orders = next !== null && isOnCurrentList(next, day) ? [...others, next].sort(byPlacement) : others;
  return { kind: 'applied', list: { orders, versions } };
}
