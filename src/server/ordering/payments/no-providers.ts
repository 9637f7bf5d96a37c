import type { PaymentProviders } from '../../integrations/payments/registry.js';

/** A shop without online payment: no provider is offered and no webhook is trusted. */
export const noPaymentProviders: PaymentProviders = {
  get: () => undefined,
  verifyDatatransWebhook: () => false,
};
