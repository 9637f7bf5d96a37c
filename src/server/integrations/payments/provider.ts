/**
 * One interface for every online payment provider (Mollie, Datatrans). Card data never touches us: the
 * guest is redirected to the provider and we learn the outcome by asking the provider for the payment's
 * state, never by trusting a redirect or a webhook body alone.
 */
export type PaymentState = {
  /** The provider's own status word, stored as it is ('open', 'paid', 'settled', …). */
  status: string;
  isPaid: boolean;
  /** Failed, cancelled or expired: the guest will not pay this payment any more. */
  isFailed: boolean;
  isRefunded: boolean;
  /** The provider's raw answer, kept on the payments row for support cases. */
  raw: unknown;
};

export type CreatePaymentInput = {
  orderId: number;
  orderUid: string;
  /** Cents, gross. */
  amount: number;
  currency: string;
  description: string;
  /** Where the provider sends the guest back after paying or cancelling. */
  returnUrl: string;
  /** Where a failed or cancelled payment sends the guest (checkout/error); providers without one use returnUrl. */
  errorUrl: string;
  /** The provider calls this when the payment changes. */
  webhookUrl: string;
  /**
   * Sent as the `Idempotency-Key` header (both providers honour it): a create retried after a timeout
   * with the same key gets the first payment back instead of a second one. One key per payment attempt.
   */
  idempotencyKey?: string;
};

export type CreatedPayment = { providerId: string; redirectUrl: string; state: PaymentState };

export interface PaymentProvider {
  readonly name: 'mollie' | 'datatrans';
  createPayment(input: CreatePaymentInput): Promise<CreatedPayment>;
  fetchState(providerId: string): Promise<PaymentState>;
  refund(providerId: string, amount: number, currency: string): Promise<PaymentState>;
}
