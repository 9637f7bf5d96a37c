// `npx tsx bench/statistics.ts <database-url>` (PostgreSQL scratch database) or without an argument
// (PGlite in memory, a tenth of the data): generates a year of analytics entries (1,000,000 / 100,000)
// and orders (100,000 / 10,000, three lines each), then calls every statistics endpoint for the whole
// year BENCH_ROUNDS times (default 20) through the app and prints p50/p95 per endpoint.
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/server/app.js';
import { openDatabase } from '../src/server/db/client.js';
import { seedDemoData } from '../src/server/db/demo-data/index.js';
import { runMigrations } from '../src/server/db/migrate.js';
import { rebuildAnalyticsRollups } from '../src/server/statistics/figures/rollup-rebuild.js';
import { localFileStorage } from '../src/server/storage/file-storage.js';
import { userInputSchema } from '../src/domain/schemas/entities/user.js';
import { userService } from '../src/server/organisation/users/service.js';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const url = process.argv[2];
const scale = url ? 1 : 0.1;
const events = 1_000_000 * scale;
const orders = 100_000 * scale;
const rounds = Number(process.env.BENCH_ROUNDS ?? 20);
const now = new Date('2026-12-31T12:00:00Z');

// Generating a year takes minutes on the server, far beyond the app's statement timeout.
const database = await openDatabase(
  url ? { databaseUrl: url, timeouts: { statementMs: 900_000 } } : { dataDir: 'memory://' },
);
const files = mkdtempSync(join(tmpdir(), 'tischlein-bench-'));
try {
  await runMigrations(database);
  const storage = localFileStorage(files);
  await seedDemoData(database.db, storage, now);
  const db = database.db;
  let started = Date.now();
  await db.execute(sql`
    insert into analytics_events (type, action, path, visitor_hash, created_at)
    select case when g % 5 = 0 then 'event' else 'pageview' end,
      case when g % 5 = 0 then 'add_to_cart' else '/page-' || (g % 40) end,
      case when g % 5 = 0 then null else '/page-' || (g % 40) end,
      md5((g % ${Math.round(events / 4)})::text),
      timestamptz '2026-01-01 00:00:00+01' + (g::float / ${events}) * interval '365 days'
    from generate_series(1, ${events}) g`);
  await rebuildAnalyticsRollups(db);
  console.log(`${events} analytics entries and rollups in ${Date.now() - started} ms`);
  started = Date.now();
  await db.execute(sql`
    insert into orders (branch_id, uid, hash, ticket_date, method, payment_method, items_gross, total_gross,
      total_net, total_tax, taxes, placed_at, is_canceled, created_at, acknowledged_at, is_confirmed, confirmed_at,
      is_completed, completed_at)
    select b.id, 'bench-' || g, md5(g::text), (t at time zone 'Europe/Vienna')::date, 'takeaway',
      case when g % 3 = 0 then 'mollie' else 'cash' end, 1500, 1500, 1364, 136,
      '[{"rate": 10, "gross": 1500, "net": 1364, "tax": 136}]'::jsonb, t, g % 50 = 0, t, t, true, t, true, t
    from generate_series(1, ${orders}) g
    cross join lateral (select timestamptz '2026-01-01 07:00:00+01'
      + (g::float / ${orders}) * interval '365 days' as t) tt
    join lateral (select id from branches order by id offset (g % 3) limit 1) b on true`);
  await db.execute(sql`
    insert into order_items (order_id, position, product_id, product, amount, unit, unit_price, total, tax_rate)
    select o.id, p.n, pr.id, jsonb_build_object('name', pr.name), 1, 'piece', 500, 500, 10
    from orders o cross join generate_series(0, 2) p(n)
    join lateral (select id, name from products order by id offset ((o.id + p.n) % 20) limit 1) pr on true
    where o.uid like 'bench-%'`);
  await db.execute(sql`analyze`);
  console.log(`${orders} orders with ${orders * 3} lines in ${Date.now() - started} ms`);

  const app = await buildApp({ database, storage, now: () => now });
  await app.ready();
  const input = userInputSchema.parse({
    email: 'bench@cafe.example',
    name: 'Bench',
    roles: ['ROLE_ADMIN'],
    password: 'Marillenknoedel-2026',
  });
  await userService.create(db, input, { user: { id: 0, email: '', name: '', roles: [], branches: [] }, now });
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'bench@cafe.example', password: 'Marillenknoedel-2026' },
  });
  const cookie = String(login.headers['set-cookie']).split(';')[0] ?? '';
  const names = [
    'unique-visitors',
    'page-views',
    'pages',
    'events',
    'orders',
    'revenue',
    'canceled-orders',
    'items',
    'popular-items',
    'visitor-times',
    'order-times',
    'working-activities',
    'working-schedules',
  ];
  const rows: string[] = [];
  for (const name of names) {
    const times: number[] = [];
    for (let round = 0; round < rounds + 2; round += 1) {
      const t0 = performance.now();
      const response = await app.inject({
        method: 'GET',
        url: `/api/statistics/${name}?from=2026-01-01&to=2026-12-31`,
        headers: { cookie },
      });
      if (response.statusCode !== 200) throw new Error(`${name}: ${response.statusCode} ${response.body}`);
      if (round >= 2) times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    const at = (q: number) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)]!.toFixed(0);
    rows.push(`| ${name} | ${at(0.5)} | ${at(0.95)} |`);
  }
  console.log(
    `| endpoint (${url ? 'PostgreSQL' : 'PGlite'}, a year) | p50 (ms) | p95 (ms) |\n|---|---:|---:|`,
  );
  console.log(rows.join('\n'));
  await app.close();
} finally {
  await database.close();
  rmSync(files, { recursive: true, force: true });
}
