import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actOnOrder } from '../../src/server/ordering/desk/staff-service.js';
import { noPaymentProviders } from '../../src/server/ordering/payments/no-providers.js';
import { loadDemo, postOrder, takeawayOrder, type Demo } from './order-fixtures.js';
import { createTestApp, fixedNow, testDatabases, type TestApp } from './test-app.js';

/*
 * An order placed while staff (or the escalation job) reject another of the same branch and day, on
 * the PostgreSQL server. Placing it locks the branch's figures (its lines' rollup runs first) and then its
 * order version; a rejection locks the version first (the orders' row trigger) and then the figures. Met
 * at the wrong moment, the two waited on each other until PostgreSQL aborted one: the guest's order
 * answered 500 (the escalation backlog bench, issue 39). A third connection holding the day's figures
 * lines the two up deterministically: placing waits for the figures, rejecting takes the version and
 * waits for the figures too, the figures are let go, and placing got them first.
 */
const postgres = testDatabases.find((target) => target.name === 'postgres');

// Without TEST_DATABASE_URL there is no server to run it on (PGlite has one connection).
describe.skipIf(postgres === undefined)(
  'an order placed while another is rejected on the PostgreSQL server',
  () => {
    let t: TestApp;
    let demo: Demo;
    let figures: pg.Client;

    beforeAll(async () => {
      t = await createTestApp(postgres!, { deps: { now: () => fixedNow } });
      demo = await loadDemo(t.app);
      if (t.database.driver.kind !== 'postgres') throw new Error('runs on PostgreSQL only');
      figures = new pg.Client({ connectionString: t.database.driver.connectionString });
      await figures.connect();
    }, 180_000);
    afterAll(async () => {
      await figures?.end();
      await t?.close();
    });

    /** Waits until `count` connections of this database wait for a lock (or fails after 10 s). */
    const waitingForLocks = async (count: number) => {
      const deadline = Date.now() + 10_000;
      for (;;) {
        const { rows } = await figures.query<{ waiting: number }>(
          `select count(*)::int as waiting from pg_stat_activity
           where datname = current_database() and wait_event_type = 'Lock'`,
        );
        if ((rows[0]?.waiting ?? 0) >= count) return;
        if (Date.now() > deadline) throw new Error(`fewer than ${count} connections wait for a lock`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };

    it('both go through: neither waits for the other', async () => {
      const first = await postOrder(t.app, takeawayOrder(demo));
      expect(first.statusCode).toBe(201);
      const { id } = first.json().data as { id: number };

      await figures.query('begin');
      await figures.query(
        `select 1 from order_daily where branch_id = (select branch_id from orders where id = $1) for update`,
        [id],
      );
      const placing = postOrder(t.app, takeawayOrder(demo));
      await waitingForLocks(1);
      const rejecting = actOnOrder(
        {
          db: t.database.db,
          providers: noPaymentProviders,
          notifications: t.app.notifications,
          now: () => fixedNow,
          publicBaseUrl: 'http://127.0.0.1:3000',
          log: { error: () => {} },
        },
        { userId: null, branchIds: undefined },
        id,
        { type: 'reject', message: null },
      ).then(
        () => 'rejected',
        (error: unknown) => (error as Error).message,
      );
      await waitingForLocks(2);
      await figures.query('commit');

      expect((await placing).statusCode).toBe(201);
      expect(await rejecting).toBe('rejected');
    });
  },
);
