import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client.js';
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

  const escalate = (db = t.database.db) =>
    escalateUnansweredOrders({
      db,
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

  /** Vienna wall time in winter (UTC+1). */
  const vienna = (local: string) => new Date(`${local}:00+01:00`);
  const remindersOf = async (id: number) =>
    (await t.database.db.select().from(messages).where(eq(messages.orderId, id))).filter(
      (message) => message.template === 'branch-new-order',
    ).length;

  it('waits for the opening with a pre-order placed at night, then reminds and rejects the usual minutes after it', async () => {
    // Saturday 23:31, Dornbirn closed since 19:00, for Sunday 09:00; it opens on Sunday at 08:00.
    clock = vienna('2026-11-21T23:31');
    const placed = await postOrder(
      t.app,
      takeawayOrder(demo, { appointmentDate: vienna('2026-11-22T09:00').toISOString() }),
    );
    expect(placed.statusCode).toBe(201);
    const { id, uid, hash } = placed.json().data as { id: number; uid: string; hash: string };
    const status = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/orders/public/${uid}/${hash}` })).json().data;
    expect(await status()).toMatchObject({ handledFrom: vienna('2026-11-22T08:00').toISOString() });

    for (const night of ['2026-11-21T23:52', '2026-11-22T03:00', '2026-11-22T07:59', '2026-11-22T08:04']) {
      clock = vienna(night);
      expect(await escalate(), night).toEqual({ reminded: [], rejected: [] });
    }
    expect(await status()).toMatchObject({ isRejected: false, isTimedOut: false });

    clock = vienna('2026-11-22T08:05');
    expect(await escalate()).toEqual({ reminded: [id], rejected: [] });
    clock = vienna('2026-11-22T08:19');
    expect(await escalate()).toEqual({ reminded: [], rejected: [] });
    clock = vienna('2026-11-22T08:20');
    expect(await escalate()).toEqual({ reminded: [], rejected: [id] });
    expect(await status()).toMatchObject({ isRejected: true, isTimedOut: true });
    expect(await remindersOf(id)).toBe(2);
  });

  it('calls a refusal by staff a rejection, not a timeout', async () => {
    clock = fixedNow;
    const placed = await postOrder(t.app, takeawayOrder(demo));
    const { id, uid, hash } = placed.json().data as { id: number; uid: string; hash: string };
    const { actOnOrder } = await import('../../src/server/ordering/desk/staff-service.js');
    await actOnOrder(
      {
        db: t.database.db,
        providers: noPaymentProviders,
        notifications: t.app.notifications,
        now: () => clock,
        publicBaseUrl: 'http://127.0.0.1:3000',
        log: { error: () => {} },
      },
      { userId: null, branchIds: undefined },
      id,
      { type: 'reject', message: null },
    );
    const status = await t.app.inject({ method: 'GET', url: `/api/orders/public/${uid}/${hash}` });
    expect(status.json().data).toMatchObject({ isRejected: true, isTimedOut: false });
  });

  it.runIf(target.name === 'postgres')(
    'reminds and rejects each order once when two instances run the job together',
    async () => {
      clock = vienna('2026-11-23T10:00');
      const ids: number[] = [];
      for (let index = 0; index < 30; index += 1) {
        ids.push(((await postOrder(t.app, takeawayOrder(demo))).json().data as { id: number }).id);
      }
      if (t.database.driver.kind !== 'postgres') throw new Error('runs on PostgreSQL only');
      const other = await openDatabase({ databaseUrl: t.database.driver.connectionString });
      try {
        const both = async () => {
          const [first, second] = await Promise.all([escalate(), escalate(other.db)]);
          return { first, second };
        };
        const once = (lists: number[][]) => {
          const all = lists.flat();
          expect(new Set(all).size).toBe(all.length);
          return new Set(all);
        };
        clock = vienna('2026-11-23T10:06');
        const reminders = await both();
        expect(once([reminders.first.reminded, reminders.second.reminded])).toEqual(new Set(ids));
        clock = vienna('2026-11-23T10:21');
        const rejections = await both();
        expect(once([rejections.first.rejected, rejections.second.rejected])).toEqual(new Set(ids));
        for (const id of ids) expect(await remindersOf(id)).toBe(2);
      } finally {
        await other.close();
      }
    },
  );
});
