import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatNumberInput, parseNumberInput } from './number-input.js';

describe('parseNumberInput', () => {
  it('reads decimal commas and points', () => {
    expect(parseNumberInput('12,5')).toBe(12.5);
    expect(parseNumberInput('12.5')).toBe(12.5);
    expect(parseNumberInput(' 20 ')).toBe(20);
    expect(parseNumberInput(',5')).toBe(0.5);
    expect(parseNumberInput('-3')).toBe(-3);
    expect(parseNumberInput('7,')).toBe(7);
  });

  it('refuses what is not a number', () => {
    for (const text of ['', 'abc', '1,2,3', '1.2.3', '1e3', '12 %', '-', ',']) {
      expect(parseNumberInput(text), text).toBeUndefined();
    }
  });

  it('reads back what it writes', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e9, max: 1e9 }), (value) => {
        fc.pre(!String(value).includes('e'));
        expect(parseNumberInput(formatNumberInput(value))).toBe(value === 0 ? 0 : value);
      }),
    );
  });
});
