import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { viennaDayRange } from '../../src/domain/time-tracking/date-range.js';
import type { Db } from '../../src/server/db/client.js';
import { insertJsonRows, insertsAsOneStatement } from '../../src/server/db/json-rows.js';
import { orderItems, orders } from '../../src/server/db/schema/index.js';
import * as q from '../../src/server/statistics/figures/queries.js';
import { signInAdmin, signInCounterStaff } from './desk-staff.js';
import { item, loadDemo, postOrder, takeawayOrder, type Demo } from './order-fixtures.js';
import type { StaffSession } from './staff-session.js';
import { createTestApp, testDatabases, type TestApp } from './test-app.js';

/*
 * The order statistics read rollups kept by triggers (migration 0009). Here they are held against the
 * aggregate they replace — the orders and lines counted directly — after random orders were written,
 * changed and deleted in every way the app does (and some it does not yet), around Vienna midnight and on
 * both DST days of 2026.
 */

const period = (from: string, to: string, branchIds?: readonly number[]): q.Period => {
  const { start, end } = viennaDayRange(from, to);
  if (!start || !end) throw new Error('a period has both ends');
  return { start, end, from, to, branchIds };
};

const placedIn = (p: q.Period) =>
  sql`o.placed_at >= ${p.start.toISOString()}::timestamptz and o.placed_at < ${p.end.toISOString()}::timestamptz
    and ${
      p.branchIds === undefined
        ? sql`true`
        : sql`o.branch_id in (${sql.join(
            p.branchIds.map((id) => sql`${id}::int`),
            sql`, `,
          )})`
    }`;
const isRevenue = sql`not (o.is_canceled or o.is_rejected or o.is_failed)`;
const viennaDate = sql`to_char(o.placed_at at time zone 'Europe/Vienna', 'YYYY-MM-DD')`;
const rows = async (db: Db, query: SQL) => {
  const result = (await db.execute(query)) as { rows: Record<string, unknown>[] };
  return result.rows;
};
type Of<A> = A extends fc.Arbitrary<infer T> ? T : never;

/** The statistics as they were computed before the rollups: straight from orders and order_items. */
const direct = {
  ordersByDay: (db: Db, p: q.Period) =>
    rows(
      db,
      sql`select ${viennaDate} as date, count(*)::int as orders,
            count(*) filter (where not (${isRevenue}))::int as canceled,
            coalesce(sum(o.total_gross) filter (where ${isRevenue}), 0)::int as gross,
            coalesce(sum(o.total_net) filter (where ${isRevenue}), 0)::int as net
          from orders o where ${placedIn(p)} group by 1 order by 1`,
    ),
  revenueByPaymentMethod: (db: Db, p: q.Period) =>
    rows(
      db,
      sql`select o.payment_method as method, count(*)::int as orders, sum(o.total_gross)::int as gross,
            sum(o.total_net)::int as net
          from orders o where ${placedIn(p)} and ${isRevenue} group by 1 order by 3 desc, 1`,
    ),
  revenueByTaxRate: (db: Db, p: q.Period) =>
    rows(
      db,
      sql`select (t->>'rate')::numeric::text as rate, sum((t->>'gross')::int)::int as gross,
            sum((t->>'net')::int)::int as net, sum((t->>'tax')::int)::int as tax
          from orders o cross join lateral jsonb_array_elements(o.taxes) t
          where ${placedIn(p)} and ${isRevenue} group by 1 order by 1`,
    ),
  itemsByDay: (db: Db, p: q.Period) =>
    rows(
      db,
      sql`select ${viennaDate} as date, count(*)::int as lines, sum(i.total)::int as gross
          from orders o join order_items i on i.order_id = o.id
          where ${placedIn(p)} and ${isRevenue} group by 1 order by 1`,
    ),
  popularItems: (db: Db, p: q.Period) =>
    rows(
      db,
      sql`select i.product_id as product, max(i.product->>'name') as name, i.unit,
            sum(i.amount)::text as amount, count(*)::int as lines, sum(i.total)::int as gross
          from orders o join order_items i on i.order_id = o.id
          where ${placedIn(p)} and ${isRevenue}
          group by i.product_id, i.unit order by lines desc, gross desc, product, unit limit 50`,
    ),
  orderTimes: (db: Db, p: q.Period) =>
    rows(
      db,
      sql`select extract(isodow from o.placed_at at time zone 'Europe/Vienna')::int as weekday,
            extract(hour from o.placed_at at time zone 'Europe/Vienna')::int as hour, count(*)::int as value
          from orders o where ${placedIn(p)} group by 1, 2 order by 1, 2`,
    ),
};
const figureNames = Object.keys(direct) as (keyof typeof direct)[];

