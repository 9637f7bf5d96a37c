import { createServer } from 'node:net';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages, orders, payments } from '../../src/server/db/schema/index.js';
import { createPaymentProviders } from '../../src/server/integrations/payments/registry.js';
import {
  fakeDatatransCredentials,
  startFakeDatatrans,
  type FakeDatatrans,
} from '../support/fake-datatrans.js';
import { fakeMollieApiKey, startFakeMollie, type FakeMollie } from '../support/fake-mollie.js';
import {
  branchId,
  loadDemo,
  orderTableCounts,
  postOrder,
  takeawayOrder,
  type Demo,
} from './order-fixtures.js';
import { createTestApp, fixedNow, testDatabases, type TestApp } from './test-app.js';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('No port.');
  return address.port;
}

type Placed = { id: number; uid: string; hash: string; paymentRedirectUrl: string };

describe.each(testDatabases)('online payment on $name', (target) => {
  let t: TestApp;
  let demo: Demo;
  let mollie: FakeMollie;
  let datatrans: FakeDatatrans;
  let clock = fixedNow;

  beforeAll(async () => {
    mollie = await startFakeMollie();
    datatrans = await startFakeDatatrans({ now: () => clock });
    const port = await freePort();
    const providers = createPaymentProviders(
      {
        MOLLIE_API_KEY: fakeMollieApiKey,
        MOLLIE_API_URL: mollie.url,
        DATATRANS_MERCHANT_ID: fakeDatatransCredentials.merchantId,
        DATATRANS_PASSWORD: fakeDatatransCredentials.password,
        DATATRANS_SIGN_KEY: fakeDatatransCredentials.signKey,
        DATATRANS_API_URL: datatrans.url,
        DATATRANS_PAY_URL: datatrans.url,
      },
      { timeoutMs: 3_000 },
    );
    t = await createTestApp(target, {
      deps: { now: () => clock, publicBaseUrl: `http://127.0.0.1:${port}`, payments: providers },
    });
    // The fakes call the webhooks over HTTP, as the real providers do.
    await t.app.listen({ port, host: '127.0.0.1' });
    demo = await loadDemo(t.app);
  });
  afterAll(async () => {
    await t?.close();
    await mollie?.close();
    await datatrans?.close();
  });
  beforeEach(() => {
    clock = fixedNow;
    mollie.resetControls();
    datatrans.resetControls();
  });

  const order = async (id: number) =>
    (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
  const notified = async (id: number) =>
    (await t.database.db.select().from(messages).where(eq(messages.orderId, id))).length;
  const placeMollie = async (): Promise<Placed> => {
    const response = await postOrder(t.app, takeawayOrder(demo, { paymentMethod: 'mollie' }));
    expect(response.statusCode).toBe(201);
    return response.json().data;
  };
  const placeDatatrans = async (): Promise<Placed> => {
    const body = takeawayOrder(demo, {
      branch: branchId(demo, 'bregenz'),
      paymentMethod: 'datatrans',
      appointmentDate: '2026-11-20T11:00:00+01:00',
    });
    const response = await postOrder(t.app, body);
    expect(response.statusCode).toBe(201);
    return response.json().data;
  };
  /** The guest's click on the provider's page; answers where the provider sends the browser. */
  const choose = async (pageUrl: string, action: 'pay' | 'cancel' | 'fail') => {
    const response = await fetch(pageUrl, {
      method: 'POST',
      body: new URLSearchParams({ action }),
      redirect: 'manual',
    });
    return response.headers.get('location') ?? '';
  };
  /** The browser following the provider's redirect to our return route. */
  const comeBack = async (location: string) => {
    const url = new URL(location);
    expect(url.pathname).toMatch(/^\/api\/payments\/return\//);
    const response = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(response.statusCode).toBe(303);
    return response.headers.location;
  };
  const poll = async (placed: Placed) =>
    (await t.app.inject({ method: 'GET', url: `/api/orders/public/${placed.uid}/${placed.hash}` })).json()
      .data;

  it('sends the guest to Mollie and keeps the order from the branch until it is paid', async () => {
    const placed = await placeMollie();
    expect(placed.paymentRedirectUrl).toMatch(new RegExp(`^${mollie.url}/checkout/tr_`));
    const stored = await order(placed.id);
    expect(stored).toMatchObject({
      paymentMethod: 'mollie',
      paymentProvider: 'mollie',
      isPaid: false,
      placedAt: null,
    });
    expect(stored.paymentProviderId).toMatch(/^tr_/);
    expect(await notified(placed.id)).toBe(0);
    expect(await poll(placed)).toMatchObject({ isPaid: false, isFailed: false, paymentRedirectUrl: null });
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.orderId, placed.id));
    expect(payment).toMatchObject({ provider: 'mollie', status: 'open', amount: stored.totalGross });
  });

  it('marks the order paid by the webhook, notifies once, and leads the guest to the status page', async () => {
    const placed = await placeMollie();
    const location = await choose(placed.paymentRedirectUrl, 'pay');
    expect(mollie.deliveries().map((delivery) => delivery.status)).toEqual([200]);
    expect(await comeBack(location)).toBe(`/status/${placed.uid}/${placed.hash}`);
    expect(await order(placed.id)).toMatchObject({
      isPaid: true,
      paymentStatus: 'paid',
      isFailed: false,
      placedAt: fixedNow,
    });
    expect(await notified(placed.id)).toBeGreaterThan(0);
  });

  it('changes nothing when the webhook comes five more times', async () => {
    const placed = await placeMollie();
    await choose(placed.paymentRedirectUrl, 'pay');
    const paid = await order(placed.id);
    const sent = await notified(placed.id);
    const paymentId = paid.paymentProviderId!;
    for (let i = 0; i < 5; i += 1) {
      clock = new Date(clock.getTime() + 60_000);
      await mollie.sendWebhook(paymentId);
    }
    expect(mollie.deliveries().map((delivery) => delivery.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const after = await order(placed.id);
    expect(after).toEqual({ ...paid, updatedAt: after.updatedAt });
    expect(await notified(placed.id)).toBe(sent);
  });

  it('applies out-of-order webhooks by the current state and never goes back from paid', async () => {
    const placed = await placeMollie();
    const paymentId = (await order(placed.id)).paymentProviderId!;
    mollie.holdWebhooks();
    mollie.setStatus(paymentId, 'pending');
    await mollie.sendWebhook(paymentId);
    mollie.setStatus(paymentId, 'paid');
    await mollie.sendWebhook(paymentId);
    await mollie.releaseWebhooks({ reverse: true });
    expect(await order(placed.id)).toMatchObject({ isPaid: true, paymentStatus: 'paid' });
    mollie.setStatus(paymentId, 'failed');
    await mollie.sendWebhook(paymentId);
    expect(await order(placed.id)).toMatchObject({ isPaid: true, isFailed: false, paymentStatus: 'paid' });
  });

  it('asks Mollie itself when the guest returns before the webhook', async () => {
    const placed = await placeMollie();
    mollie.holdWebhooks();
    const location = await choose(placed.paymentRedirectUrl, 'pay');
    expect(await order(placed.id)).toMatchObject({ isPaid: false });
    expect(await comeBack(location)).toBe(`/status/${placed.uid}/${placed.hash}`);
    expect(await order(placed.id)).toMatchObject({ isPaid: true });
    const sent = await notified(placed.id);
    await mollie.releaseWebhooks();
    expect(await notified(placed.id)).toBe(sent);
  });

  it('lets the status page ask Mollie when the webhook is late, at most every 10 seconds', async () => {
    const placed = await placeMollie();
    const paymentId = (await order(placed.id)).paymentProviderId!;
    mollie.holdWebhooks();
    mollie.setStatus(paymentId, 'paid');
    const asked = () => mollie.calls('GET /v2/payments/:id');
    clock = new Date(fixedNow.getTime() + 5_000);
    expect(await poll(placed)).toMatchObject({ isPaid: false, isFailed: false });
    expect(asked()).toBe(0);
    clock = new Date(fixedNow.getTime() + 11_000);
    expect(await poll(placed)).toMatchObject({ isPaid: true, isFailed: false });
    expect(asked()).toBe(1);
    expect(await poll(placed)).toMatchObject({ isPaid: true });
    expect(asked()).toBe(1);
  });

  it('keeps waiting without an error while Mollie does not answer the status page', async () => {
    const placed = await placeMollie();
    clock = new Date(fixedNow.getTime() + 20_000);
    mollie.failNext(503);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/orders/public/${placed.uid}/${placed.hash}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ isPaid: false, isFailed: false });
  });

  it.each(['fail', 'cancel'] as const)(
    'leads back to checkout/error after a %sed payment',
    async (action) => {
      const placed = await placeMollie();
      const location = await choose(placed.paymentRedirectUrl, action);
      expect(await comeBack(location)).toBe('/store/dornbirn/checkout/error');
      expect(await order(placed.id)).toMatchObject({ isPaid: false, isFailed: true });
      expect(await poll(placed)).toMatchObject({ isFailed: true });
      expect(await notified(placed.id)).toBe(0);
    },
  );

  it('answers a German error when Mollie refuses to start, keeps the order failed and the answer for the key', async () => {
    mollie.failNext(503);
    const key = 'mollie-down-1';
    const body = takeawayOrder(demo, { paymentMethod: 'mollie' });
    const response = await postOrder(t.app, body, key);
    expect(response.statusCode).toBe(502);
    expect(response.json().errors).toEqual([
      {
        field: 'paymentMethod',
        message:
          'Die Online-Zahlung konnte leider nicht gestartet werden. Bitte versuchen Sie es erneut oder wählen Sie eine andere Zahlungsart.',
      },
    ]);
    const [failed] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.isFailed, true))
      .orderBy(desc(orders.id));
    expect(failed).toMatchObject({ paymentMethod: 'mollie', isPaid: false, paymentProviderId: null });
    const repeat = await postOrder(t.app, body, key);
    expect(repeat.statusCode).toBe(502);
    expect(repeat.json()).toEqual(response.json());
  });

  it('answers 404 to a webhook for an unknown payment and writes nothing', async () => {
    const before = await orderTableCounts(t.database.db);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/payments/mollie/webhook',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'id=tr_unbekannt',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().errors[0].message).toBe('Diese Zahlung ist uns nicht bekannt.');
    expect(mollie.calls()).toBe(0);
    expect(await orderTableCounts(t.database.db)).toEqual(before);
  });

  it('answers 503 to a webhook while Mollie is down, so Mollie sends it again', async () => {
    const placed = await placeMollie();
    const paymentId = (await order(placed.id)).paymentProviderId!;
    mollie.setStatus(paymentId, 'paid');
    mollie.failNext(500);
    await mollie.sendWebhook(paymentId);
    await mollie.sendWebhook(paymentId);
    expect(mollie.deliveries().map((delivery) => delivery.status)).toEqual([503, 200]);
    expect(await order(placed.id)).toMatchObject({ isPaid: true });
  });

  it('pays with Datatrans through its signed webhook', async () => {
    const placed = await placeDatatrans();
    expect(placed.paymentRedirectUrl).toMatch(new RegExp(`^${datatrans.url}/v1/start/`));
    const location = await choose(placed.paymentRedirectUrl, 'pay');
    expect(datatrans.deliveries().map((delivery) => delivery.status)).toEqual([200]);
    expect(await order(placed.id)).toMatchObject({ isPaid: true, paymentStatus: 'settled' });
    expect(await comeBack(location)).toBe(`/status/${placed.uid}/${placed.hash}`);
    expect(await notified(placed.id)).toBeGreaterThan(0);
  });

  it('leads back to checkout/error after a cancelled Datatrans payment', async () => {
    const placed = await placeDatatrans();
    const location = await choose(placed.paymentRedirectUrl, 'cancel');
    expect(await comeBack(location)).toBe('/store/bregenz/checkout/error');
  });

  it('refuses a Datatrans webhook with a wrong or stale signature and writes nothing', async () => {
    const placed = await placeDatatrans();
    const paymentId = (await order(placed.id)).paymentProviderId!;
    datatrans.setStatus(paymentId, 'settled');
    const body = JSON.stringify({ transactionId: paymentId, status: 'settled' });
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/payments/datatrans/webhook',
      headers: {
        'content-type': 'application/json',
        'datatrans-signature': `t=${clock.getTime()},s0=${'ab'.repeat(32)}`,
      },
      payload: body,
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().errors[0].message).toBe(
      'Die Signatur dieser Zahlungsbenachrichtigung ist ungültig.',
    );
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/payments/datatrans/webhook',
      headers: { 'content-type': 'application/json' },
      payload: body,
    });
    expect(unsigned.statusCode).toBe(401);
    expect(await order(placed.id)).toMatchObject({ isPaid: false });
    expect(datatrans.calls('GET /v1/transactions/:id')).toBe(0);
  });
});
