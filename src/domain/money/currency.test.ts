import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currencyCodes, currencyMessage, currencySchema, isCurrencyCode } from './currency.js';
import { formatMoney } from './format.js';

describe('currency codes', () => {
  it("are each three capitals that receipts and mails can format (Intl refuses '6IL')", () => {
    for (const code of currencyCodes) {
      expect(code).toMatch(/^[A-Z]{3}$/);
      expect(formatMoney(1990, code)).toMatch(/\d/);
    }
    expect(new Set(currencyCodes).size).toBe(currencyCodes.length);
  });

  it('refuse three characters that name no currency, with the German message', () => {
    for (const code of ['6IL', 'eur', 'EU', 'EURO', 'XTS', 'XAU', '']) {
      expect(isCurrencyCode(code)).toBe(false);
      const result = currencySchema.safeParse(code);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(currencyMessage);
    }
  });

  it('accept a code exactly when it is on the list', () => {
    fc.assert(
      fc.property(fc.oneof(fc.constantFrom(...currencyCodes), fc.string({ maxLength: 4 })), (code) => {
        const listed = (currencyCodes as readonly string[]).includes(code);
        expect(currencySchema.safeParse(code).success).toBe(listed);
        expect(isCurrencyCode(code)).toBe(listed);
      }),
    );
  });
});
