import { beforeAll, describe, expect, it } from 'vitest';
import { createMollieProvider } from '../../src/server/integrations/payments/mollie.js';
import type { CreatePaymentInput, PaymentProvider } from '../../src/server/integrations/payments/provider.js';
import { startFakeMollie, type MollieStatus } from '../support/fake-mollie.js';
import { choose, orderPayment, rejection, useFakeProvider } from './provider-test-bed.js';

const bed = useFakeProvider(() => startFakeMollie());
let mollie: PaymentProvider;

beforeAll(() => {
  mollie = createMollieProvider({ apiKey: bed.fake.apiKey, baseUrl: bed.fake.url, timeoutMs: 2_000 });
});

const input = (overrides: Partial<CreatePaymentInput> = {}) =>
  orderPayment({ currency: 'EUR', webhookUrl: `${bed.receiver.url}/api/payments/mollie/webhook` }, overrides);

describe('Mollie: creating a payment', () => {
  it.each([
    [1, '0.01'],
    [1230, '12.30'],
    [99_999, '999.99'],
  ])('sends %i cents as the two-decimal string %s with the order in the metadata', async (cents, value) => {
    const created = await mollie.createPayment(input({ amount: cents }));

    const stored = bed.fake.payment(created.providerId);
    expect(stored).toMatchObject({
      amount: { currency: 'EUR', value },
      description: 'Bestellung 17 – Café Tischlein Dornbirn',
      redirectUrl: 'http://shop.test/api/orders/payment-return/b7Xq2LmN9pRs',
      cancelUrl: 'http://shop.test/store/dornbirn/checkout/error',
      webhookUrl: `${bed.receiver.url}/api/payments/mollie/webhook`,
      metadata: { orderId: 42, orderUid: 'b7Xq2LmN9pRs' },
      locale: 'de_AT',
    });
    expect(created.providerId).toMatch(/^tr_\w+$/);
    expect(created.redirectUrl).toBe(`${bed.fake.url}/checkout/${created.providerId}`);
    expect(created.state).toMatchObject({
      status: 'open',
      isPaid: false,
      isFailed: false,
      isRefunded: false,
    });
  });

  it('leads the guest to a checkout page with the amount and the two choices', async () => {
    const created = await mollie.createPayment(input());
    const page = await fetch(created.redirectUrl);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('12,30');
    expect(html).toContain('>Bezahlen</button>');
    expect(html).toContain('>Abbrechen</button>');
  });

  it('gives the first payment back when a create is retried with the same idempotency key', async () => {
    const before = bed.fake.payments().length;
    const first = await mollie.createPayment(input({ idempotencyKey: 'order-42-attempt-1' }));
    const again = await mollie.createPayment(input({ idempotencyKey: 'order-42-attempt-1' }));
    expect(again.providerId).toBe(first.providerId);
    expect(bed.fake.payments()).toHaveLength(before + 1);
  });
});

