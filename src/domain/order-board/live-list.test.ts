import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { StaffOrder } from '../schemas/staff-order.js';
import { applyOrderEvent, isOnCurrentList, listDayOf, type LiveList } from './live-list.js';
import { applyPickupChange } from './pickup.js';

const day = listDayOf(new Date('2026-11-20T08:30:00Z'));
const order = (id: number, overrides: Partial<StaffOrder> = {}) =>
  ({
    id,
    status: 'pending',
    placedAt: `2026-11-20T08:${String(id).padStart(2, '0')}:00.000Z`,
    appointmentDate: '2026-11-20',
    appointment: null,
    isUnacknowledged: true,
    updatedAt: '2026-11-20T08:10:00.000Z',
    ...overrides,
  }) as StaffOrder;
const event = (version: number, next: StaffOrder | null, orderId = next?.id ?? 0) => ({
  orderId,
  branchId: 1,
  version,
  order: next,
});

describe('a live order list', () => {
  it('applies consecutive events and reports a skipped one as a gap, whichever is skipped', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000 }), fc.integer({ min: 2, max: 12 }), (start, count) => {
        let list: LiveList = { orders: [], versions: { 1: start } };
        for (let index = 1; index <= count; index++) {
          const step = applyOrderEvent(list, event(start + index, order(index)), day);
          expect(step.kind).toBe('applied');
          if (step.kind === 'applied') list = step.list;
        }
        expect(list.orders.map((entry) => entry.id)).toEqual(Array.from({ length: count }, (_, i) => i + 1));
        expect(applyOrderEvent(list, event(start + count + 2, order(99)), day).kind).toBe('gap');
        expect(applyOrderEvent(list, event(start + 1, order(1)), day).kind).toBe('held');
      }),
    );
  });

  it('drops an order that left the list, and a deleted one', () => {
    const list: LiveList = { orders: [order(1), order(2)], versions: { 1: 5 } };
    const completed = applyOrderEvent(list, event(6, order(1, { status: 'completed' })), day);
    expect(completed.kind === 'applied' && completed.list.orders.map((entry) => entry.id)).toEqual([2]);
    const deleted = applyOrderEvent(list, event(6, null, 2), day);
    expect(deleted.kind === 'applied' && deleted.list.orders.map((entry) => entry.id)).toEqual([1]);
  });

  it('keeps a later pre-order only while nobody has seen its question', () => {
    const later = { appointmentDate: '2026-11-24', appointment: '2026-11-24T09:00:00.000Z' };
    expect(isOnCurrentList(order(1, later), day)).toBe(true);
    expect(isOnCurrentList(order(1, { ...later, isUnacknowledged: false }), day)).toBe(false);
    expect(isOnCurrentList(order(1, { ...later, status: 'confirmed', isUnacknowledged: false }), day)).toBe(
      false,
    );
    // Unanswered from a past day: it escalates, so it stays.
    expect(isOnCurrentList(order(1, { appointmentDate: '2026-11-19', isUnacknowledged: false }), day)).toBe(
      true,
    );
  });
});

describe('a pickup board', () => {
  it('adds a ready ticket, removes it once collected, and reloads on a gap or a deleted order', () => {
    const ready = applyPickupChange(
      { tickets: [3], version: 1 },
      { version: 2, ticketNumber: 1, ready: true },
    );
    expect(ready).toEqual({ kind: 'applied', board: { tickets: [1, 3], version: 2 } });
    const collected = applyPickupChange(
      { tickets: [1, 3], version: 2 },
      { version: 3, ticketNumber: 3, ready: false },
    );
    expect(collected).toEqual({ kind: 'applied', board: { tickets: [1], version: 3 } });
    expect(
      applyPickupChange({ tickets: [], version: 2 }, { version: 4, ticketNumber: 1, ready: true }).kind,
    ).toBe('gap');
    expect(applyPickupChange({ tickets: [], version: 2 }, { version: 3, gone: true }).kind).toBe('gap');
    expect(applyPickupChange({ tickets: [], version: 2 }, { version: 2, gone: true }).kind).toBe('held');
  });
});
