import { describe, expect, it } from 'vitest';
import { orderStatuses } from '../../../domain/order-status/order-status.js';
import { boardLayout, isOnBoard, type BoardOrder } from './board-columns.js';

function order(id: number, overrides: Partial<BoardOrder> = {}): BoardOrder {
  return {
    id,
    status: 'pending',
    appointment: null,
    counterAppointment: null,
    placedAt: `2026-07-01T08:${String(id).padStart(2, '0')}:00.000Z`,
    createdAt: '2026-07-01T07:00:00.000Z',
    ...overrides,
  };
}

const ids = (orders: readonly BoardOrder[]) => orders.map((entry) => entry.id);

describe('the board layout', () => {
  it('puts each open status in its column and proposals in their own row', () => {
    const layout = boardLayout([
      order(1),
      order(2, { status: 'confirmed' }),
      order(3, { status: 'inDelivery' }),
      order(4, { status: 'counterProposed', counterAppointment: '2026-07-01T10:00:00.000Z' }),
    ]);
    expect(ids(layout.columns.new)).toEqual([1]);
    expect(ids(layout.columns.confirmed)).toEqual([2]);
    expect(ids(layout.columns.inDelivery)).toEqual([3]);
    expect(ids(layout.proposed)).toEqual([4]);
  });

  it('leaves out unpaid online orders and settled ones', () => {
    const settled = (['awaitingPayment', 'completed', 'rejected', 'canceled', 'failed'] as const).map(
      (status, index) => order(index + 1, { status }),
    );
    const layout = boardLayout(settled);
    expect([...layout.proposed, ...Object.values(layout.columns).flat()]).toEqual([]);
    expect(settled.map(isOnBoard)).toEqual([false, false, false, false, false]);
  });

  it('places every status somewhere or nowhere, never twice', () => {
    const all = orderStatuses.map((status, index) => order(index + 1, { status }));
    const layout = boardLayout(all);
    const shown = [...layout.proposed, ...Object.values(layout.columns).flat()];
    expect(new Set(ids(shown)).size).toBe(shown.length);
    expect(shown.every(isOnBoard)).toBe(true);
  });

  it('answers the longest-waiting new order first', () => {
    const layout = boardLayout([
      order(1, { placedAt: '2026-07-01T09:00:00.000Z' }),
      order(2, { placedAt: '2026-07-01T08:00:00.000Z' }),
      order(3, { placedAt: null, createdAt: '2026-07-01T08:30:00.000Z' }),
    ]);
    expect(ids(layout.columns.new)).toEqual([2, 3, 1]);
  });

  it('orders the kitchen columns by when the order is due, as soon as possible counting from arrival', () => {
    const layout = boardLayout([
      order(1, { status: 'confirmed', appointment: '2026-07-01T12:00:00.000Z' }),
      order(2, { status: 'confirmed', placedAt: '2026-07-01T11:00:00.000Z' }),
      order(3, { status: 'confirmed', appointment: '2026-07-01T10:00:00.000Z' }),
    ]);
    expect(ids(layout.columns.confirmed)).toEqual([3, 2, 1]);
  });

  it('keeps a stable order for orders due at the same time', () => {
    const at = { status: 'inDelivery' as const, appointment: '2026-07-01T12:00:00.000Z' };
    expect(ids(boardLayout([order(9, at), order(4, at)]).columns.inDelivery)).toEqual([4, 9]);
  });
});
