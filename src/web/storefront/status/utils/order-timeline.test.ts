import { describe, expect, it } from 'vitest';
import { endingText, isSettled, orderTimeline, statusHeading, type TimelineOrder } from './order-timeline.js';

const placed: TimelineOrder = {
  isConfirmed: false,
  isInDelivery: false,
  isCompleted: false,
  isDelivered: false,
  isRejected: false,
  isCanceled: false,
  isFailed: false,
  isPaid: false,
  isRefunded: false,
  isDelivery: false,
  isDineIn: false,
  isQuotation: false,
  paymentMethod: 'cash',
  isTimedOut: false,
  handledFrom: null,
};

const summary = (order: TimelineOrder) => orderTimeline(order).map((step) => `${step.label} [${step.state}]`);

describe('the order timeline', () => {
  it('walks a takeaway order from waiting to ready for pickup and completed', () => {
    expect(summary(placed)).toEqual([
      'Warten auf Bestätigung [current]',
      'Bestätigt – Ihre Bestellung wird zubereitet [upcoming]',
      'Ihre Bestellung ist abholbereit [upcoming]',
      'Abgeschlossen [upcoming]',
    ]);
    expect(summary({ ...placed, isConfirmed: true, isInDelivery: true })).toEqual([
      'Warten auf Bestätigung [done]',
      'Bestätigt – Ihre Bestellung wird zubereitet [done]',
      'Ihre Bestellung ist abholbereit [current]',
      'Abgeschlossen [upcoming]',
    ]);
  });

  it('uses the delivery wording for a delivery', () => {
    const delivery = { ...placed, isDelivery: true, isConfirmed: true, isInDelivery: true };
    expect(summary(delivery).slice(2)).toEqual([
      'Ihre Bestellung wird geliefert [current]',
      'Zugestellt [upcoming]',
    ]);
    expect(summary({ ...delivery, isCompleted: true, isDelivered: true }).at(-1)).toBe(
      'Zugestellt [current]',
    );
  });

  it('waits for an online payment first and says it is being checked, not that it failed', () => {
    const online = { ...placed, paymentMethod: 'mollie' as const };
    const [payment, ...rest] = orderTimeline(online);
    expect(payment).toMatchObject({ label: 'Warten auf Zahlungseingang', state: 'current' });
    expect(payment?.detail).toContain('Ihre Zahlung wird geprüft');
    expect(rest.every((step) => step.state === 'upcoming')).toBe(true);
    expect(statusHeading(online)).toBe('Vielen Dank für Ihre Bestellung!');
    expect(isSettled(online)).toBe(false);

    expect(summary({ ...online, isPaid: true }).slice(0, 2)).toEqual([
      'Zahlung eingegangen [done]',
      'Warten auf Bestätigung [current]',
    ]);
  });

  it('shows no way ahead for a cancelled, rejected or failed order, and stops polling there', () => {
    for (const ended of [{ isCanceled: true }, { isRejected: true }, { isFailed: true }]) {
      const order = { ...placed, ...ended };
      expect(orderTimeline(order)).toEqual([]);
      expect(isSettled(order)).toBe(true);
    }
    expect(statusHeading({ ...placed, isRejected: true })).toBe('Bestellung storniert');
    expect(statusHeading({ ...placed, isFailed: true })).toBe('Zahlung fehlgeschlagen');
    expect(isSettled({ ...placed, isCompleted: true })).toBe(true);
    const onTheWay: TimelineOrder = { ...placed, isConfirmed: true, isInDelivery: true };
    expect(isSettled(onTheWay)).toBe(false);
  });

  it('tells the guest of an order placed while the branch was closed when it is taken up', () => {
    const [waiting] = orderTimeline({ ...placed, handledFrom: '2026-11-22T07:00:00.000Z' });
    expect(waiting?.detail).toBe(
      'Ihre Bestellung ist außerhalb der Öffnungszeiten eingegangen. Die Filiale bearbeitet sie ab 22.11.2026 um 08:00 Uhr.',
    );
  });

  it('names a timeout as such and a refusal by the branch as a cancellation', () => {
    expect(endingText({ isTimedOut: true })).toBe('Nicht rechtzeitig bestätigt');
    expect(endingText({ isTimedOut: false })).toBe('Bestellung storniert');
  });
});
