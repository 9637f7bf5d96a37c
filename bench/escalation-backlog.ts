// `npx tsx bench/escalation-backlog.ts`: a backlog of unanswered orders (BENCH_BACKLOG, default 2,000) falls
// due at once, and the server must keep answering while the escalation job rejects them (issue 39: 900
// such orders once froze the embedded database's server for 36 s, `/healthz` included). On embedded PGlite
// and on a scratch database of the PostgreSQL server (BENCH_DATABASE_URL). The orders are placed at 10:00
// on a Tuesday, then the server's clock moves on by 25 minutes (past orderAutoRejectMinutes, 20 in the demo
// data) and the next run of the job, at most a minute later, finds all of them due. Meanwhile `/healthz`
// every 20 ms and an order placement every 100 ms are timed; the bench fails when one of them took 200 ms
// or more, or when an order of the backlog was not rejected as timed out. Traffic goes to 127.0.0.1 only.
import { randomUUID } from 'node:crypto';
import { demoOrderBody } from './bench-order.js';
import { withScratchDatabase } from './scratch-database.js';
import { startBenchServer } from './start-bench-server.js';

const backlog = Number(process.env.BENCH_BACKLOG ?? 2000);
const boundMs = 200;
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
// A Tuesday, 10:00 in Vienna: Dornbirn is open and takes takeaway orders.
const benchNow = '2026-11-24T09:00:00Z';

type Placed = { uid: string; hash: string };
type PublicOrder = { isRejected: boolean; isTimedOut: boolean };

async function place(base: string, body: string): Promise<Placed> {
  const response = await fetch(`${base}/api/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
    body,
  });
  if (response.status !== 201) throw new Error(`order refused: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: Placed }).data;
}

async function statusOf(base: string, order: Placed): Promise<PublicOrder> {
  const response = await fetch(`${base}/api/orders/public/${order.uid}/${order.hash}`);
  return ((await response.json()) as { data: PublicOrder }).data;
}

/** Runs `work` on `count` items with `parallel` of them at a time. */
async function inParallel<T>(count: number, parallel: number, work: (index: number) => Promise<T>) {
  const results: T[] = new Array<T>(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < count) {
        const index = next++;
        results[index] = await work(index);
      }
    }),
  );
  return results;
}

/** Times `probe` every `everyMs` until stopped: each answer's milliseconds, and the first failure. */
function timer(everyMs: number, probe: () => Promise<void>) {
  const times: number[] = [];
  let failure: unknown;
  let running = true;
  const done = (async () => {
    while (running) {
      const started = performance.now();
      try {
        await probe();
      } catch (error) {
        failure ??= error;
      }
      const took = performance.now() - started;
      times.push(took);
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, everyMs - took)));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await done;
      if (failure) throw failure;
      return times;
    },
  };
}

const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  const p99 = sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? 0;
  return { count: sorted.length, p99, max: sorted.at(-1) ?? 0 };
};

type Row = {
  database: string;
  seconds: number;
  healthz: ReturnType<typeof summary>;
  orders: ReturnType<typeof summary>;
};

async function benchDatabase(database: string, env: Record<string, string>): Promise<Row> {
  const server = await startBenchServer({ BENCH_NOW: benchNow, ...env });
  try {
    const base = `http://127.0.0.1:${server.port}`;
    const body = await demoOrderBody(base);
    const orders = await inParallel(backlog, 8, () => place(base, body));
    console.log(`${database}: ${backlog} orders placed, the clock moves on by 25 minutes`);
    await server.advanceClock(25 * 60_000);

    const started = performance.now();
    const healthz = timer(20, async () => {
      const response = await fetch(`${base}/healthz`);
      if (!response.ok) throw new Error(`/healthz answered ${response.status}`);
      await response.arrayBuffer();
    });
    const placements = timer(100, async () => {
      await place(base, body);
    });
    // The job runs once a minute; the backlog is done when its newest order is rejected. Every hundredth
    // order is looked at meanwhile, to show how far the job is.
    const deadline = Date.now() + 15 * 60_000;
    const sample = orders.filter((_, index) => index % 100 === 99);
    for (;;) {
      const rejected = (await Promise.all(sample.map((order) => statusOf(base, order)))).filter(
        (status) => status.isRejected,
      ).length;
      console.log(
        `${database}: ${((performance.now() - started) / 1000).toFixed(0)} s, ${rejected * 100} of ${backlog} rejected`,
      );
      if (rejected === sample.length) break;
      if (Date.now() > deadline)
        throw new Error(`${database}: the backlog was not rejected within 15 minutes`);
      await new Promise((resolve) => setTimeout(resolve, 10_000));
    }
    const seconds = (performance.now() - started) / 1000;
    const row = {
      database,
      seconds,
      healthz: summary(await healthz.stop()),
      orders: summary(await placements.stop()),
    };

    const statuses = await inParallel(orders.length, 8, (index) => statusOf(base, orders[index]!));
    const notTimedOut = statuses.filter((status) => !(status.isRejected && status.isTimedOut)).length;
    if (notTimedOut > 0)
      throw new Error(`${database}: ${notTimedOut} orders of the backlog not rejected as timed out`);
    return row;
  } finally {
    await server.stopped();
  }
}

const rows = [
  await benchDatabase('PGlite', {}),
  await withScratchDatabase(serverUrl, (url) => benchDatabase('PostgreSQL', { DATABASE_URL: url })),
];
console.log(`\n${backlog} unanswered orders due at once, 127.0.0.1, clock at ${benchNow} + 25 min\n`);
console.log(
  '| database | until all rejected (s) | /healthz answers | p99 / max (ms) | orders placed | p99 / max (ms) |',
);
console.log('|---|---:|---:|---:|---:|---:|');
const ms = (value: number) => value.toFixed(0);
for (const row of rows) {
  console.log(
    `| ${row.database} | ${row.seconds.toFixed(0)} | ${row.healthz.count} | ${ms(row.healthz.p99)} / ${ms(row.healthz.max)} | ${row.orders.count} | ${ms(row.orders.p99)} / ${ms(row.orders.max)} |`,
  );
}
const slow = rows.filter((row) => row.healthz.max >= boundMs || row.orders.max >= boundMs);
if (slow.length > 0) {
  console.error(
    `\nAn answer took ${boundMs} ms or more while the backlog was worked off: ${slow.map((row) => row.database).join(', ')}`,
  );
  process.exit(1);
}
