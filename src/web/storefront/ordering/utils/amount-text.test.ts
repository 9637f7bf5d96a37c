import { describe, expect, it } from 'vitest';
import { parseAmountInput } from '../../../../domain/units/amount-input.js';
import { amountText } from './amount-text.js';

describe('amountText', () => {
  it('writes a decimal comma and no thousands separator', () => {
    expect(amountText(0.5)).toBe('0,5');
    expect(amountText(1.25)).toBe('1,25');
    expect(amountText(1000)).toBe('1000');
  });

  it('is read back as the same amount by the picker', () => {
    for (const amount of [0.25, 1, 2.5, 20, 1000, 12345.125]) {
      expect(parseAmountInput(amountText(amount))).toBe(amount);
    }
  });
});
