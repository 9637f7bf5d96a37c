import { describe, expect, it } from 'vitest';
import { RECONNECT_FIRST_MS, RECONNECT_MAX_MS, reconnectDelay } from './reconnect-delay.js';

describe('the reconnect delay', () => {
  it('doubles with every failed attempt', () => {
    const upper = [0, 1, 2, 3].map((attempt) => reconnectDelay(attempt, () => 1));
    expect(upper).toEqual([1_000, 2_000, 4_000, 8_000]);
  });

  it('waits at least half of the step, so a flapping network does not turn into a busy loop', () => {
    expect(reconnectDelay(0, () => 0)).toBe(RECONNECT_FIRST_MS / 2);
    expect(reconnectDelay(3, () => 0)).toBe(4_000);
  });

  it('never waits longer than the ceiling, however long the outage lasts', () => {
    for (const attempt of [5, 6, 20, 1_000]) {
      expect(reconnectDelay(attempt, () => 1)).toBe(RECONNECT_MAX_MS);
      expect(reconnectDelay(attempt, () => 0)).toBe(RECONNECT_MAX_MS / 2);
    }
  });

  it('spreads boards that failed together over the step', () => {
    const delays = [0, 0.25, 0.5, 0.75].map((chance) => reconnectDelay(2, () => chance));
    expect(new Set(delays).size).toBe(4);
    expect(delays.every((delay) => delay >= 2_000 && delay <= 4_000)).toBe(true);
  });
});
