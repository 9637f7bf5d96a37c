import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centsToDecimal, decimalToCents } from './decimal-cents.js';

describe('centsToDecimal', () => {
  it.each([
    [0, '0.00'],
    [1, '0.01'],
    [10, '0.10'],
    [1230, '12.30'],
    [99_999, '999.99'],
    [100_000, '1000.00'],
    [-35, '-0.35'],
    [-1230, '-12.30'],
  ])('%i cents are %s', (cents, decimal) => {
    expect(centsToDecimal(cents)).toBe(decimal);
  });

  it('refuses fractions of a cent and unsafe integers', () => {
    expect(() => centsToDecimal(12.5)).toThrow(RangeError);
    expect(() => centsToDecimal(Number.NaN)).toThrow(RangeError);
    expect(() => centsToDecimal(2 ** 53)).toThrow(RangeError);
  });
});

describe('decimalToCents', () => {
  it.each([
    ['0.00', 0],
    ['0.01', 1],
    ['12.30', 1230],
    ['12.3', 1230],
    ['12', 1200],
    ['999.99', 99_999],
    ['-0.35', -35],
    ['-0.00', 0],
    ['0.29', 29],
    ['1.15', 115],
  ])('%s is %i cents', (decimal, cents) => {
    expect(decimalToCents(decimal)).toBe(cents);
  });

  it.each(['', '12.345', '1e3', ' 12.30', '12,30', '.5', '12.', '+1.00', 'abc', '0x10'])(
    'refuses %j',
    (value) => {
      expect(() => decimalToCents(value)).toThrow(RangeError);
    },
  );
});

describe('cents and decimal strings', () => {
  const cents = fc.integer({ min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER });

  it('round-trip exactly for every safe number of cents', () => {
    fc.assert(fc.property(cents, (value) => decimalToCents(centsToDecimal(value)) === value));
  });

  it('always write two decimals and read back the same string', () => {
    fc.assert(
      fc.property(cents, (value) => {
        const decimal = centsToDecimal(value);
        return /^-?\d+\.\d{2}$/.test(decimal) && centsToDecimal(decimalToCents(decimal)) === decimal;
      }),
    );
  });
});
