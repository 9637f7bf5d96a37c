import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { identifier, IDENTIFIER_PATTERN, isValidIban, normalisePhone, requiredText } from './fields.js';

const digits = (min: number, max: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: min, maxLength: max }).map((list) => list.join(''));

/** Builds a valid IBAN from a country and a BBAN by computing its check digits (ISO 13616). */
function withCheckDigits(country: string, bban: string): string {
  const numeric = [...`${bban}${country}00`]
    .map((character) => (/\d/.test(character) ? character : String(character.charCodeAt(0) - 55)))
    .join('');
  let remainder = 0;
  for (const digit of numeric) remainder = (remainder * 10 + Number(digit)) % 97;
  return `${country}${String(98 - remainder).padStart(2, '0')}${bban}`;
}

describe('IBAN check digits', () => {
  const austrianIban = digits(16, 16).map((bban) => withCheckDigits('AT', bban));

  it('accepts every IBAN whose check digits are right', () => {
    fc.assert(fc.property(austrianIban, (value) => isValidIban(value)));
  });

  it('refuses every IBAN with one digit changed', () => {
    fc.assert(
      fc.property(austrianIban, fc.nat(), fc.integer({ min: 1, max: 9 }), (value, at, delta) => {
        const position = 2 + (at % (value.length - 2));
        const changed = String((Number(value[position]) + delta) % 10);
        const altered = value.slice(0, position) + changed + value.slice(position + 1);
        expect(isValidIban(altered)).toBe(false);
      }),
    );
  });

  it('does not depend on spaces or letter case', () => {
    fc.assert(
      fc.property(austrianIban, (value) => {
        const spaced = value.toLowerCase().replace(/(.{4})/g, '$1 ');
        expect(isValidIban(spaced)).toBe(true);
      }),
    );
  });
});

describe('phone numbers', () => {
  const international = fc
    .tuple(fc.integer({ min: 1, max: 999 }), digits(6, 11))
    .map(([country, rest]) => `+${country}${rest}`)
    .filter((number) => number.length <= 16);

  it('stores the digits people typed, whatever separators they used', () => {
    fc.assert(
      fc.property(
        international,
        fc.array(fc.constantFrom(' ', '-', '/', '.'), { maxLength: 20 }),
        (number, separators) => {
          const typed = [...number].map((character, index) => character + (separators[index] ?? '')).join('');
          expect(normalisePhone(typed)).toBe(number);
        },
      ),
    );
  });

  it('reads a number it already normalised as the same number', () => {
    fc.assert(
      fc.property(fc.string(), (typed) => {
        const once = normalisePhone(typed);
        if (once !== undefined) expect(normalisePhone(once)).toBe(once);
      }),
    );
  });
});

describe('texts and identifiers', () => {
  it('never accepts a text longer than its limit or a blank one', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), fc.integer({ min: 1, max: 20 }), (value, max) => {
        const result = requiredText(max).safeParse(value);
        const trimmed = value.trim();
        expect(result.success).toBe(trimmed.length > 0 && trimmed.length <= max);
        if (result.success) expect(result.data).toBe(trimmed);
      }),
    );
  });

  it('accepts exactly the identifiers that fit the pattern', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z0-9-]{1,12}$/), (value) => {
        expect(identifier().safeParse(value).success).toBe(IDENTIFIER_PATTERN.test(value));
      }),
    );
  });
});
