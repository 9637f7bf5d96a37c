import type { Branch } from '../schemas/branch.js';
import type { Config } from '../schemas/config.js';
import { paymentMethods, type PaymentMethod } from '../schemas/order.js';
import type { OnlinePaymentProvider } from '../schemas/public-config.js';
import type { SubmitAction } from './submit-action.js';

export type PaymentFlags = Pick<
  Branch,
  'isCashEnabled' | 'isATMCardEnabled' | 'isHydroAGVoucherEnabled' | 'isMollieEnabled' | 'isDatatransEnabled'
>;
export type PaymentPlugins = Pick<
  Config,
  | 'enablePluginCash'
  | 'enablePluginATMCard'
  | 'enablePluginHydroAGVoucher'
  | 'enablePluginMollie'
  | 'enablePluginDatatrans'
>;

/** Paid at pickup or delivery; the others are paid online before the branch sees the order. */
export function isOnlinePayment(method: PaymentMethod): method is 'mollie' | 'datatrans' {
  return method === 'mollie' || method === 'datatrans';
}

function isEnabled(method: PaymentMethod, branch: PaymentFlags, config: PaymentPlugins): boolean {
  switch (method) {
    case 'cash':
      return branch.isCashEnabled && config.enablePluginCash;
    case 'atm-card':
      return branch.isATMCardEnabled && config.enablePluginATMCard;
    case 'hydro-ag-voucher':
      return branch.isHydroAGVoucherEnabled && config.enablePluginHydroAGVoucher;
    case 'mollie':
      return branch.isMollieEnabled && config.enablePluginMollie;
    case 'datatrans':
      return branch.isDatatransEnabled && config.enablePluginDatatrans;
  }
}

/**
 * The payment methods the checkout offers, in a fixed order: the branch must enable a method and the
 * shop its plugin. A quotation request is not a purchase yet, so it is never paid online.
 */
export function offeredPaymentMethods(
  branch: PaymentFlags,
  config: PaymentPlugins,
  action: SubmitAction | null,
): PaymentMethod[] {
  return paymentMethods.filter(
    (method) => isEnabled(method, branch, config) && !(action === 'quotation' && isOnlinePayment(method)),
  );
}

/**
 * The shop's plugins as far as this server can take the payments: an online method also needs its
 * provider's credentials on the server (`onlinePaymentProviders` of the public config). Without them the
 * server refuses the method, so a checkout offering it would only lead the guest into an error.
 */
export function servablePaymentPlugins<
  C extends PaymentPlugins & { onlinePaymentProviders: readonly OnlinePaymentProvider[] },
>(config: C): C {
  return {
    ...config,
    enablePluginMollie: config.enablePluginMollie && config.onlinePaymentProviders.includes('mollie'),
    enablePluginDatatrans:
      config.enablePluginDatatrans && config.onlinePaymentProviders.includes('datatrans'),
  };
}

/** The form's default 'cash' while offered, else the first method on offer. */
export function defaultPaymentMethod(offered: readonly PaymentMethod[]): PaymentMethod | null {
  return offered.includes('cash') ? 'cash' : (offered[0] ?? null);
}

/**
 * A self-service kiosk takes no online payment: the provider's page would lead the guest away from the
 * kiosk and back to the ordinary storefront, and the kiosk stands at the counter anyway.
 */
export function withoutOnlinePayment<C extends PaymentPlugins>(config: C): C {
  return { ...config, enablePluginMollie: false, enablePluginDatatrans: false };
}