/** Every figure of every period, from the rollups and directly; they must be the same. */
async function compare(db: Db, periods: q.Period[], label = '') {
  for (const p of periods)
    for (const name of figureNames) {
      const expected = await direct[name](db, p);
      const actual = await q[name](db, p);
      expect(actual, `${label}${name} ${p.from}..${p.to} ${p.branchIds?.join(',') ?? 'all'}`).toEqual(
        expected,
      );
    }
}

const rollupTables = [
  'order_daily',
  'order_tax_daily',
  'order_hourly',
  'order_item_daily',
  'order_item_daily_names',
];
const rollupContents = async (db: Db) =>
  Promise.all(
    rollupTables.map((table) => rows(db, sql`select * from ${sql.identifier(table)} r order by r::text`)),
  );

// Instants that matter: Vienna midnight in winter (23:00 UTC) and summer (22:00 UTC), both DST days
// (29 March: 02:00 skipped; 25 October: 02:00-03:00 twice), and a year's first and last minutes.
const edges = [
  '2026-01-01T00:00:00+01:00',
  '2026-02-14T00:00:00+01:00',
  '2026-03-28T23:00:00Z',
  '2026-03-29T00:30:00Z',
  '2026-03-29T01:00:00Z',
  '2026-03-29T22:00:00Z',
  '2026-06-30T22:00:00Z',
  '2026-10-24T22:00:00Z',
  '2026-10-25T00:00:00Z',
  '2026-10-25T01:00:00Z',
  '2026-10-25T02:00:00Z',
  '2026-10-25T23:00:00Z',
  '2026-12-31T23:00:00Z',
].map((instant) => new Date(instant).getTime());
const instantArb = fc.oneof(
  fc
    .tuple(fc.constantFrom(...edges), fc.integer({ min: -90 * 60_000, max: 90 * 60_000 }))
    .map(([at, by]) => at + by),
  fc.integer({ min: Date.UTC(2025, 11, 31), max: Date.UTC(2027, 0, 2) }),
);
const taxLineArb = fc
  .record({ rate: fc.constantFrom(10, 20, 13, 10.5), gross: fc.integer({ min: 0, max: 5000 }) })
  .map(({ rate, gross }) => {
    const net = Math.round(gross / (1 + rate / 100));
    return { rate, gross, net, tax: gross - net };
  });
const lineArb = fc.record({
  product: fc.integer({ min: 0, max: 5 }),
  name: fc.constantFrom('Kaisersemmel', 'Semmel', 'Kipferl'),
  amount: fc.constantFrom(1, 2, 3, 0.25, 1.5, 0.125),
  unit: fc.constantFrom('piece', 'kg'),
  total: fc.integer({ min: 0, max: 3000 }),
  taxRate: fc.constantFrom(10, 20),
});
const orderArb = fc.record({
  branch: fc.integer({ min: 0, max: 2 }),
  placedAt: fc.option(instantArb, { freq: 6 }),
  paymentMethod: fc.constantFrom('cash', 'mollie', 'atm-card'),
  ended: fc.constantFrom('none', 'none', 'none', 'canceled', 'rejected', 'failed'),
  totalGross: fc.integer({ min: 0, max: 20_000 }),
  taxes: fc.array(taxLineArb, { maxLength: 3 }),
  lines: fc.array(lineArb, { maxLength: 4 }),
});
type RandomOrder = Of<typeof orderArb>;
const changeArb = fc.oneof(
  fc.record({ kind: fc.constant('cancel' as const) }),
  fc.record({ kind: fc.constant('revive' as const) }),
  fc.record({ kind: fc.constant('place' as const), at: instantArb }),
  fc.record({
    kind: fc.constant('move' as const),
    by: fc.integer({ min: -6 * 3_600_000, max: 6 * 3_600_000 }),
  }),
  fc.record({ kind: fc.constant('method' as const), to: fc.constantFrom('cash', 'datatrans') }),
  fc.record({ kind: fc.constant('branch' as const), to: fc.integer({ min: 0, max: 2 }) }),
  fc.record({
    kind: fc.constant('totals' as const),
    gross: fc.integer({ min: 0, max: 9000 }),
    taxes: fc.array(taxLineArb, { maxLength: 2 }),
  }),
  fc.record({
    kind: fc.constant('replace-lines' as const),
    lines: fc.array(lineArb, { minLength: 1, maxLength: 3 }),
  }),
  fc.record({
    kind: fc.constant('edit-line' as const),
    name: fc.constantFrom('Kaisersemmel', 'Semmel', 'Zwetschkenfleck'),
    total: fc.integer({ min: 0, max: 999 }),
  }),
  fc.record({ kind: fc.constant('delete-line' as const) }),
  fc.record({ kind: fc.constant('delete' as const) }),
  fc.record({ kind: fc.constant('touch' as const) }),
);

