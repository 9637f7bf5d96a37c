import { describe, expect, it } from 'vitest';
import { createRateLimiter } from './rate-limit.js';

const at = (seconds: number) => new Date(Date.UTC(2026, 10, 20, 8, 0, seconds));

describe('the rate limiter', () => {
  it('allows `limit` calls per key and window, then again in the next window', () => {
    const allow = createRateLimiter({ limit: 3, windowMs: 60_000, maxKeys: 100 });
    expect([1, 2, 3, 4].map((second) => allow('a', at(second)))).toEqual([true, true, true, false]);
    expect(allow('b', at(5))).toBe(true);
    expect(allow('a', at(61))).toBe(true);
  });

  it('tracks no more than maxKeys keys in one window', () => {
    const allow = createRateLimiter({ limit: 3, windowMs: 60_000, maxKeys: 2 });
    expect(allow('a', at(0))).toBe(true);
    expect(allow('b', at(0))).toBe(true);
    expect(allow('c', at(0))).toBe(false);
    expect(allow('a', at(1))).toBe(true);
    expect(allow('c', at(60))).toBe(true);
  });
});
