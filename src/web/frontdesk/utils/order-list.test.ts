import { describe, expect, it } from 'vitest';
import type { StaffOrder } from '../../../domain/schemas/staff-order.js';
import { withAnsweredOrder } from './order-list.js';

const order = (id: number, status: StaffOrder['status']) => ({ id, status }) as StaffOrder;

describe('the open orders after an answer', () => {
  it('replace the answered order in place', () => {
    const list = [order(1, 'pending'), order(2, 'pending')];
    expect(withAnsweredOrder(list, order(1, 'confirmed'))?.map((entry) => entry.status)).toEqual([
      'confirmed',
      'pending',
    ]);
  });

  it('drop an order that is settled now', () => {
    const list = [order(1, 'pending'), order(2, 'confirmed')];
    expect(withAnsweredOrder(list, order(2, 'completed'))?.map((entry) => entry.id)).toEqual([1]);
    expect(withAnsweredOrder(list, order(1, 'rejected'))?.map((entry) => entry.id)).toEqual([2]);
  });

  it('add an open order the list did not have yet, and leave a list not loaded yet alone', () => {
    expect(withAnsweredOrder([order(1, 'pending')], order(5, 'confirmed'))?.map((entry) => entry.id)).toEqual(
      [1, 5],
    );
    expect(withAnsweredOrder(undefined, order(5, 'confirmed'))).toBeUndefined();
  });
});
