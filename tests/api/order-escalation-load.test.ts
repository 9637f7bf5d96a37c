import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logs, messages, orderItems, orders } from '../../src/server/db/schema/index.js';
import { escalateUnansweredOrders } from '../../src/server/ordering/desk/escalation.js';
import { noPaymentProviders } from '../../src/server/ordering/payments/no-providers.js';
import { loadDemo, postOrder, takeawayOrder, type Demo } from './order-fixtures.js';
import { createTestApp, fixedNow, listenOnLoopback, testDatabases, type TestApp } from './test-app.js';

const BACKLOG = 2_000;
/**
 * The longest wait for /healthz or an order placement while the job works through the backlog. Before
 * the batches yielded, 2,000 due orders froze the server for 59 s on PGlite (one probe answered after the
 * whole backlog). The target is 200 ms; on the 2-core test host the slowest answer is still 0.8-2 s
 * (PostgreSQL and PGlite: the mail composition and the message worker run on the same thread), so this
 * guards against the freeze coming back, not yet the target (ADR 044).
 */
const BUDGET_MS = 5_000;

describe.each(testDatabases)('a backlog of unanswered orders on $name', (target) => {
  let t: TestApp;
  let demo: Demo;
  let baseUrl: string;
  let clock = fixedNow;
  const minutes = (n: number) => new Date(fixedNow.getTime() + n * 60_000);

  beforeAll(async () => {
    t = await createTestApp(target, { deps: { now: () => clock } });
    demo = await loadDemo(t.app);
    baseUrl = await listenOnLoopback(t);
  }, 180_000);
  afterAll(async () => t?.close());

  const deps = (app: TestApp) => ({
    db: app.database.db,
    providers: noPaymentProviders,
    notifications: app.app.notifications,
    now: () => clock,
    publicBaseUrl: baseUrl,
    log: { error: () => {} },
  });

  /** BACKLOG copies of one placed order, as a busy evening leaves them; their ids. */
  async function placeBacklog(): Promise<number[]> {
    const placed = await postOrder(t.app, takeawayOrder(demo));
    const { id } = placed.json().data as { id: number };
    const db = t.database.db;
    const [original] = await db.select().from(orders).where(eq(orders.id, id));
    const items = await db.select().from(orderItems).where(eq(orderItems.orderId, id));
    const { id: originalId, ...row } = original!;
    const ids = [originalId];
    for (let start = 1; start < BACKLOG; start += 250) {
      const copies = Array.from({ length: Math.min(250, BACKLOG - start) }, (_, index) => ({
        ...row,
        uid: `${row.uid}-${start + index}`,
        ticketNumber: null,
      }));
      const inserted = await db.insert(orders).values(copies).returning({ id: orders.id });
      await db
        .insert(orderItems)
        .values(
          inserted.flatMap(({ id: orderId }) =>
            items.map(({ id: _item, ...item }) => ({ ...item, orderId })),
          ),
        );
      ids.push(...inserted.map((order) => order.id));
    }
    return ids;
  }

  /** The slowest answer of /healthz and of an order placement while `work` runs, probed back to back. */
  async function slowestWhile(
    work: Promise<unknown>,
  ): Promise<{ healthz: number; order: number; probes: number }> {
    let done = false;
    const finished = work.finally(() => (done = true));
    const slowest = { healthz: 0, order: 0, probes: 0 };
    const probe = async (kind: 'healthz' | 'order') => {
      while (!done) {
        const started = performance.now();
        const response =
          kind === 'healthz'
            ? await fetch(`${baseUrl}/healthz`)
            : await fetch(`${baseUrl}/api/orders`, {
                method: 'POST',
                headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
                body: JSON.stringify(takeawayOrder(demo)),
              });
        await response.arrayBuffer();
        expect(response.status).toBe(kind === 'healthz' ? 200 : 201);
        slowest[kind] = Math.max(slowest[kind], performance.now() - started);
        slowest.probes += 1;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    await Promise.all([probe('healthz'), probe('order'), finished]);
    return slowest;
  }

  it('keeps answering /healthz and order placements while it reminds and rejects each order once', async () => {
    clock = fixedNow;
    const backlog = await placeBacklog();

    clock = minutes(6);
    const started = performance.now();
    let reminded: number[] = [];
    const whileReminding = await slowestWhile(
      escalateUnansweredOrders(deps(t)).then((result) => (reminded = result.reminded)),
    );
    console.log(
      'reminding',
      BACKLOG,
      'orders',
      Math.round(performance.now() - started),
      'ms',
      whileReminding,
    );

    clock = minutes(21);
    const rejecting = performance.now();
    let rejected: number[] = [];
    const whileRejecting = await slowestWhile(
      escalateUnansweredOrders(deps(t)).then((result) => (rejected = result.rejected)),
    );
    console.log(
      'rejecting',
      BACKLOG,
      'orders',
      Math.round(performance.now() - rejecting),
      'ms',
      whileRejecting,
    );
    // The app's own minute job runs beside this call, a second runner on the same orders: each order is
    // still reminded and rejected exactly once, whichever of the two got it.
    expect(reminded.length + rejected.length).toBeGreaterThan(0);
    const db = t.database.db;
    const reminders = await db
      .select({ orderId: messages.orderId })
      .from(messages)
      .where(eq(messages.template, 'branch-new-order'));
    const backlogIds = new Set(backlog);
    // The copies were written without the placement's message, so the reminder is their only one.
    const reminderCounts = new Map<number, number>();
    for (const { orderId } of reminders) {
      if (orderId !== null && backlogIds.has(orderId))
        reminderCounts.set(orderId, (reminderCounts.get(orderId) ?? 0) + 1);
    }
    expect(reminderCounts.size).toBe(BACKLOG - 1);
    expect([...reminderCounts.values()].every((count) => count === 1)).toBe(true);
    const rejections = await db
      .select({ entityId: logs.entityId })
      .from(logs)
      .where(eq(logs.action, 'reject'));
    const rejectedIds = rejections
      .map((row) => row.entityId)
      .filter((id) => id !== null && backlogIds.has(id));
    expect(rejectedIds).toHaveLength(BACKLOG);
    expect(new Set(rejectedIds).size).toBe(BACKLOG);
    expect(Math.max(whileReminding.healthz, whileReminding.order)).toBeLessThan(BUDGET_MS);
    expect(Math.max(whileRejecting.healthz, whileRejecting.order)).toBeLessThan(BUDGET_MS);
  }, 600_000);
});
