import { beforeAll, describe, expect, it } from 'vitest';
import { createDatatransProvider } from '../../src/server/integrations/payments/datatrans.js';
import { verifyDatatransSignature } from '../../src/server/integrations/payments/datatrans-signature.js';
import type { CreatePaymentInput, PaymentProvider } from '../../src/server/integrations/payments/provider.js';
import { startFakeDatatrans, type DatatransStatus } from '../support/fake-datatrans.js';
import { choose, orderPayment, rejection, useFakeProvider } from './provider-test-bed.js';

const bed = useFakeProvider(() => startFakeDatatrans());
let datatrans: PaymentProvider;

const providerFor = (overrides: { password?: string; apiUrl?: string; timeoutMs?: number } = {}) =>
  createDatatransProvider({
    merchantId: bed.fake.merchantId,
    password: overrides.password ?? bed.fake.password,
    apiUrl: overrides.apiUrl ?? bed.fake.url,
    payUrl: bed.fake.url,
    timeoutMs: overrides.timeoutMs ?? 2_000,
  });

beforeAll(() => {
  datatrans = providerFor();
});

const input = (overrides: Partial<CreatePaymentInput> = {}) =>
  orderPayment(
    { currency: 'CHF', webhookUrl: `${bed.receiver.url}/api/payments/datatrans/webhook` },
    overrides,
  );

describe('Datatrans: init', () => {
  it.each([1, 1230, 99_999])(
    'initialises %i cents with the order uid as refno and all three URLs',
    async (cents) => {
      const created = await datatrans.createPayment(input({ amount: cents }));

      expect(bed.fake.transaction(created.providerId)).toMatchObject({
        type: 'payment',
        status: 'initialized',
        amount: cents,
        currency: 'CHF',
        refno: 'b7Xq2LmN9pRs',
        autoSettle: true,
        language: 'de',
        redirect: {
          successUrl: 'http://shop.test/api/orders/payment-return/b7Xq2LmN9pRs',
          cancelUrl: 'http://shop.test/store/dornbirn/checkout/error',
          errorUrl: 'http://shop.test/store/dornbirn/checkout/error',
        },
        webhookUrl: `${bed.receiver.url}/api/payments/datatrans/webhook`,
      });
      expect(created.providerId).toMatch(/^\d{18}$/);
      expect(created.redirectUrl).toBe(`${bed.fake.url}/v1/start/${created.providerId}`);
      expect(created.state).toMatchObject({
        status: 'initialized',
        isPaid: false,
        isFailed: false,
        isRefunded: false,
      });
    },
  );

  it('uses the order id as refno when the uid is longer than the 20 characters Datatrans allows', async () => {
    const created = await datatrans.createPayment(input({ orderUid: 'a'.repeat(21) }));
    expect(bed.fake.transaction(created.providerId)?.refno).toBe('42');
  });

  it('shows the guest a payment page with the amount and the two choices', async () => {
    const created = await datatrans.createPayment(input());
    const html = await (await fetch(created.redirectUrl)).text();
    expect(html).toMatch(/CHF\s12,30/);
    expect(html).toContain('>Bezahlen</button>');
    expect(html).toContain('>Abbrechen</button>');
  });

  it('gives the first transaction back when init is retried with the same idempotency key', async () => {
    const before = bed.fake.transactions().length;
    const first = await datatrans.createPayment(input({ idempotencyKey: 'order-42-attempt-1' }));
    const again = await datatrans.createPayment(input({ idempotencyKey: 'order-42-attempt-1' }));
    expect(again.providerId).toBe(first.providerId);
    expect(bed.fake.transactions()).toHaveLength(before + 1);
  });
});