describe.each(testDatabases)('order rollups on $name', (target) => {
  let t: TestApp;
  let db: Db;
  let demo: Demo;
  let branchIds: number[];
  let productIds: number[];

  beforeAll(async () => {
    t = await createTestApp(target);
    db = t.database.db;
    demo = await loadDemo(t.app);
    branchIds = [...demo.branches.values()].map((branch) => branch.id).sort((a, b) => a - b);
    productIds = [...demo.products.values()].map((product) => product.id).slice(0, 6);
  }, 180_000);
  afterAll(async () => t?.close());

  let serial = 0;
  const orderRow = (order: RandomOrder) => {
    serial += 1;
    const placedAt = order.placedAt === null ? null : new Date(order.placedAt);
    return {
      branchId: branchIds[order.branch] ?? 1,
      uid: `rollup-${serial}`,
      hash: 'x',
      ticketDate: '2026-01-01',
      method: 'takeaway' as const,
      paymentMethod: order.paymentMethod as 'cash',
      isCanceled: order.ended === 'canceled',
      isRejected: order.ended === 'rejected',
      isFailed: order.ended === 'failed',
      itemsGross: order.totalGross,
      totalGross: order.totalGross,
      totalNet: Math.round(order.totalGross / 1.1),
      totalTax: order.totalGross - Math.round(order.totalGross / 1.1),
      taxes: order.taxes,
      placedAt,
    };
  };
  const lineRows = (orderId: number, lines: RandomOrder['lines'], from = 0) =>
    lines.map((line, index) => ({
      orderId,
      position: from + index,
      productId: productIds[line.product] ?? 1,
      product: { name: line.name } as never,
      amount: line.amount,
      unit: line.unit as 'piece',
      unitPrice: line.total,
      total: line.total,
      taxRate: line.taxRate,
    }));

  /** Orders one by one (the hot path's shape: order and lines in one statement), or many at once. */
  async function insertOrders(batch: RandomOrder[], together: boolean) {
    if (together) {
      const stored = await db.insert(orders).values(batch.map(orderRow)).returning({ id: orders.id });
      const lines = batch.flatMap((order, index) => lineRows(stored[index]!.id, order.lines));
      if (lines.length > 0) await db.insert(orderItems).values(lines);
      return stored.map((row) => row.id);
    }
    const ids: number[] = [];
    for (const order of batch) {
      const [next] = await rows(db, sql`select nextval(pg_get_serial_sequence('orders', 'id'))::int as id`);
      const id = Number(next?.id);
      const lines = lineRows(id, order.lines);
      await db.execute(
        insertsAsOneStatement([
          insertJsonRows(orders, [{ ...orderRow(order), id }], { overridingSystemValue: true }),
          ...(lines.length > 0 ? [insertJsonRows(orderItems, lines)] : []),
        ]),
      );
      ids.push(id);
    }
    return ids;
  }

  async function applyChange(id: number, change: Of<typeof changeArb>) {
    const [order] = await db.select().from(orders).where(eq(orders.id, id));
    if (order === undefined) return;
    switch (change.kind) {
      case 'cancel':
        return db.update(orders).set({ isCanceled: true }).where(eq(orders.id, id));
      case 'revive':
        return db
          .update(orders)
          .set({ isCanceled: false, isRejected: false, isFailed: false })
          .where(eq(orders.id, id));
      case 'place':
        return db
          .update(orders)
          .set({ placedAt: new Date(change.at) })
          .where(eq(orders.id, id));
      case 'move':
        if (order.placedAt === null) return;
        return db
          .update(orders)
          .set({ placedAt: new Date(order.placedAt.getTime() + change.by) })
          .where(eq(orders.id, id));
      case 'method':
        return db
          .update(orders)
          .set({ paymentMethod: change.to as 'cash' })
          .where(eq(orders.id, id));
      case 'branch':
        return db.update(orders).set({ branchId: branchIds[change.to] }).where(eq(orders.id, id));
      case 'totals':
        return db
          .update(orders)
          .set({ totalGross: change.gross, totalNet: change.gross - 1, taxes: change.taxes })
          .where(eq(orders.id, id));
      case 'replace-lines':
        // As a staff item edit does: the lines replaced, then the order's totals written.
        await db.delete(orderItems).where(eq(orderItems.orderId, id));
        await db.insert(orderItems).values(lineRows(id, change.lines));
        return db
          .update(orders)
          .set({ itemsGross: order.itemsGross + 1 })
          .where(eq(orders.id, id));
      case 'edit-line':
        return db
          .update(orderItems)
          .set({ product: { name: change.name } as never, total: change.total })
          .where(sql`${orderItems.id} = (select min(id) from order_items where order_id = ${id})`);
      case 'delete-line':
        return db
          .delete(orderItems)
          .where(sql`${orderItems.id} = (select max(id) from order_items where order_id = ${id})`);
      case 'delete':
        return db.delete(orders).where(eq(orders.id, id));
      case 'touch':
        return db.update(orders).set({ isConfirmed: true, comment: 'gesehen' }).where(eq(orders.id, id));
    }
  }

  const periods = () => {
    const all = [undefined, [branchIds[0]!], [branchIds[1]!, branchIds[2]!]];
    const spans: [string, string][] = [
      ['2026-01-01', '2026-12-31'],
      ['2025-12-31', '2027-01-01'],
      ['2026-03-29', '2026-03-29'],
      ['2026-03-28', '2026-03-30'],
      ['2026-10-25', '2026-10-25'],
      ['2026-10-24', '2026-10-26'],
      ['2026-07-01', '2026-07-01'],
      ['2026-12-31', '2026-12-31'],
    ];
    return spans.flatMap(([from, to]) => all.map((ids) => period(from, to, ids)));
  };

  it('answer exactly as the direct aggregate after random orders were placed, changed and deleted', async () => {
    const seed = Number(process.env.ROLLUP_SEED ?? Date.now() % 1_000_000);
    const [first, second, changes] = fc.sample(
      fc.tuple(
        fc.array(orderArb, { minLength: 120, maxLength: 120 }),
        fc.array(orderArb, { minLength: 60, maxLength: 60 }),
        fc.array(fc.tuple(fc.nat(), changeArb), { minLength: 150, maxLength: 150 }),
      ),
      { seed, numRuns: 1 },
    )[0]!;
    const ids = [...(await insertOrders(first, true)), ...(await insertOrders(second, false))];
    await compare(db, periods(), `seed ${seed}: `);

    for (const [pick, change] of changes) await applyChange(ids[pick % ids.length]!, change);
    // A change of several orders in one statement, as a bulk status update would make.
    await db
      .update(orders)
      .set({ isRejected: true })
      .where(inArray(orders.id, ids.slice(0, 15)));
    await compare(db, periods(), `seed ${seed}: `);

    const kept = await rollupContents(db);
    await db.execute(sql`select order_rollup_rebuild()`);
    expect(await rollupContents(db), `seed ${seed}`).toEqual(kept);
    expect(kept[0]!.length, 'the random orders fill the rollups').toBeGreaterThan(20);

    await db.delete(orders).where(sql`${orders.uid} like 'rollup-%'`);
    expect((await rollupContents(db)).flat(), 'nothing is left when the orders are gone').toEqual([]);
  }, 300_000);

  describe('through the app', () => {
    let admin: StaffSession;
    let staff: StaffSession;
    beforeAll(async () => {
      admin = await signInAdmin(t);
      staff = await signInCounterStaff(t, demo, 'dornbirn');
    }, 60_000);

    it('follow placing, item edits, rejection and deletion by staff', async () => {
      const place = async () => {
        const response = await postOrder(t.app, takeawayOrder(demo));
        expect(response.statusCode, response.body).toBe(201);
        return response.json().data.id as number;
      };
      const [kept, edited, rejected, deleted] = [await place(), await place(), await place(), await place()];
      const day = [period('2026-11-20', '2026-11-20'), period('2026-11-01', '2026-11-30', [branchIds[0]!])];
      await compare(db, day);
      expect((await q.ordersByDay(db, day[0]!))[0]).toMatchObject({ orders: 4, canceled: 0 });

      const added = await staff.request({
        method: 'POST',
        url: `/api/orders/${edited}/items`,
        payload: item(demo, 'nusskipferl', { amount: 2 }),
      });
      expect(added.statusCode, added.body).toBe(200);
      const changed = await staff.request({
        method: 'PUT',
        url: `/api/orders/${edited}/items/0`,
        payload: item(demo, 'kaisersemmel', { amount: 5 }),
      });
      expect(changed.statusCode, changed.body).toBe(200);
      const removed = await staff.request({ method: 'DELETE', url: `/api/orders/${edited}/items/1` });
      expect(removed.statusCode, removed.body).toBe(200);
      const reject = await staff.request({
        method: 'POST',
        url: `/api/orders/${rejected}/status/reject`,
        payload: { message: 'Ausverkauft' },
      });
      expect(reject.statusCode, reject.body).toBe(200);
      const confirm = await staff.request({ method: 'POST', url: `/api/orders/${kept}/status/confirm` });
      expect(confirm.statusCode, confirm.body).toBe(200);
      const gone = await admin.request({ method: 'DELETE', url: `/api/orders/${deleted}` });
      expect(gone.statusCode, gone.body).toBe(204);

      await compare(db, day);
      expect((await q.ordersByDay(db, day[0]!))[0]).toMatchObject({ orders: 3, canceled: 1 });
      const lines = await q.popularItems(db, day[0]!);
      expect(
        lines.find((line) => line.name === 'Nusskipferl'),
        'the added line counts',
      ).toBeDefined();
    });
  });
});
