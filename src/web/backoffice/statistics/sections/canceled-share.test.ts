import { describe, expect, it } from 'vitest';
import { canceledShare } from './canceled-share.js';

describe('canceled share', () => {
  it('gives the share of the day’s orders with at most one decimal, a decimal comma', () => {
    expect(canceledShare(1, 8)).toBe('12,5\u00a0%');
    expect(canceledShare(3, 3)).toBe('100\u00a0%');
    expect(canceledShare(0, 5)).toBe('0\u00a0%');
  });

  it('has no share without orders and never more than all of them', () => {
    expect(canceledShare(2, 0)).toBe('–');
    expect(canceledShare(4, 2)).toBe('100\u00a0%');
  });
});
