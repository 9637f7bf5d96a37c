import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branches, orderItems, orders } from '../../src/server/db/schema/index.js';
import { isOrderEvent, ORDERS_CHANNEL } from '../../src/server/ordering/orders/order-events.js';
import { loadDemo, postOrder, takeawayOrder, type Demo } from './order-fixtures.js';
import { createTestApp, testDatabases, type TestApp } from './test-app.js';

type Link = { id: number; uid: string; hash: string };

/** The status poll with its cache on, as in production: answers follow the orders table's announcements. */
describe.each(testDatabases)('the cached status poll on $name', (target) => {
  let t: TestApp;
  let demo: Demo;
  let stopListening: (() => void) | undefined;
  const announced = new Set<number>();
  beforeAll(async () => {
    t = await createTestApp(target, { deps: { publicOrderCacheMs: 60_000, publicOrderRefreshMs: 300 } });
    demo = await loadDemo(t.app);
    // After the app's own listeners (the status cache's among them): an event heard here was handled there.
    stopListening = await t.app.events.subscribe(ORDERS_CHANNEL, (event) => {
      if (isOrderEvent(event)) announced.add(event.orderId);
    });
  });
  afterAll(async () => {
    stopListening?.();
    await t?.close();
  });

  const poll = async (link: Link) => {
    const response = await t.app.inject({ url: `/api/orders/public/${link.uid}/${link.hash}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    return response.json().data;
  };
  const place = async (): Promise<Link> => (await postOrder(t.app, takeawayOrder(demo))).json().data;

  it('shows a change of the order at the next poll after its announcement', async () => {
    const link = await place();
    expect((await poll(link)).isConfirmed).toBe(false);
    await t.database.db.update(orders).set({ isConfirmed: true }).where(eq(orders.id, link.id));
    await expect.poll(async () => (await poll(link)).isConfirmed, { timeout: 3_000 }).toBe(true);
  });

  it('answers from the cache while the order itself is unchanged', async () => {
    const link = await place();
    // The order's insert is announced as well, and on PostgreSQL that may arrive after a first poll and
    // drop its answer: poll once the app's cache has heard it.
    await expect.poll(() => announced.has(link.id), { timeout: 3_000 }).toBe(true);
    const before = await poll(link);
    // A change of the items alone is not announced (staff edits always update the order row too), so
    // the cached answer still shows the old amounts until the order row changes.
    await t.database.db.update(orderItems).set({ amount: 7 }).where(eq(orderItems.orderId, link.id));
    expect(await poll(link)).toEqual(before);
    await t.database.db.update(orders).set({ comment: 'bitte läuten' }).where(eq(orders.id, link.id));
    await expect
      .poll(async () => (await poll(link)).items.map((item: { amount: number }) => item.amount), {
        timeout: 3_000,
      })
      .toContain(7);
  });

  it("shows a change of the branch's contact soon after the public data announced it", async () => {
    const link = await place();
    await expect.poll(() => announced.has(link.id), { timeout: 3_000 }).toBe(true);
    const before = await poll(link);
    expect(await poll(link)).toEqual(before);
    await t.database.db
      .update(branches)
      .set({ phone: '+43 5572 99 88 77' })
      .where(eq(branches.id, before.branch.id));
    await expect
      .poll(async () => (await poll(link)).branch.phone, { timeout: 3_000 })
      .toBe('+43 5572 99 88 77');
  });

  it('never answers a wrong hash from the cache', async () => {
    const link = await place();
    await poll(link);
    const wrong = await t.app.inject({ url: `/api/orders/public/${link.uid}/${'0'.repeat(32)}` });
    expect(wrong.statusCode).toBe(404);
  });
});
