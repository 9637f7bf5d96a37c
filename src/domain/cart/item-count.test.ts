import { describe, expect, it } from 'vitest';
import { cartItemCount } from './item-count.js';

describe('cartItemCount', () => {
  it('counts the amount for amount units and one per line otherwise', () => {
    expect(
      cartItemCount([
        { amount: 3, unit: 'piece' },
        { amount: 2, unit: 'serving' },
        { amount: 1, unit: 'pair' },
        { amount: 4, unit: 'person' },
        { amount: 2, unit: 'package' },
        { amount: 25, unit: 'decagram' },
        { amount: 0.75, unit: 'kilogram' },
        { amount: 0.5, unit: 'liter' },
      ]),
    ).toBe(15);
    expect(cartItemCount([])).toBe(0);
  });

  it('does not show float noise for fractional amounts', () => {
    expect(
      cartItemCount([
        { amount: 0.1, unit: 'serving' },
        { amount: 0.2, unit: 'serving' },
      ]),
    ).toBe(0.3);
  });
});