describe('Datatrans: the guest pays, cancels or fails', () => {
  it('paid: a signed JSON webhook, the guest returns to successUrl, the state is settled and paid', async () => {
    const created = await datatrans.createPayment(input());
    const location = await choose(created.redirectUrl, 'pay');

    expect(location).toBe(
      `http://shop.test/api/orders/payment-return/b7Xq2LmN9pRs?datatransTrxId=${created.providerId}`,
    );
    const [webhook] = bed.receiver.received;
    expect(bed.receiver.received).toHaveLength(1);
    expect(webhook?.headers['content-type']).toBe('application/json');
    const signature = webhook?.headers['datatrans-signature'] as string;
    expect(signature).toMatch(/^t=\d{13},s0=[0-9a-f]{64}$/);
    expect(verifyDatatransSignature(signature, webhook?.body ?? '', bed.fake.signKey, new Date())).toBe(true);
    expect(verifyDatatransSignature(signature, webhook?.body ?? '', 'ab'.repeat(32), new Date())).toBe(false);
    expect(JSON.parse(webhook?.body ?? '{}')).toMatchObject({
      transactionId: created.providerId,
      status: 'settled',
      refno: 'b7Xq2LmN9pRs',
    });
    expect(await datatrans.fetchState(created.providerId)).toMatchObject({
      status: 'settled',
      isPaid: true,
      isFailed: false,
      isRefunded: false,
      raw: { transactionId: created.providerId },
    });
  });

  it('cancelled: the guest goes to the cancel URL (our error page) and the state is canceled', async () => {
    const created = await datatrans.createPayment(input());
    expect(await choose(created.redirectUrl, 'cancel')).toBe(
      `http://shop.test/store/dornbirn/checkout/error?datatransTrxId=${created.providerId}`,
    );
    expect(bed.receiver.received).toHaveLength(1);
    expect(await datatrans.fetchState(created.providerId)).toMatchObject({
      status: 'canceled',
      isFailed: true,
    });
  });

  it('failed: the guest goes to the error URL and the state is failed', async () => {
    const created = await datatrans.createPayment(input());
    expect(await choose(created.redirectUrl, 'fail')).toBe(
      `http://shop.test/store/dornbirn/checkout/error?datatransTrxId=${created.providerId}`,
    );
    expect(await datatrans.fetchState(created.providerId)).toMatchObject({
      status: 'failed',
      isPaid: false,
      isFailed: true,
    });
  });
});

describe('Datatrans: every status', () => {
  it.each<[DatatransStatus, boolean, boolean]>([
    ['initialized', false, false],
    ['challenge_required', false, false],
    ['challenge_ongoing', false, false],
    ['authenticated', false, false],
    ['authorized', true, false],
    ['settled', true, false],
    ['transmitted', true, false],
    ['failed', false, true],
    ['canceled', false, true],
  ])('%s (auto-settle) → isPaid %s, isFailed %s', async (status, isPaid, isFailed) => {
    const created = await datatrans.createPayment(input());
    bed.fake.setStatus(created.providerId, status);
    expect(await datatrans.fetchState(created.providerId)).toEqual({
      status,
      isPaid,
      isFailed,
      isRefunded: false,
      raw: expect.objectContaining({ transactionId: created.providerId, status }),
    });
  });

  it('an authorisation without auto-settle waits: nobody would settle it', async () => {
    const created = await datatrans.createPayment(input());
    bed.fake.setStatus(created.providerId, 'authorized', { autoSettle: false });
    expect(await datatrans.fetchState(created.providerId)).toMatchObject({
      status: 'authorized',
      isPaid: false,
      isFailed: false,
    });
  });
});

describe('Datatrans: refunds', () => {
  const paidTransaction = async (cents = 1230) => {
    const created = await datatrans.createPayment(input({ amount: cents }));
    await choose(created.redirectUrl, 'pay');
    return created.providerId;
  };

  it('credits part of a settled payment in cents under its refno and reports it refunded', async () => {
    const id = await paidTransaction();
    const state = await datatrans.refund(id, 500, 'CHF');

    expect(state).toMatchObject({ status: 'settled', isPaid: true, isRefunded: true });
    expect(bed.fake.transactions().filter((t) => t.type === 'credit' && t.refno === 'b7Xq2LmN9pRs')).toEqual([
      expect.objectContaining({ amount: 500, currency: 'CHF', status: 'settled' }),
    ]);
    expect(await datatrans.fetchState(id)).toMatchObject({ isRefunded: true });
  });

  it('passes on Datatrans refusing to credit more than was paid', async () => {
    const id = await paidTransaction(1230);
    await datatrans.refund(id, 1000, 'CHF');
    const error = await rejection(datatrans.refund(id, 231, 'CHF'));
    expect(error).toMatchObject({ provider: 'datatrans', kind: 'rejected', httpStatus: 400 });
    expect(error.message).toContain(
      'INVALID_PROPERTY: credit.amount is higher than the amount left to credit',
    );
  });

  it('passes on Datatrans refusing to credit a payment that was never settled', async () => {
    const created = await datatrans.createPayment(input());
    const error = await rejection(datatrans.refund(created.providerId, 100, 'CHF'));
    expect(error).toMatchObject({ kind: 'rejected', httpStatus: 400 });
    expect(error.message).toContain('INVALID_TRANSACTION_STATUS');
  });
});

