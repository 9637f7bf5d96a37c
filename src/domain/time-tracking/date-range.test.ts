import { describe, expect, it } from 'vitest';
import { isDateRangeReversed, viennaDayRange } from './date-range.js';

describe('date range filters', () => {
  it('spans whole Vienna days, both included', () => {
    expect(viennaDayRange('2026-11-20', '2026-11-20')).toEqual({
      start: new Date('2026-11-19T23:00:00Z'),
      end: new Date('2026-11-20T23:00:00Z'),
    });
  });

  it('counts the day clocks go back as 25 hours', () => {
    const { start, end } = viennaDayRange('2026-10-25', '2026-10-25');
    expect((end!.getTime() - start!.getTime()) / 3_600_000).toBe(25);
  });

  it('leaves a missing end open', () => {
    expect(viennaDayRange(undefined, '2026-11-20').start).toBeUndefined();
    expect(viennaDayRange('2026-11-20', undefined).end).toBeUndefined();
  });

  it('spots a range that ends before it starts', () => {
    expect(isDateRangeReversed('2026-11-20', '2026-11-19')).toBe(true);
    expect(isDateRangeReversed('2026-11-20', '2026-11-20')).toBe(false);
    expect(isDateRangeReversed(undefined, '2026-11-19')).toBe(false);
  });
});
