import { describe, expect, it } from 'vitest';
import type { StaffOrder } from '../../../domain/schemas/staff-order.js';
import { withAnsweredOrder } from './order-list.js';

const order = (id: number, status: StaffOrder['status']) => ({ id, status }) as StaffOrder;
const live = (orders: StaffOrder[]) => ({ orders, versions: { 1: 3 } });
const ids = (list: { orders: StaffOrder[] } | undefined) => list?.orders.map((entry) => entry.id);

describe('the open orders after an answer', () => {
  it('replace the answered order in place', () => {
    const list = live([order(1, 'pending'), order(2, 'pending')]);
    const answered = withAnsweredOrder(list, order(1, 'confirmed'));
    expect(answered?.orders.map((entry) => entry.status)).toEqual(['confirmed', 'pending']);
    // The event of the change is still to come: the list does not claim to hold it.
    expect(answered?.versions).toEqual({ 1: 3 });
  });

  it('drop an order that is settled now', () => {
    const list = live([order(1, 'pending'), order(2, 'confirmed')]);
    expect(ids(withAnsweredOrder(list, order(2, 'completed')))).toEqual([1]);
    expect(ids(withAnsweredOrder(list, order(1, 'rejected')))).toEqual([2]);
  });

  it('add an open order the list did not have yet, and leave a list not loaded yet alone', () => {
    expect(ids(withAnsweredOrder(live([order(1, 'pending')]), order(5, 'confirmed')))).toEqual([1, 5]);
    expect(withAnsweredOrder(undefined, order(5, 'confirmed'))).toBeUndefined();
  });
});
