import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { statusOf, terminalStatuses, type OrderState } from './order-status.js';
import { allowedActions, applyOrderAction, type OrderAction } from './transitions.js';

const placed = (isOnlinePayment: boolean): OrderState => ({
  isOnlinePayment,
  isPaid: false,
  isConfirmed: false,
  isInDelivery: false,
  isCompleted: false,
  isDelivered: false,
  isRejected: false,
  isCanceled: false,
  isFailed: false,
  isRefunded: false,
  appointment: null,
  counterAppointment: null,
  rejectionMessage: null,
});

function run(order: OrderState, actions: OrderAction[]): OrderState {
  return actions.reduce((current, action) => {
    const result = applyOrderAction(current, action);
    return result.ok ? result.order : current;
  }, order);
}

const actionArbitrary: fc.Arbitrary<OrderAction> = fc.oneof(
  fc.constant({ type: 'confirm' as const }),
  fc.option(fc.string({ maxLength: 20 })).map((message) => ({ type: 'reject' as const, message })),
  fc.constant({ type: 'cancel' as const }),
  fc.constant({ type: 'in-delivery' as const }),
  fc.boolean().map((isDelivery) => ({ type: 'completed' as const, isDelivery })),
  fc.constantFrom('2026-11-20T11:00:00.000Z', '2026-11-20T12:30:00.000Z').map((at) => ({
    type: 'propose-counter-appointment' as const,
    at,
  })),
  fc.constant({ type: 'accept-counter-appointment' as const }),
  fc.constant({ type: 'decline-counter-appointment' as const }),
  fc.constant({ type: 'payment-paid' as const }),
  fc.constant({ type: 'payment-failed' as const }),
  fc.constant({ type: 'refunded' as const }),
);

describe('order status machine', () => {
  it('walks the happy paths', () => {
    const takeaway = run(placed(false), [{ type: 'confirm' }, { type: 'in-delivery' }]);
    expect(statusOf(takeaway)).toBe('inDelivery');
    expect(statusOf(run(takeaway, [{ type: 'completed', isDelivery: false }]))).toBe('completed');

    const online = placed(true);
    expect(statusOf(online)).toBe('awaitingPayment');
    expect(applyOrderAction(online, { type: 'confirm' }).ok).toBe(false);
    expect(statusOf(run(online, [{ type: 'payment-paid' }]))).toBe('pending');
  });

  it('lets the guest accept a counter-appointment, which settles the time and confirms', () => {
    const proposed = run(placed(false), [
      { type: 'propose-counter-appointment', at: '2026-11-20T12:30:00.000Z' },
    ]);
    expect(statusOf(proposed)).toBe('counterProposed');
    const accepted = run(proposed, [{ type: 'accept-counter-appointment' }]);
    expect(accepted).toMatchObject({
      appointment: '2026-11-20T12:30:00.000Z',
      counterAppointment: null,
      isConfirmed: true,
    });
    expect(statusOf(run(proposed, [{ type: 'decline-counter-appointment' }]))).toBe('canceled');
  });

  it('refuses impossible transitions with a German reason and changes nothing', () => {
    const completed = run(placed(false), [{ type: 'confirm' }, { type: 'completed', isDelivery: true }]);
    const result = applyOrderAction(completed, { type: 'reject', message: null });
    expect(result).toEqual({ ok: false, message: 'Diese Bestellung ist bereits abgeschlossen.' });
    expect(applyOrderAction(placed(false), { type: 'accept-counter-appointment' }).ok).toBe(false);
    expect(applyOrderAction(placed(false), { type: 'refunded' }).ok).toBe(false);
  });

  it('never reaches an impossible state, whatever staff, guest and provider do', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.array(actionArbitrary, { maxLength: 25 }), (online, actions) => {
        let order = placed(online);
        for (const action of actions) {
          const before = order;
          const wasTerminal = terminalStatuses.includes(statusOf(before));
          const result = applyOrderAction(before, action);
          if (!result.ok) {
            expect(result.message.length).toBeGreaterThan(0);
            continue;
          }
          order = result.order;
          // A finished order only ever changes by getting its money back.
          if (wasTerminal) expect({ ...order, isRefunded: before.isRefunded }).toEqual(before);
        }
        const endings = [order.isCompleted, order.isRejected, order.isCanceled, order.isFailed];
        expect(endings.filter(Boolean).length).toBeLessThanOrEqual(1);
        if (order.isInDelivery || order.isCompleted) expect(order.isConfirmed).toBe(true);
        if (order.isConfirmed && online) expect(order.isPaid).toBe(true);
        if (order.isDelivered) expect(order.isCompleted).toBe(true);
        if (order.isRefunded) expect(order.isPaid).toBe(true);
        if (order.isFailed) expect(order.isPaid).toBe(false);
        if (order.counterAppointment !== null) expect(statusOf(order)).not.toBe('confirmed');
        if (!online) expect(order.isPaid).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });

  it('offers exactly the actions that succeed', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.array(actionArbitrary, { maxLength: 10 }),
        actionArbitrary,
        (online, history, next) => {
          const order = run(placed(online), history);
          if (next.type === 'refunded') return;
          expect(applyOrderAction(order, next).ok).toBe(allowedActions(order).includes(next.type));
        },
      ),
    );
  });
});
