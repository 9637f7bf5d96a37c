// `npx tsx bench/orders.ts`: order creation (`POST /api/orders`, a fresh Idempotency-Key per request) and the
// public status poll (`GET /api/orders/public/{uid}/{hash}`) beside a trivial route, on embedded PGlite and
// on the PostgreSQL server of BENCH_DATABASE_URL (a scratch database is created there and dropped after);
// orders are measured at saturation and at BENCH_ORDER_RATE (default 300) per second.
// Traffic goes to 127.0.0.1 only; every measurement is bounded by BENCH_SECONDS (default 8). Last, the cost
// of counting the abuse limits in PostgreSQL (ratio: with / without); BENCH_LIMIT_COST_ONLY=1 runs only that.
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { demoOrderBody as orderBody } from './bench-order.js';
import { orderLoad } from './order-load.js';
import { withScratchDatabase } from './scratch-database.js';
import { startBenchServer } from './start-bench-server.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const targetRate = Number(process.env.BENCH_ORDER_RATE ?? 300);
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
// A Tuesday, 10:00 in Vienna: Dornbirn is open and takes takeaway orders.
const benchNow = process.env.BENCH_NOW ?? '2026-11-24T09:00:00Z';

type Row = { database: string; endpoint: string; rps: number; p99: number; ratio?: number };

async function measure(options: autocannon.Options) {
  const result = await autocannon({ connections, duration: seconds, ...options });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(
      `${options.method ?? 'GET'} ${options.url}: ${result.non2xx} non-2xx, ${result.errors} errors`,
    );
  return { rps: result.requests.average, p99: result.latency.p99 };
}

async function benchDatabase(database: string, env: Record<string, string>): Promise<Row[]> {
  const server = await startBenchServer({ BENCH_NOW: benchNow, ...env });
  try {
    const base = `http://127.0.0.1:${server.port}`;
    const body = await orderBody(base);
    const post = (key: string) =>
      fetch(`${base}/api/orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': key },
        body,
      });
    const first = await post(randomUUID());
    if (first.status !== 201) throw new Error(`order refused: ${first.status} ${await first.text()}`);
    const { data: order } = (await first.json()) as { data: { uid: string; hash: string } };

    await measure({ url: `${base}/bench/trivial` }); // warm-up
    const trivial = await measure({ url: `${base}/bench/trivial` });
    const poll = await measure({ url: `${base}/api/orders/public/${order.uid}/${order.hash}` });
    const orders = orderLoad(`${base}/api/orders`, body);
    // Warmed up like the trivial route: the first orders compile the checkout code and open the pool.
    await measure({ ...orders, duration: 3 });
    const create = await measure(orders);
    // The target's own terms: the latency while orders arrive at the target rate, not at saturation.
    const atTarget = await measure({ ...orders, overallRate: targetRate });
    return [
      { database, endpoint: 'trivial route', ...trivial, ratio: 1 },
      { database, endpoint: 'GET /api/orders/public/{uid}/{hash}', ...poll, ratio: poll.rps / trivial.rps },
      { database, endpoint: 'POST /api/orders (takeaway, cash, 2 items)', ...create },
      { database, endpoint: `POST /api/orders at ${targetRate}/s`, ...atTarget },
    ];
  } finally {
    server.stop();
  }
}

/**
 * The abuse limits' cost on the order path (ADR 036): orders at saturation on PostgreSQL without limits and
 * with every order counted, alternated twice in this run so that the machine's other load falls on both.
 */
async function limitCost(url: string): Promise<Row[]> {
  const rps = { off: [] as number[], counted: [] as number[] };
  for (const round of [1, 2]) {
    for (const mode of ['off', 'counted'] as const) {
      const server = await startBenchServer({
        BENCH_NOW: benchNow,
        DATABASE_URL: url,
        BENCH_ORDER_LIMITS: mode,
      });
      try {
        const base = `http://127.0.0.1:${server.port}`;
        const body = await orderBody(base);
        const orders = orderLoad(`${base}/api/orders`, body);
        await measure({ ...orders, duration: 3 });
        rps[mode].push((await measure(orders)).rps);
      } finally {
        server.stop();
      }
    }
    console.log(`limit cost, round ${round}: off ${rps.off.at(-1)}/s, counted ${rps.counted.at(-1)}/s`);
  }
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  return [
    { database: 'PostgreSQL', endpoint: 'POST /api/orders, limits off (2 runs)', rps: mean(rps.off), p99: 0 },
    {
      database: 'PostgreSQL',
      endpoint: 'POST /api/orders, limits counted (2 runs)',
      rps: mean(rps.counted),
      p99: 0,
      ratio: mean(rps.counted) / mean(rps.off),
    },
  ];
}

const rows =
  process.env.BENCH_LIMIT_COST_ONLY === '1'
    ? await withScratchDatabase(serverUrl, limitCost)
    : [
        ...(await benchDatabase('PGlite', {})),
        ...(await withScratchDatabase(serverUrl, (url) =>
          benchDatabase('PostgreSQL', { DATABASE_URL: url }),
        )),
        ...(await withScratchDatabase(serverUrl, limitCost)),
      ];
console.log(`\n${connections} connections, ${seconds} s per endpoint, 127.0.0.1, clock at ${benchNow}\n`);
console.log('| database | endpoint | requests/s | p99 (ms) | of trivial route |');
console.log('|---|---|---:|---:|---:|');
for (const row of rows) {
  const ratio = row.ratio === undefined ? '' : `${(row.ratio * 100).toFixed(0)}%`;
  console.log(`| ${row.database} | ${row.endpoint} | ${Math.round(row.rps)} | ${row.p99} | ${ratio} |`);
}
