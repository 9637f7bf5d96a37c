export type ProviderName = 'mollie' | 'datatrans';

/**
 * - `rejected`: the provider answered 4xx (bad request, wrong key, unknown payment): retrying will not help.
 * - `unavailable`: 5xx, a timeout or no connection: the same call may work later.
 * - `invalid-answer`: a 2xx whose body is not what the provider documents.
 */
export type ProviderErrorKind = 'rejected' | 'unavailable' | 'invalid-answer';

/**
 * A provider call that did not give a usable answer. The message is English and meant for the log;
 * callers turn the kind (and `httpStatus`, e.g. 404 for an unknown payment) into a German text.
 */
export class PaymentProviderError extends Error {
  constructor(
    readonly provider: ProviderName,
    readonly kind: ProviderErrorKind,
    message: string,
    readonly httpStatus?: number,
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}
