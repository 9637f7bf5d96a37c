import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { centsToDecimal } from '../../src/domain/money/decimal-cents.js';
import { readEnv } from '../../src/server/config/env.js';
import { messages, orders } from '../../src/server/db/schema/index.js';
import {
  createPaymentProviders,
  type PaymentProviders,
} from '../../src/server/integrations/payments/registry.js';
import { escalateUnansweredOrders } from '../../src/server/ordering/desk/escalation.js';
import { retryFailedRefunds } from '../../src/server/ordering/desk/refund-retry.js';
import { freePort } from '../support/free-port.js';
import { fakeMollieApiKey, startFakeMollie, type FakeMollie } from '../support/fake-mollie.js';
import { loadDemo, postOrder, takeawayOrder, type Demo } from './order-fixtures.js';
import { createTestApp, fixedNow, testDatabases, type TestApp } from './test-app.js';

describe.each(testDatabases)('an online-paid order nobody answers on $name', (target) => {
  let t: TestApp;
  let demo: Demo;
  let mollie: FakeMollie;
  let providers: PaymentProviders;
  let publicBaseUrl: string;
  let clock = fixedNow;
  const loggedErrors: unknown[] = [];
  const minutes = (n: number) => new Date(fixedNow.getTime() + n * 60_000);

  beforeAll(async () => {
    mollie = await startFakeMollie();
    // Read like the server's environment, so Datatrans stays unconfigured with its default addresses.
    providers = createPaymentProviders(
      readEnv({ MOLLIE_API_KEY: fakeMollieApiKey, MOLLIE_API_URL: mollie.url }),
      { timeoutMs: 3_000 },
    );
    const port = await freePort();
    publicBaseUrl = `http://127.0.0.1:${port}`;
    t = await createTestApp(target, { deps: { now: () => clock, publicBaseUrl, payments: providers } });
    // The fake calls the webhook over HTTP, as Mollie does.
    await t.app.listen({ port, host: '127.0.0.1' });
    demo = await loadDemo(t.app);
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    await mollie?.close();
  });

  /** What the escalation and the refund retry run with; `errors` collects what they log. */
  const jobDeps = (paymentProviders = providers, errors = loggedErrors) => ({
    db: t.database.db,
    providers: paymentProviders,
    notifications: t.app.notifications,
    now: () => clock,
    publicBaseUrl,
    // A failed refund is only logged, so the test must see the log to fail on it.
    log: { error: (...args: unknown[]) => errors.push(args) },
  });
  const escalate = () => escalateUnansweredOrders(jobDeps());
  const order = async (id: number) =>
    (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
  const refundCalls = () => mollie.calls('POST /v2/payments/:id/refunds');

  it('rejects the paid order for the guest, refunds the full amount once and tells the guest', async () => {
    clock = fixedNow;
    const response = await postOrder(t.app, takeawayOrder(demo, { paymentMethod: 'mollie' }));
    expect(response.statusCode).toBe(201);
    const { id, uid, hash } = response.json().data as { id: number; uid: string; hash: string };
    const paymentId = (await order(id)).paymentProviderId!;

    mollie.setStatus(paymentId, 'paid');
    await mollie.sendWebhook(paymentId);
    expect(mollie.deliveries().map((delivery) => delivery.status)).toEqual([200]);
    const paid = await order(id);
    expect(paid).toMatchObject({ isPaid: true, isRefunded: false, placedAt: fixedNow });

    clock = minutes(6);
    expect(await escalate()).toEqual({ reminded: [id], rejected: [] });
    expect(refundCalls()).toBe(0);

    clock = minutes(21);
    expect(await escalate()).toEqual({ reminded: [], rejected: [id] });
    expect(loggedErrors).toEqual([]);
    expect(refundCalls()).toBe(1);
    const charged = mollie.payment(paymentId)!;
    expect(charged.amount).toEqual({ currency: 'EUR', value: centsToDecimal(paid.totalGross) });
    expect(charged.refunds).toEqual([expect.objectContaining({ amount: charged.amount, status: 'pending' })]);
    expect(await order(id)).toMatchObject({ isRejected: true, isRefunded: true, refundedAt: minutes(21) });

    const status = await t.app.inject({ method: 'GET', url: `/api/orders/public/${uid}/${hash}` });
    expect(status.json().data).toMatchObject({
      isPaid: true,
      isRefunded: true,
      isRejected: true,
      rejectionMessage:
        'Leider konnte Ihre Bestellung nicht rechtzeitig bestätigt werden. Bitte wenden Sie sich direkt an die Filiale.',
    });
    const sent = await t.database.db.select().from(messages).where(eq(messages.orderId, id));
    expect(
      sent
        .filter((message) => message.template === 'order-rejected')
        .map((message) => [message.channel, message.recipient]),
    ).toEqual([['email', 'anna.huber@example.at']]);

    clock = minutes(30);
    expect(await escalate()).toEqual({ reminded: [], rejected: [] });
    expect(refundCalls()).toBe(1);
    expect(mollie.payment(paymentId)!.refunds).toHaveLength(1);
    expect(await t.database.db.select().from(messages).where(eq(messages.orderId, id))).toHaveLength(
      sent.length,
    );
    expect(loggedErrors).toEqual([]);
  });

  it('asks again for a refund the provider did not answer, until it goes through, and only once', async () => {
    clock = fixedNow;
    const response = await postOrder(t.app, takeawayOrder(demo, { paymentMethod: 'mollie' }));
    const { id } = response.json().data as { id: number };
    const paymentId = (await order(id)).paymentProviderId!;
    mollie.setStatus(paymentId, 'paid');
    await mollie.sendWebhook(paymentId);
    const before = refundCalls();

    // Mollie unreachable at the moment of the rejection: the order is rejected, the refund is not made.
    const unreachable = createPaymentProviders(
      readEnv({ MOLLIE_API_KEY: fakeMollieApiKey, MOLLIE_API_URL: 'http://127.0.0.1:9' }),
      { timeoutMs: 1_000 },
    );
    const failures: unknown[] = [];
    clock = minutes(21);
    expect(await escalateUnansweredOrders(jobDeps(unreachable, failures))).toEqual({
      reminded: [],
      rejected: [id],
    });
    expect(failures).toHaveLength(1);
    expect(await order(id)).toMatchObject({ isRejected: true, isPaid: true, isRefunded: false });

    const retry = () => retryFailedRefunds(jobDeps());
    clock = minutes(22);
    expect(await retry()).toEqual([id]);
    expect(refundCalls()).toBe(before + 1);
    expect(await order(id)).toMatchObject({ isRefunded: true });
    expect(await retry()).toEqual([]);
    expect(refundCalls()).toBe(before + 1);
    expect(loggedErrors).toEqual([]);
  });
});
