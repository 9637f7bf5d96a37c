import { describe, expect, it } from 'vitest';
import { formatMoney, formatNumber } from './format.js';

describe('money and number display', () => {
  it('formats cents in the de-AT style, each currency with its own symbol', () => {
    expect(formatMoney(123456).replace(/\s/g, ' ')).toBe('€ 1.234,56');
    expect(formatMoney(-50)).toContain('0,50');
    expect(formatMoney(1000, 'CHF')).toContain('CHF');
    // The cached formatter of one currency is not reused for another.
    expect(formatMoney(1000)).toContain('€');
  });

  it('keeps the requested fraction digits per call', () => {
    expect(formatNumber(1.23456)).toBe('1,23');
    expect(formatNumber(1.23456, 0)).toBe('1');
    expect(formatNumber(1.5, 3)).toBe('1,5');
    expect(formatNumber(1.23456)).toBe('1,23');
  });
});
