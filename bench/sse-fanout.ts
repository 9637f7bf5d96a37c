// `npx tsx bench/sse-fanout.ts`: SSE fan-out. BENCH_BOARDS (default 200) boards of one branch listen on
// the front-desk event stream; BENCH_ORDERS (default 20) orders are placed one after another, and for
// each we take the time from sending POST /api/orders to the moment each board received its event.
// Everything runs on 127.0.0.1 in one process with in-memory PGlite (or DATABASE_URL), bounded by counts.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/server/app.js';
import { openDatabase } from '../src/server/db/client.js';
import { seedDemoData } from '../src/server/db/demo-data/index.js';
import { runMigrations } from '../src/server/db/migrate.js';
import { rotateApiKey } from '../src/server/organisation/branches/api-keys.js';
import { localFileStorage } from '../src/server/storage/file-storage.js';
import { readEventStream } from './read-event-stream.js';

const boards = Number(process.env.BENCH_BOARDS ?? 200);
const orderCount = Number(process.env.BENCH_ORDERS ?? 20);

const database = await openDatabase(
  process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : { dataDir: 'memory://' },
);
await runMigrations(database);
// The demo's pictures and the app's files in one folder of this run, removed however the run ends.
const filesRoot = mkdtempSync(join(tmpdir(), 'tischlein-sse-'));
process.once('exit', () => rmSync(filesRoot, { recursive: true, force: true }));
const storage = localFileStorage(filesRoot);
await seedDemoData(database.db, storage, new Date());
const app = await buildApp({
  database,
  storage,
  now: () => new Date(),
  // One guest places all the bench's orders.
  orderLimits: false,
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

const init = (await (await fetch(`${base}/api/init`)).json()) as { data: { url: string; data: unknown }[] };
const entry = (url: string) =>
  init.data.find((candidate) => candidate.url === url)?.data as {
    id: number;
    identifier?: string;
    uid?: string;
    unit?: string;
  }[];
const branch = entry('/api/branches').find((candidate) => candidate.identifier === 'dornbirn');
const product = entry('/api/products').find((candidate) => candidate.uid === 'kaisersemmel');
if (!branch || !product) throw new Error('demo data without Dornbirn or Kaisersemmel');
const key = await rotateApiKey(database.db, branch.id, 'frontdesk', { userId: null, now: new Date() });

const arrivals = new Map<number, number[]>();
const listening = new AbortController();
let ready = 0;
function board() {
  return readEventStream(
    `${base}/api/orders/frontdesk/${branch!.id}/${key}/events`,
    listening.signal,
    (event, data) => {
      if (event === 'ready') ready += 1;
      if (event !== 'order') return;
      const order = JSON.parse(data) as { orderId: number; type: string };
      if (order.type === 'placed')
        arrivals.set(order.orderId, [...(arrivals.get(order.orderId) ?? []), performance.now()]);
    },
  );
}
for (let index = 0; index < boards; index += 1) void board();
while (ready < boards) await new Promise((resolve) => setTimeout(resolve, 20));

const lastBoard: number[] = [];
const everyDelivery: number[] = [];
for (let index = 0; index < orderCount; index += 1) {
  const started = performance.now();
  const response = await fetch(`${base}/api/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
    body: JSON.stringify({
      branch: branch.id,
      isDelivery: false,
      isDineIn: false,
      items: [{ productId: product.id, amount: 2, unit: product.unit, parts: {} }],
      firstName: 'Bench',
      lastName: 'Gast',
      email: 'bench@example.at',
      phone: '+436641234567',
      paymentMethod: 'cash',
      legalInstructions: true,
      privacyPolicy: true,
    }),
  });
  if (response.status !== 201) throw new Error(`order refused: ${await response.text()}`);
  const { id } = ((await response.json()) as { data: { id: number } }).data;
  const deadline = performance.now() + 10_000;
  while ((arrivals.get(id)?.length ?? 0) < boards && performance.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 2));
  const times = (arrivals.get(id) ?? []).map((at) => at - started);
  if (times.length < boards)
    throw new Error(`order ${id}: only ${times.length} of ${boards} boards heard it`);
  lastBoard.push(Math.max(...times));
  everyDelivery.push(...times);
}

const p = (values: number[], q: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil(q * values.length) - 1)] ?? 0;
console.log(`\n${boards} boards, ${orderCount} orders, ${database.kind}, 127.0.0.1\n`);
console.log('| measure | median (ms) | p99 (ms) | max (ms) |');
console.log('|---|---:|---:|---:|');
console.log(
  `| POST sent → last board received | ${p(lastBoard, 0.5).toFixed(0)} | ${p(lastBoard, 0.99).toFixed(0)} | ${Math.max(...lastBoard).toFixed(0)} |`,
);
console.log(
  `| POST sent → each board received | ${p(everyDelivery, 0.5).toFixed(0)} | ${p(everyDelivery, 0.99).toFixed(0)} | ${Math.max(...everyDelivery).toFixed(0)} |`,
);
listening.abort();
await app.close();
await database.close();
process.exit(0);
