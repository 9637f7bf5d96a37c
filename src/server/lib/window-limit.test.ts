import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createWindowLimit } from './window-limit.js';

describe('window limit', () => {
  it('lets `limit` calls through per key and window, then names the wait', () => {
    const limit = createWindowLimit({ limit: 3, windowMs: 60_000 });
    const at = (ms: number) => new Date(1_000_000 + ms);
    expect([0, 1, 2].map((ms) => limit('a', at(ms)))).toEqual([0, 0, 0]);
    expect(limit('a', at(10_000))).toBe(50_000);
    expect(limit('b', at(10_000))).toBe(0);
    expect(limit('a', at(60_000))).toBe(0);
  });

  it('never lets more than `limit` calls of one key through within any of its windows', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5 }),
        fc.array(fc.integer({ min: 0, max: 1_000 })),
        (max, gaps) => {
          const limit = createWindowLimit({ limit: max, windowMs: 1_000 });
          let now = 0;
          let windowStart = Number.NEGATIVE_INFINITY;
          let passed = 0;
          for (const gap of gaps) {
            now += gap;
            if (now - windowStart >= 1_000) {
              windowStart = now;
              passed = 0;
            }
            if (limit('k', new Date(now)) === 0) passed += 1;
            if (passed > max) return false;
          }
          return true;
        },
      ),
    );
  });

  it('keeps at most maxKeys keys and lets calls beyond them through', () => {
    const limit = createWindowLimit({ limit: 1, windowMs: 1_000, maxKeys: 2 });
    const now = new Date(0);
    expect([limit('a', now), limit('b', now), limit('c', now), limit('c', now)]).toEqual([0, 0, 0, 0]);
    expect(limit('a', now)).toBeGreaterThan(0);
  });
});
