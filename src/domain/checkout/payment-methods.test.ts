import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeBranch, makeCheckoutConfig } from './checkout-fixtures.js';
import {
  defaultPaymentMethod,
  isOnlinePayment,
  offeredPaymentMethods,
  servablePaymentPlugins,
  withoutOnlinePayment,
} from './payment-methods.js';

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

describe('servablePaymentPlugins', () => {
  it('offers no online method while the server has no provider, though branch and shop enable it', () => {
    const config = { ...makeCheckoutConfig(), onlinePaymentProviders: [] };
    expect(offeredPaymentMethods(makeBranch(), servablePaymentPlugins(config), 'order')).toEqual([
      'cash',
      'atm-card',
    ]);
  });

  it('offers an online method once the server has its provider, and only that one', () => {
    const branch = makeBranch({ isDatatransEnabled: true });
    const config = { ...makeCheckoutConfig(), onlinePaymentProviders: ['mollie' as const] };
    expect(offeredPaymentMethods(branch, servablePaymentPlugins(config), 'order')).toEqual([
      'cash',
      'atm-card',
      'mollie',
    ]);
  });

  it('takes away exactly the online methods whose provider is missing, nothing else', () => {
    const flag = fc.boolean();
    fc.assert(
      fc.property(
        fc.record({
          isCashEnabled: flag,
          isATMCardEnabled: flag,
          isHydroAGVoucherEnabled: flag,
          isMollieEnabled: flag,
          isDatatransEnabled: flag,
        }),
        fc.record({
          enablePluginCash: flag,
          enablePluginATMCard: flag,
          enablePluginHydroAGVoucher: flag,
          enablePluginMollie: flag,
          enablePluginDatatrans: flag,
        }),
        fc.subarray(['mollie', 'datatrans'] as const),
        fc.constantFrom('order', 'preorder', 'quotation', null),
        (flags, plugins, providers, action) => {
          const branch = makeBranch(flags);
          const config = { ...makeCheckoutConfig(plugins), onlinePaymentProviders: providers };
          const servable = offeredPaymentMethods(branch, servablePaymentPlugins(config), action);
          const wanted = offeredPaymentMethods(branch, config, action);
          expect(servable).toEqual(
            wanted.filter((method) => !isOnlinePayment(method) || providers.includes(method)),
          );
        },
      ),
    );
  });
});

describe('withoutOnlinePayment', () => {
  it('leaves a self-service kiosk the methods paid at the counter', () => {
    const branch = makeBranch({ isDatatransEnabled: true, isHydroAGVoucherEnabled: true });
    expect(offeredPaymentMethods(branch, withoutOnlinePayment(makeCheckoutConfig()), 'order')).toEqual([
      'cash',
      'atm-card',
      'hydro-ag-voucher',
    ]);
  });
});