describe('Mollie: the guest pays, cancels or fails', () => {
  it('paid: the webhook carries only the id, the guest returns to redirectUrl, the state is paid', async () => {
    const created = await mollie.createPayment(input());
    const location = await choose(created.redirectUrl, 'pay');

    expect(location).toBe('http://shop.test/api/orders/payment-return/b7Xq2LmN9pRs');
    expect(bed.receiver.received).toHaveLength(1);
    expect(bed.receiver.received[0]?.path).toBe('/api/payments/mollie/webhook');
    expect(bed.receiver.received[0]?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(bed.receiver.received[0]?.body).toBe(`id=${created.providerId}`);
    expect(await mollie.fetchState(created.providerId)).toMatchObject({
      status: 'paid',
      isPaid: true,
      isFailed: false,
      isRefunded: false,
      raw: { id: created.providerId, metadata: { orderId: 42 } },
    });
  });

  it('cancelled: the guest goes to the error URL and the payment counts as failed', async () => {
    const created = await mollie.createPayment(input());
    expect(await choose(created.redirectUrl, 'cancel')).toBe(
      'http://shop.test/store/dornbirn/checkout/error',
    );
    expect(bed.receiver.received.map((webhook) => webhook.body)).toEqual([`id=${created.providerId}`]);
    expect(await mollie.fetchState(created.providerId)).toMatchObject({ status: 'canceled', isFailed: true });
  });

  it('failed: the guest returns through redirectUrl (Mollie has no failure URL) and the state says failed', async () => {
    const created = await mollie.createPayment(input());
    expect(await choose(created.redirectUrl, 'fail')).toBe(
      'http://shop.test/api/orders/payment-return/b7Xq2LmN9pRs',
    );
    expect(await mollie.fetchState(created.providerId)).toMatchObject({
      status: 'failed',
      isPaid: false,
      isFailed: true,
    });
  });
});

describe('Mollie: every status', () => {
  it.each<[MollieStatus, boolean, boolean]>([
    ['open', false, false],
    ['pending', false, false],
    ['authorized', false, false],
    ['paid', true, false],
    ['failed', false, true],
    ['canceled', false, true],
    ['expired', false, true],
  ])('%s → isPaid %s, isFailed %s', async (status, isPaid, isFailed) => {
    const created = await mollie.createPayment(input());
    bed.fake.setStatus(created.providerId, status);
    expect(await mollie.fetchState(created.providerId)).toEqual({
      status,
      isPaid,
      isFailed,
      isRefunded: false,
      raw: expect.objectContaining({ id: created.providerId, status }),
    });
  });
});

describe('Mollie: refunds', () => {
  const paidPayment = async (cents = 1230) => {
    const created = await mollie.createPayment(input({ amount: cents }));
    await choose(created.redirectUrl, 'pay');
    return created.providerId;
  };

  it('refunds part of a paid payment as a two-decimal amount and reports it refunded', async () => {
    const id = await paidPayment();
    const state = await mollie.refund(id, 500, 'EUR');

    expect(state).toMatchObject({ status: 'paid', isPaid: true, isRefunded: true });
    expect(bed.fake.payment(id)?.refunds).toEqual([
      expect.objectContaining({ amount: { currency: 'EUR', value: '5.00' } }),
    ]);
    expect(await mollie.fetchState(id)).toMatchObject({
      isRefunded: true,
      raw: { amountRefunded: { value: '5.00' } },
    });
  });

  it('counts a queued refund that is not in amountRefunded yet, and not a failed one', async () => {
    const id = await paidPayment(999);
    await mollie.refund(id, 999, 'EUR');
    const refundId = bed.fake.payment(id)?.refunds[0]?.id ?? '';

    bed.fake.setRefundStatus(id, refundId, 'queued');
    const before = bed.fake.calls('GET /v2/payments/:id/refunds');
    expect(await mollie.fetchState(id)).toMatchObject({
      isRefunded: true,
      raw: { amountRefunded: { value: '0.00' } },
    });
    expect(bed.fake.calls('GET /v2/payments/:id/refunds')).toBe(before + 1);

    bed.fake.setRefundStatus(id, refundId, 'failed');
    expect(await mollie.fetchState(id)).toMatchObject({ isRefunded: false });
  });

  it('does not ask for the refunds list of a payment without refunds', async () => {
    const id = await paidPayment();
    await mollie.fetchState(id);
    expect(bed.fake.calls('GET /v2/payments/:id/refunds')).toBe(0);
  });

  it('passes on Mollie refusing a refund larger than what is left', async () => {
    const id = await paidPayment(1230);
    const error = await rejection(mollie.refund(id, 1231, 'EUR'));
    expect(error).toMatchObject({ provider: 'mollie', kind: 'rejected', httpStatus: 422 });
    expect(error.message).toContain(
      'The amount is higher than the amount that can be refunded. (field amount)',
    );
  });

  it('passes on Mollie refusing to refund an open payment', async () => {
    const created = await mollie.createPayment(input());
    const error = await rejection(mollie.refund(created.providerId, 100, 'EUR'));
    expect(error).toMatchObject({ kind: 'rejected', httpStatus: 422 });
  });
});

describe('Mollie: error answers become clear errors', () => {
  it('a wrong API key', async () => {
    const wrongKey = createMollieProvider({ apiKey: 'test_wrong', baseUrl: bed.fake.url, timeoutMs: 2_000 });
    const error = await rejection(wrongKey.createPayment(input()));
    expect(error).toMatchObject({ provider: 'mollie', kind: 'rejected', httpStatus: 401 });
    expect(error.message).toBe(
      'Mollie POST /v2/payments answered 401: Missing authentication, or failed to authenticate',
    );
  });

  it('an amount below the minimum, with the field Mollie names', async () => {
    const error = await rejection(mollie.createPayment(input({ amount: 0 })));
    expect(error).toMatchObject({ kind: 'rejected', httpStatus: 422 });
    expect(error.message).toContain('The amount is lower than the minimum. (field amount)');
  });

  it('an unknown payment', async () => {
    const error = await rejection(mollie.fetchState('tr_doesNotExist'));
    expect(error).toMatchObject({ kind: 'rejected', httpStatus: 404 });
    expect(error.message).toBe(
      'Mollie GET /v2/payments/tr_doesNotExist answered 404: No payment exists with token tr_doesNotExist.',
    );
  });

  it.each([500, 502, 503])('a %i from Mollie counts as unavailable', async (status) => {
    bed.fake.failNext(status);
    const error = await rejection(mollie.createPayment(input()));
    expect(error).toMatchObject({ kind: 'unavailable', httpStatus: status });
    expect(error.message).toContain(`Mollie POST /v2/payments answered ${status}`);
  });

  it('a 429 (rate limit) is a refusal with its status, so the caller can wait', async () => {
    bed.fake.failNext(429);
    const error = await rejection(mollie.fetchState('tr_any'));
    expect(error).toMatchObject({ kind: 'rejected', httpStatus: 429 });
  });

  it('a 2xx whose body is not a payment', async () => {
    bed.fake.failNext(200, { body: { hello: 'world' } });
    const error = await rejection(mollie.createPayment(input()));
    expect(error.kind).toBe('invalid-answer');
    expect(error.message).toMatch(/^Mollie POST \/v2\/payments answered 200 with an unexpected body \(id: /);
  });

  it('no answer within the timeout', async () => {
    const impatient = createMollieProvider({
      apiKey: bed.fake.apiKey,
      baseUrl: bed.fake.url,
      timeoutMs: 150,
    });
    bed.fake.stallNext(1_000);
    const error = await rejection(impatient.createPayment(input()));
    expect(error).toMatchObject({ kind: 'unavailable', httpStatus: undefined });
    expect(error.message).toBe('Mollie POST /v2/payments did not answer within 150 ms');
  });

  it('nobody listening', async () => {
    const closed = await startFakeMollie();
    await closed.close();
    const unreachable = createMollieProvider({
      apiKey: bed.fake.apiKey,
      baseUrl: closed.url,
      timeoutMs: 2_000,
    });
    const error = await rejection(unreachable.fetchState('tr_any'));
    expect(error.kind).toBe('unavailable');
    expect(error.message).toMatch(/^Mollie GET \/v2\/payments\/tr_any failed: .*ECONNREFUSED/);
  });
});

describe('Mollie fake: webhooks late, repeated and out of order', () => {
  it('holds the webhook so the guest is back before it arrives, then replays it in reverse order', async () => {
    const created = await mollie.createPayment(input());
    bed.fake.holdWebhooks();
    await choose(created.redirectUrl, 'pay');
    await bed.fake.sendWebhook(created.providerId);
    expect(bed.receiver.received).toHaveLength(0);
    // The guest is back and the webhook is late: asking Mollie already tells the truth.
    expect(await mollie.fetchState(created.providerId)).toMatchObject({ isPaid: true });

    const deliveries = await bed.fake.releaseWebhooks({ reverse: true });
    expect(deliveries.map((delivery) => delivery.status)).toEqual([200, 200]);
    expect(bed.receiver.received.map((webhook) => webhook.body)).toEqual([
      `id=${created.providerId}`,
      `id=${created.providerId}`,
    ]);
  });

  it('delays a webhook past the redirect', async () => {
    const created = await mollie.createPayment(input());
    // Long enough that the guest's return is answered first even on a busy machine (200 ms was not).
    bed.fake.delayWebhooks(1500);
    await choose(created.redirectUrl, 'pay');
    expect(bed.receiver.received).toHaveLength(0);
    // The fake logs a delivery once it has read the answer, a moment after the receiver saw the request.
    await expect
      .poll(() => bed.fake.deliveries(), { timeout: 5_000 })
      .toEqual([expect.objectContaining({ status: 200, paymentId: created.providerId })]);
    expect(bed.receiver.received).toHaveLength(1);
  });

  it('offers the same controls over HTTP for a browser suite in another process', async () => {
    const created = await mollie.createPayment(input());
    const post = (path: string, body?: unknown) =>
      fetch(`${bed.fake.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body ?? {}),
      });
    expect((await post(`/_test/payments/${created.providerId}/status`, { status: 'paid' })).status).toBe(200);
    expect((await post(`/_test/payments/${created.providerId}/webhook`)).status).toBe(200);
    expect(bed.receiver.received.map((webhook) => webhook.body)).toEqual([`id=${created.providerId}`]);
    expect(await mollie.fetchState(created.providerId)).toMatchObject({ isPaid: true });

    expect((await post('/_test/fail-next', { status: 503 })).status).toBe(200);
    await expect(mollie.fetchState(created.providerId)).rejects.toMatchObject({ httpStatus: 503 });
    const calls = (await (await fetch(`${bed.fake.url}/_test/calls`)).json()) as Record<string, number>;
    expect(calls['GET /v2/payments/:id']).toBe(2);
    expect((await post(`/_test/payments/${created.providerId}/status`, { status: 'bogus' })).status).toBe(
      422,
    );
  });
});
