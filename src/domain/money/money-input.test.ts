import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoneyInput, parseMoneyInput } from './money-input.js';

describe('parseMoneyInput', () => {
  it('reads the decimal comma and the decimal point', () => {
    expect(parseMoneyInput('3,50')).toBe(350);
    expect(parseMoneyInput('3,5')).toBe(350);
    expect(parseMoneyInput('3.50')).toBe(350);
    expect(parseMoneyInput('3.5')).toBe(350);
    expect(parseMoneyInput('0,05')).toBe(5);
    expect(parseMoneyInput(',5')).toBe(50);
    expect(parseMoneyInput('12')).toBe(1200);
    expect(parseMoneyInput('12,')).toBe(1200);
    expect(parseMoneyInput('0')).toBe(0);
  });

  it('ignores the currency and spaces', () => {
    expect(parseMoneyInput(' € 3,50 ')).toBe(350);
    expect(parseMoneyInput('3,50 EUR')).toBe(350);
    expect(parseMoneyInput('1 234,50')).toBe(123450);
    expect(parseMoneyInput('1\u00a0234,50')).toBe(123450);
  });

  it('reads thousands grouped with points or commas', () => {
    expect(parseMoneyInput('1.234,50')).toBe(123450);
    expect(parseMoneyInput('1.234')).toBe(123400);
    expect(parseMoneyInput('1.234.567')).toBe(123456700);
    expect(parseMoneyInput('1,234.50')).toBe(123450);
  });

  it('refuses what is not an amount in cents', () => {
    for (const input of [
      '',
      ' ',
      '€',
      'abc',
      '3,505',
      '3,50,1',
      '3..5',
      '-3,50',
      '1e3',
      '3,5a',
      '12.34.5',
      '1.23,4.5',
      ',',
    ]) {
      expect(parseMoneyInput(input), input).toBeUndefined();
    }
  });

  it('refuses amounts beyond exact integers', () => {
    expect(parseMoneyInput('99999999999999999999')).toBeUndefined();
  });
});

describe('formatMoneyInput', () => {
  it('writes cents with a decimal comma and two decimals', () => {
    expect(formatMoneyInput(350)).toBe('3,50');
    expect(formatMoneyInput(5)).toBe('0,05');
    expect(formatMoneyInput(0)).toBe('0,00');
    expect(formatMoneyInput(123450)).toBe('1234,50');
  });

  it('gives back the cents it was given when read again', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (cents) => {
        expect(parseMoneyInput(formatMoneyInput(cents))).toBe(cents);
      }),
    );
  });
});
