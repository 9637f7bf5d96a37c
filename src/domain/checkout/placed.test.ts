import { describe, expect, it } from 'vitest';
import { paymentMethods } from '../schemas/order.js';
import { isPlacedForBranch } from './placed.js';

describe('isPlacedForBranch', () => {
  it('lets orders paid at pickup through at once and online orders once paid', () => {
    expect(
      paymentMethods.filter((paymentMethod) => isPlacedForBranch({ paymentMethod, isPaid: false })),
    ).toEqual(['cash', 'atm-card', 'hydro-ag-voucher']);
    expect(isPlacedForBranch({ paymentMethod: 'mollie', isPaid: true })).toBe(true);
    expect(isPlacedForBranch({ paymentMethod: 'datatrans', isPaid: true })).toBe(true);
  });
});
