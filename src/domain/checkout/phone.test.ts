import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkoutMessages } from './messages.js';
import { filterPhoneInput, normalizePhone, phoneError } from './phone.js';

describe('phone input', () => {
  it('keeps digits, plus and spaces while typing', () => {
    expect(filterPhoneInput('+43 (664) 123-45 67')).toBe('+43 664 12345 67');
  });

  it('keeps only plus and digits on change and turns a leading 00 into +', () => {
    expect(normalizePhone('0043 664 1234567')).toBe('+436641234567');
    expect(normalizePhone('+43 664/1234567')).toBe('+436641234567');
    expect(normalizePhone('0664 1234567')).toBe('06641234567');
  });

  it('asks for the international format with the spec message', () => {
    expect(checkoutMessages.phoneFormat).toBe(
      'Bitte geben Sie eine gültige Nummer im Format +436641234567 an.',
    );
    expect(phoneError('06641234567', false)).toBe(checkoutMessages.phoneFormat);
    expect(phoneError('+', false)).toBe(checkoutMessages.phoneFormat);
    expect(phoneError('+43 66+4', true)).toBe(checkoutMessages.phoneFormat);
    expect(phoneError('+43 664 1234567', true)).toBeNull();
    expect(phoneError('0043 664 1234567', true)).toBeNull();
  });

  it('accepts an empty number unless it is required', () => {
    expect(phoneError('  ', false)).toBeNull();
    expect(phoneError('', true)).toBe(checkoutMessages.phoneRequired);
  });

  it('is stable: a normalised number normalises to itself and is judged alike', () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        const once = normalizePhone(input);
        expect(normalizePhone(once)).toBe(once);
        expect(phoneError(once, true)).toBe(phoneError(input, true));
      }),
    );
  });
});
