import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { PaymentProviderError } from '../../src/server/integrations/payments/provider-error.js';
import type { CreatePaymentInput } from '../../src/server/integrations/payments/provider.js';
import type { FakeServerControls } from '../support/fake-provider-server.js';
import { startWebhookReceiver, type WebhookReceiver } from './webhook-receiver.js';

/**
 * A fake provider and a webhook receiver for one test file. Each test starts with no injected failures
 * and no webhooks received; the payments themselves stay, so tests must not count on an empty fake.
 * The fields are filled in beforeAll, so tests read them only while they run.
 */
export function useFakeProvider<Fake extends FakeServerControls>(
  start: () => Promise<Fake>,
): { fake: Fake; receiver: WebhookReceiver } {
  const bed = {} as { fake: Fake; receiver: WebhookReceiver };
  beforeAll(async () => {
    [bed.fake, bed.receiver] = await Promise.all([start(), startWebhookReceiver()]);
  });
  afterAll(async () => {
    await Promise.all([bed.fake.close(), bed.receiver.close()]);
  });
  afterEach(() => {
    bed.fake.resetControls();
    bed.receiver.received.length = 0;
  });
  return bed;
}

/** Order 42 as the app hands it to a provider; the provider's test gives its currency and webhook. */
export const orderPayment = (
  provider: Pick<CreatePaymentInput, 'currency' | 'webhookUrl'>,
  overrides: Partial<CreatePaymentInput>,
): CreatePaymentInput => ({
  orderId: 42,
  orderUid: 'b7Xq2LmN9pRs',
  amount: 1230,
  description: 'Bestellung 17 – Café Tischlein Dornbirn',
  returnUrl: 'http://shop.test/api/orders/payment-return/b7Xq2LmN9pRs',
  errorUrl: 'http://shop.test/store/dornbirn/checkout/error',
  ...provider,
  ...overrides,
});

/** The guest's click on the provider's payment page; answers where the browser is sent next. */
export async function choose(
  paymentPageUrl: string,
  action: 'pay' | 'cancel' | 'fail',
): Promise<string | null> {
  const response = await fetch(paymentPageUrl, {
    method: 'POST',
    body: new URLSearchParams({ action }),
    redirect: 'manual',
  });
  expect(response.status).toBe(303);
  return response.headers.get('location');
}

export async function rejection(promise: Promise<unknown>): Promise<PaymentProviderError> {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(PaymentProviderError);
  return error as PaymentProviderError;
}
