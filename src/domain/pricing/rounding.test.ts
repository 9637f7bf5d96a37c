import { describe, expect, it } from 'vitest';
import { roundHalfAwayFromZero } from './rounding.js';

describe('roundHalfAwayFromZero', () => {
  it('rounds halves away from zero', () => {
    expect(roundHalfAwayFromZero(17.5)).toBe(18);
    expect(roundHalfAwayFromZero(-17.5)).toBe(-18);
    expect(roundHalfAwayFromZero(17.49)).toBe(17);
    expect(roundHalfAwayFromZero(-0.4)).toBe(0);
    expect(Object.is(roundHalfAwayFromZero(-0.4), 0)).toBe(true);
  });

  it('rounds halves that floating point misses', () => {
    // 35 × 0.3 = 10.499999999999998 and 1.005 × 100 = 100.49999999999999 in binary.
    expect(roundHalfAwayFromZero(35 * 0.3)).toBe(11);
    expect(roundHalfAwayFromZero(1.005 * 100)).toBe(101);
  });
});