describe('Datatrans: error answers become clear errors', () => {
  it('a wrong password', async () => {
    const error = await rejection(providerFor({ password: 'wrong' }).createPayment(input()));
    expect(error).toMatchObject({ provider: 'datatrans', kind: 'rejected', httpStatus: 401 });
    expect(error.message).toBe(
      'Datatrans POST /v1/transactions answered 401: UNAUTHORIZED: Incorrect merchantId or password',
    );
  });

  it('a property Datatrans refuses', async () => {
    const error = await rejection(datatrans.createPayment(input({ currency: 'euro' })));
    expect(error).toMatchObject({ kind: 'rejected', httpStatus: 400 });
    expect(error.message).toContain('INVALID_PROPERTY: init.initRequest.currency');
  });

  it('an unknown transaction', async () => {
    const error = await rejection(datatrans.fetchState('999999999999999999'));
    expect(error).toMatchObject({ kind: 'rejected', httpStatus: 404 });
    expect(error.message).toContain(
      'Datatrans GET /v1/transactions/999999999999999999 answered 404: TRANSACTION_NOT_FOUND',
    );
  });

  it.each([500, 503])('a %i from Datatrans counts as unavailable', async (status) => {
    bed.fake.failNext(status);
    const error = await rejection(datatrans.createPayment(input()));
    expect(error).toMatchObject({ kind: 'unavailable', httpStatus: status });
  });

  it('a 2xx whose body is not a transaction', async () => {
    bed.fake.failNext(201, { body: { id: 'not-what-datatrans-sends' } });
    const error = await rejection(datatrans.createPayment(input()));
    expect(error.kind).toBe('invalid-answer');
    expect(error.message).toContain('transactionId');
  });

  it('no answer within the timeout', async () => {
    bed.fake.stallNext(1_000);
    const error = await rejection(providerFor({ timeoutMs: 150 }).fetchState('123'));
    expect(error).toMatchObject({ kind: 'unavailable' });
    expect(error.message).toBe('Datatrans GET /v1/transactions/123 did not answer within 150 ms');
  });

  it('nobody listening', async () => {
    const closed = await startFakeDatatrans();
    await closed.close();
    const error = await rejection(providerFor({ apiUrl: closed.url }).createPayment(input()));
    expect(error.kind).toBe('unavailable');
    expect(error.message).toMatch(/^Datatrans POST \/v1\/transactions failed: .*ECONNREFUSED/);
  });
});

describe('Datatrans fake: webhooks out of order and replayed', () => {
  it('delivers an older signed snapshot after a newer one; the provider state stays the truth', async () => {
    const created = await datatrans.createPayment(input());
    bed.fake.holdWebhooks();
    bed.fake.setStatus(created.providerId, 'authenticated');
    await bed.fake.sendWebhook(created.providerId);
    bed.fake.setStatus(created.providerId, 'settled');
    await bed.fake.sendWebhook(created.providerId);

    await bed.fake.releaseWebhooks({ reverse: true });
    const statuses = bed.receiver.received.map(
      (webhook) => (JSON.parse(webhook.body) as { status: string }).status,
    );
    expect(statuses).toEqual(['settled', 'authenticated']);
    for (const webhook of bed.receiver.received) {
      const header = webhook.headers['datatrans-signature'] as string;
      expect(verifyDatatransSignature(header, webhook.body, bed.fake.signKey, new Date())).toBe(true);
    }
    expect(await datatrans.fetchState(created.providerId)).toMatchObject({ status: 'settled', isPaid: true });
  });

  it('signs with the clock it is given, so tests with a fixed "now" can verify', async () => {
    const fixedNow = new Date('2026-11-20T08:30:00Z');
    const fixedFake = await startFakeDatatrans({ now: () => fixedNow });
    try {
      const provider = createDatatransProvider({
        merchantId: fixedFake.merchantId,
        password: fixedFake.password,
        apiUrl: fixedFake.url,
        payUrl: fixedFake.url,
        timeoutMs: 2_000,
      });
      const created = await provider.createPayment(input());
      await choose(created.redirectUrl, 'pay');
      const [webhook] = bed.receiver.received;
      const header = webhook?.headers['datatrans-signature'] as string;
      expect(header.startsWith(`t=${fixedNow.getTime()},`)).toBe(true);
      expect(verifyDatatransSignature(header, webhook?.body ?? '', fixedFake.signKey, fixedNow)).toBe(true);
    } finally {
      await fixedFake.close();
    }
  });

  it('replays a webhook over the HTTP test API', async () => {
    const created = await datatrans.createPayment(input());
    await choose(created.redirectUrl, 'pay');
    const replay = await fetch(`${bed.fake.url}/_test/transactions/${created.providerId}/webhook`, {
      method: 'POST',
    });
    expect(replay.status).toBe(200);
    expect(bed.receiver.received).toHaveLength(2);
    expect(JSON.parse(bed.receiver.received[1]?.body ?? '{}')).toMatchObject({ status: 'settled' });
    const deliveries = (await (await fetch(`${bed.fake.url}/_test/webhooks`)).json()) as { status: number }[];
    expect(deliveries.map((delivery) => delivery.status)).toEqual([200, 200]);
  });
});
