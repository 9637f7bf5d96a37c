import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/server/db/schema/index.js';
import { escalateUnansweredOrders } from '../../src/server/ordering/desk/escalation.js';
import { noPaymentProviders } from '../../src/server/ordering/payments/no-providers.js';
import { loadDemo, postOrder, takeawayOrder, type Demo } from './order-fixtures.js';
import { createTestApp, fixedNow, testDatabases, type TestApp } from './test-app.js';

describe.each(testDatabases)('orders nobody answers on $name', (target) => {
  let t: TestApp;
  let demo: Demo;
  let clock = fixedNow;
  const minutes = (n: number) => new Date(fixedNow.getTime() + n * 60_000);

  beforeAll(async () => {
    t = await createTestApp(target, { deps: { now: () => clock } });
    demo = await loadDemo(t.app);
  }, 180_000);
  afterAll(async () => t?.close());

  const escalate = () =>
    escalateUnansweredOrders({
      db: t.database.db,
      providers: noPaymentProviders,
      notifications: t.app.notifications,
      now: () => clock,
      publicBaseUrl: 'http://127.0.0.1:3000',
      log: { error: () => {} },
    });

  it('reminds the branch once, then rejects the order for the guest with a message', async () => {
    clock = fixedNow;
    const placed = await postOrder(t.app, takeawayOrder(demo));
    const { id, uid, hash } = placed.json().data as { id: number; uid: string; hash: string };

    clock = minutes(2);
    expect(await escalate()).toEqual({ reminded: [], rejected: [] });
    clock = minutes(6);
    expect(await escalate()).toEqual({ reminded: [id], rejected: [] });
    clock = minutes(7);
    expect((await escalate()).reminded).toEqual([]);
    const branchMails = await t.database.db.select().from(messages).where(eq(messages.orderId, id));
    expect(branchMails.filter((message) => message.template === 'branch-new-order')).toHaveLength(2);

    clock = minutes(21);
    expect(await escalate()).toEqual({ reminded: [], rejected: [id] });
    const status = await t.app.inject({ method: 'GET', url: `/api/orders/public/${uid}/${hash}` });
    expect(status.json().data).toMatchObject({
      isRejected: true,
      rejectionMessage:
        'Leider konnte Ihre Bestellung nicht rechtzeitig bestätigt werden. Bitte wenden Sie sich direkt an die Filiale.',
    });
    const guestMails = await t.database.db.select().from(messages).where(eq(messages.orderId, id));
    expect(guestMails.some((message) => message.template === 'order-rejected')).toBe(true);
    clock = minutes(30);
    expect(await escalate()).toEqual({ reminded: [], rejected: [] });
  });
});
