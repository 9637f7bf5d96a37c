import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/server/db/client.js';
import { loadDemo, postOrder, takeawayOrder, type Demo } from './order-fixtures.js';
import { createTestApp, type TestApp } from './test-app.js';

type Reads = { relname: string; seq_scan: number; tuples: number };

/** Sequential scans of orders and lines so far, and rows read from them, as PGlite's own statistics count them. */
async function reads(db: Db): Promise<Record<string, Reads>> {
  // Counts wait in the session until a flush; the next statement's end writes them, the read after sees them.
  await db.execute(sql`select pg_stat_force_next_flush()`);
  await db.execute(sql`select pg_stat_clear_snapshot()`);
  const result = (await db.execute(
    sql`select relname, seq_scan::int, (coalesce(seq_tup_read, 0) + coalesce(idx_tup_fetch, 0))::int as tuples
      from pg_stat_user_tables where relname in ('orders', 'order_items')`,
  )) as { rows: Reads[] };
  return Object.fromEntries(result.rows.map((row) => [row.relname, row]));
}

/**
 * PGlite serves from the session that ran the migrations and has no autovacuum, so a trigger's plan made
 * while the tables were small is never made again (migration 0012). The PostgreSQL server's autoanalyze
 * invalidates such plans as the tables grow, and its counters are written by other sessions later.
 */
describe('the order rollup triggers on PGlite', () => {
  let t: TestApp;
  let demo: Demo;

  beforeAll(async () => {
    t = await createTestApp({ name: 'pglite' });
    demo = await loadDemo(t.app);
  }, 180_000);
  afterAll(async () => t?.close());

  it('find an order’s row and lines by their indexes, not by reading every order, as the orders grow', async () => {
    // The first order is placed while the tables are small: the triggers' plans are made now.
    expect((await postOrder(t.app, takeawayOrder(demo))).statusCode).toBe(201);
    const db = t.database.db;
    await db.execute(sql`
      insert into orders (branch_id, uid, hash, ticket_date, ticket_number, method, payment_method,
        items_gross, total_gross, total_net, total_tax, taxes, placed_at)
      select o.branch_id, 'grown-' || n, o.hash, date '2026-01-01', 100000 + n, o.method, o.payment_method,
        o.items_gross, o.total_gross, o.total_net, o.total_tax, o.taxes, o.placed_at
      from generate_series(1, 3000) n, (select * from orders order by id desc limit 1) o`);
    await db.execute(sql`
      insert into order_items (order_id, position, product_id, product, amount, unit, parts, unit_price,
        total, tax_rate)
      select o.id, i.position, i.product_id, i.product, i.amount, i.unit, i.parts, i.unit_price, i.total,
        i.tax_rate
      from orders o, (select * from order_items order by id desc limit 1) i where o.uid like 'grown-%'`);

    const before = await reads(db);
    const placed = await postOrder(t.app, takeawayOrder(demo));
    expect(placed.statusCode).toBe(201);
    await db.execute(sql`update orders set is_rejected = true where id = ${placed.json().data.id as number}`);
    const after = await reads(db);
    for (const table of ['orders', 'order_items'])
      expect(after[table]?.seq_scan, `${table}: sequential scans`).toBe(before[table]?.seq_scan);
    // The 3,000 orders share the rejected order's day, branch and product: a rejection that read the
    // product's name again from the day's lines read all of them (issue 39's escalation backlog).
    for (const table of ['orders', 'order_items'])
      expect(
        (after[table]?.tuples ?? 0) - (before[table]?.tuples ?? 0),
        `${table}: rows read by placing and rejecting one order`,
      ).toBeLessThan(100);
  });
});
