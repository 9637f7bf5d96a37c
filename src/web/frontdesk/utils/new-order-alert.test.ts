import { describe, expect, it } from 'vitest';
import {
  ALERT_REPEAT_MS,
  alertingIds,
  alertReducer,
  initialAlertState,
  type AlertEvent,
  type AlertState,
} from './new-order-alert.js';

const run = (events: AlertEvent[], state: AlertState = initialAlertState) =>
  events.reduce(alertReducer, state);
const unacknowledged = (...ids: number[]) => ids.map((id) => ({ id, isUnacknowledged: true }));

describe('the new-order alert', () => {
  it('sounds at once for a new order and announces it', () => {
    const state = run([
      { type: 'orders', orders: unacknowledged(7) },
      { type: 'tick', now: 1_000 },
    ]);
    expect(state.phases.get(7)).toBe('alerting');
    expect(state.sounds).toBe(1);
    expect(state.announced).toEqual([7]);
    expect(alertingIds(state)).toEqual([7]);
  });

  it('repeats the sound every few seconds until the order is acknowledged', () => {
    let state = run([
      { type: 'orders', orders: unacknowledged(7) },
      { type: 'tick', now: 0 },
    ]);
    state = alertReducer(state, { type: 'tick', now: ALERT_REPEAT_MS - 1 });
    expect(state.sounds).toBe(1);
    state = alertReducer(state, { type: 'tick', now: ALERT_REPEAT_MS });
    expect(state.sounds).toBe(2);
    state = alertReducer(state, { type: 'acknowledge', ids: [7] });
    state = alertReducer(state, { type: 'tick', now: 10 * ALERT_REPEAT_MS });
    expect(state.sounds).toBe(2);
    expect(alertingIds(state)).toEqual([]);
  });

  it('announces only the orders that are new on this sound', () => {
    const state = run([
      { type: 'orders', orders: unacknowledged(1) },
      { type: 'tick', now: 0 },
      { type: 'orders', orders: unacknowledged(1, 2) },
      { type: 'tick', now: 100 },
    ]);
    expect(state.announced).toEqual([2]);
    expect(state.sounds).toBe(2);
    expect(alertingIds(state)).toEqual([1, 2]);
  });

  it('stays quiet for orders already acknowledged elsewhere', () => {
    const state = run([
      { type: 'orders', orders: [{ id: 3, isUnacknowledged: false }] },
      { type: 'tick', now: 0 },
    ]);
    expect(state.sounds).toBe(0);
    expect(alertingIds(state)).toEqual([]);
  });

  it('stops when another board acknowledges the order', () => {
    const state = run([
      { type: 'orders', orders: unacknowledged(3) },
      { type: 'tick', now: 0 },
      { type: 'orders', orders: [{ id: 3, isUnacknowledged: false }] },
      { type: 'tick', now: ALERT_REPEAT_MS },
    ]);
    expect(state.phases.get(3)).toBe('acknowledged');
    expect(state.sounds).toBe(1);
  });

  it('keeps a local acknowledgement while the server still reports the order as new', () => {
    const state = run([
      { type: 'orders', orders: unacknowledged(3) },
      { type: 'tick', now: 0 },
      { type: 'acknowledge', ids: [3] },
      { type: 'orders', orders: unacknowledged(3) },
      { type: 'tick', now: ALERT_REPEAT_MS },
    ]);
    expect(state.phases.get(3)).toBe('acknowledged');
    expect(state.sounds).toBe(1);
  });

  it('alerts again when the acknowledgement could not be sent', () => {
    const state = run([
      { type: 'orders', orders: unacknowledged(3) },
      { type: 'tick', now: 0 },
      { type: 'acknowledge', ids: [3] },
      { type: 'acknowledge-failed', ids: [3] },
      { type: 'tick', now: ALERT_REPEAT_MS },
    ]);
    expect(state.phases.get(3)).toBe('alerting');
    expect(state.sounds).toBe(2);
  });

  it('forgets orders that left the list', () => {
    const state = run([
      { type: 'orders', orders: unacknowledged(3) },
      { type: 'tick', now: 0 },
      { type: 'orders', orders: [] },
      { type: 'tick', now: ALERT_REPEAT_MS },
    ]);
    expect(state.phases.size).toBe(0);
    expect(state.sounds).toBe(1);
  });

  it('keeps the same state object when nothing changes, so the view does not render again', () => {
    const before = run([
      { type: 'orders', orders: unacknowledged(3) },
      { type: 'tick', now: 0 },
    ]);
    expect(alertReducer(before, { type: 'orders', orders: unacknowledged(3) })).toBe(before);
    expect(alertReducer(before, { type: 'tick', now: 1 })).toBe(before);
    expect(alertReducer(before, { type: 'acknowledge-failed', ids: [3] })).toBe(before);
  });
});
