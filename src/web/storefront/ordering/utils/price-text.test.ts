import { describe, expect, it } from 'vitest';
import { unitPriceText } from './price-text.js';

// Intl writes a no-break space between the sign and the amount.
const text = (...args: Parameters<typeof unitPriceText>) => unitPriceText(...args).replace(/\u00a0/g, ' ');

describe('unitPriceText', () => {
  it('writes a price per unit with the calculation model’s word', () => {
    expect(text({ price: 60, unit: 'piece', calculationModel: 'fixed' }, 'EUR')).toBe('€ 0,60 / Stk.');
    expect(text({ price: 35, unit: 'decagram', calculationModel: 'approximate' }, 'EUR')).toBe(
      'ca. € 0,35 / dag',
    );
    expect(text({ price: 890, unit: 'piece', calculationModel: 'minimum' }, 'EUR')).toBe('ab € 8,90 / Stk.');
  });
});
