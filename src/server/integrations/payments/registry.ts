import type { Env } from '../../config/env.js';
import { createDatatransProvider } from './datatrans.js';
import { verifyDatatransSignature } from './datatrans-signature.js';
import { createMollieProvider } from './mollie.js';
import type { PaymentProvider } from './provider.js';

export type PaymentConfig = Pick<
  Env,
  | 'MOLLIE_API_KEY'
  | 'MOLLIE_API_URL'
  | 'DATATRANS_MERCHANT_ID'
  | 'DATATRANS_PASSWORD'
  | 'DATATRANS_SIGN_KEY'
  | 'DATATRANS_API_URL'
  | 'DATATRANS_PAY_URL'
>;

export type OnlinePaymentMethod = PaymentProvider['name'];

export type PaymentProviders = {
  /** The provider for an online payment method, or undefined when it is not configured. */
  get(method: OnlinePaymentMethod): PaymentProvider | undefined;
  /** Checks a Datatrans webhook's `Datatrans-Signature` header against the raw body bytes. */
  verifyDatatransWebhook(header: string | undefined, rawBody: string | Uint8Array, now: Date): boolean;
};

/** The online methods this server can take, as the public config tells the checkout. */
export function configuredProviders(providers: PaymentProviders): OnlinePaymentMethod[] {
  return (['mollie', 'datatrans'] as const).filter((method) => providers.get(method) !== undefined);
}

const datatransKeys = ['DATATRANS_MERCHANT_ID', 'DATATRANS_PASSWORD', 'DATATRANS_SIGN_KEY'] as const;

/**
 * Built once at start. Datatrans needs its sign key as well as its login: an unsigned webhook is never
 * trusted, so half a Datatrans configuration stops the start instead of silently switching it off.
 */
export function createPaymentProviders(
  config: PaymentConfig,
  options: { timeoutMs?: number } = {},
): PaymentProviders {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const mollie = config.MOLLIE_API_KEY
    ? createMollieProvider({ apiKey: config.MOLLIE_API_KEY, baseUrl: config.MOLLIE_API_URL, timeoutMs })
    : undefined;

  const missing = datatransKeys.filter((key) => !config[key]);
  if (missing.length > 0 && missing.length < datatransKeys.length) {
    throw new Error(
      `Datatrans is half configured: set ${missing.join(', ')} as well, or none of ${datatransKeys.join(', ')}.`,
    );
  }
  const signKey = config.DATATRANS_SIGN_KEY;
  const datatrans =
    config.DATATRANS_MERCHANT_ID && config.DATATRANS_PASSWORD && signKey
      ? createDatatransProvider({
          merchantId: config.DATATRANS_MERCHANT_ID,
          password: config.DATATRANS_PASSWORD,
          apiUrl: config.DATATRANS_API_URL,
          payUrl: config.DATATRANS_PAY_URL,
          timeoutMs,
        })
      : undefined;

  return {
    get(method) {
      switch (method) {
        case 'mollie':
          return mollie;
        case 'datatrans':
          return datatrans;
      }
    },
    verifyDatatransWebhook: (header, rawBody, now) =>
      signKey !== undefined &&
      datatrans !== undefined &&
      verifyDatatransSignature(header, rawBody, signKey, now),
  };
}
