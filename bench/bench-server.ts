// The app as the benchmarks measure it: in-memory PGlite with the demo data or a large generated
// catalogue (BENCH_BRANCHES, BENCH_PRODUCTS), the built web app, and one trivial route as the yardstick. Prints READY <port> when listening.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/server/app.js';
import { openDatabase } from '../src/server/db/client.js';
import { seedDemoData } from '../src/server/db/demo-data/index.js';
import { seedLargeCatalogue } from '../src/server/db/demo-data/large-catalogue.js';
import { runMigrations } from '../src/server/db/migrate.js';
import { createAuthService } from '../src/server/organisation/index.js';
import { localFileStorage } from '../src/server/storage/file-storage.js';

const dataset = process.env.BENCH_DATASET === 'large' ? 'large' : 'demo';
// BENCH_NOW pins the clock's start (it then runs on), so order benches meet an open branch at any hour.
const startedAt = Date.now();
const clockStart = process.env.BENCH_NOW ? Date.parse(process.env.BENCH_NOW) : startedAt;
// A bench that forked this server may move its clock on (advanceClock in start-bench-server.ts), so that
// orders fall due without waiting real minutes (escalation-backlog.ts).
let advancedMs = 0;
const now = () => new Date(clockStart + Date.now() - startedAt + advancedMs);
process.on('message', (message: { advanceClockMs?: unknown } | null) => {
  if (typeof message !== 'object' || typeof message?.advanceClockMs !== 'number') return;
  advancedMs += message.advanceClockMs;
  process.send?.({ clockAdvancedMs: advancedMs });
});
const database = await openDatabase(
  process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : { dataDir: 'memory://' },
);
await runMigrations(database);
const filesRoot = mkdtempSync(join(tmpdir(), 'tischlein-bench-'));
const storage = localFileStorage(filesRoot);
if (dataset === 'large') {
  await seedLargeCatalogue(database.db, storage, {
    branches: Number(process.env.BENCH_BRANCHES ?? 20),
    products: Number(process.env.BENCH_PRODUCTS ?? 2000),
  });
} else await seedDemoData(database.db, storage, now());
// Benches that act as staff sign in as the first administrator with this password.
if (process.env.INITIAL_ADMIN_PASSWORD) {
  await createAuthService(database.db).ensureFirstAdmin(now(), process.env.INITIAL_ADMIN_PASSWORD);
}

// BENCH_PORT fixes the port, so canonical addresses of rendered pages point at this server (Lighthouse).
const port = Number(process.env.BENCH_PORT ?? 0);
// METRICS_TOKEN turns the metrics request hook on, to measure what it costs the hot endpoints. The
// order limits are off: the bench plays thousands of guests from one loopback client with one e-mail.
const app = await buildApp({
  database,
  storage,
  now,
  webRoot: 'dist/web',
  publicBaseUrl: port === 0 ? undefined : `http://127.0.0.1:${port}`,
  metricsToken: process.env.METRICS_TOKEN,
  // BENCH_ORDER_LIMITS=counted counts every order against limits too high to refuse any: the cost of
  // counting (in PostgreSQL on a server, ADR 036) without its refusals.
  orderLimits:
    process.env.BENCH_ORDER_LIMITS === 'counted'
      ? { perAddress: 1_000_000_000, perContact: 1_000_000_000, windowMs: 10 * 60_000 }
      : false,
  // Errors only, and only when the bench keeps them (BENCH_SERVER_LOG, start-bench-server.ts).
  logger: process.env.BENCH_SERVER_LOG ? { level: 'warn' } : false,
  statusStreamLimit: process.env.STATUS_STREAM_LIMIT ? Number(process.env.STATUS_STREAM_LIMIT) : undefined,
});
app.get('/bench/trivial', async () => ({ data: 'ok' }));
await app.listen({ port, host: '127.0.0.1' });
const address = app.server.address();
console.log(`READY ${typeof address === 'object' && address ? address.port : ''}`);
// Stopped by whoever started it: its uploaded and rendered pictures go with it.
process.once('SIGTERM', () => {
  void app.close().finally(() => {
    rmSync(filesRoot, { recursive: true, force: true });
    process.exit(0);
  });
});
