import { describe, expect, it } from 'vitest';
import { makeBranch, makeCheckoutConfig } from './checkout-fixtures.js';
import { defaultPaymentMethod, isOnlinePayment, offeredPaymentMethods } from './payment-methods.js';

describe('offeredPaymentMethods', () => {
  it('needs the branch flag and the shop plugin', () => {
    expect(offeredPaymentMethods(makeBranch(), makeCheckoutConfig(), 'order')).toEqual([
      'cash',
      'atm-card',
      'mollie',
    ]);
    expect(
      offeredPaymentMethods(
        makeBranch({ isHydroAGVoucherEnabled: true, isDatatransEnabled: true }),
        makeCheckoutConfig({ enablePluginATMCard: false, enablePluginMollie: false }),
        'preorder',
      ),
    ).toEqual(['cash', 'hydro-ag-voucher', 'datatrans']);
  });

  it('never asks to pay a quotation request online', () => {
    expect(offeredPaymentMethods(makeBranch(), makeCheckoutConfig(), 'quotation')).toEqual([
      'cash',
      'atm-card',
    ]);
  });

  it('preselects cash, else the first method offered', () => {
    expect(defaultPaymentMethod(['cash', 'mollie'])).toBe('cash');
    expect(defaultPaymentMethod(['atm-card', 'mollie'])).toBe('atm-card');
    expect(defaultPaymentMethod([])).toBeNull();
    expect(isOnlinePayment('mollie')).toBe(true);
    expect(isOnlinePayment('hydro-ag-voucher')).toBe(false);
  });
});
