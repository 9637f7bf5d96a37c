import { describe, expect, it } from 'vitest';
import { parseAmountInput } from './amount-input.js';
import { snapAmount } from './snap.js';

const pieces = { minimumQuantity: 1, maximumQuantity: 20, quantityStepSize: 1 };
const kilograms = { minimumQuantity: 0.5, maximumQuantity: 2, quantityStepSize: 0.25 };

describe('parseAmountInput', () => {
  it('reads a comma as the decimal point', () => {
    expect(parseAmountInput('1,5')).toBe(1.5);
    expect(parseAmountInput(',75')).toBe(0.75);
    expect(parseAmountInput('1.5')).toBe(1.5);
    expect(parseAmountInput(' 2 ')).toBe(2);
    expect(parseAmountInput('3,')).toBe(3);
  });

  it('reads anything non-numeric as 0', () => {
    for (const text of [
      'abc',
      '',
      ' ',
      '1,5 kg',
      '1,000,5',
      '0x10',
      'Infinity',
      'NaN',
      '--1',
      '1e9',
      '1E3',
    ]) {
      expect(parseAmountInput(text), text).toBe(0);
    }
  });

  it('keeps negative numbers for the snapping to handle', () => {
    expect(parseAmountInput('-3')).toBe(-3);
  });

  it('gives the picker sane amounts after snapping', () => {
    expect(snapAmount(parseAmountInput('1,5'), kilograms)).toBe(1.5);
    expect(snapAmount(parseAmountInput('abc'), pieces)).toBe(1);
    expect(snapAmount(parseAmountInput('-3'), pieces)).toBe(1);
    expect(snapAmount(parseAmountInput('1e9'), pieces)).toBe(1);
    expect(snapAmount(parseAmountInput('1000000000'), pieces)).toBe(20);
    expect(snapAmount(parseAmountInput('1,6'), kilograms)).toBe(1.5);
  });
});
