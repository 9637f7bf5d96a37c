// `npx tsx bench/requests.ts`: the breakfast request's public calls on this machine. (1) The date picker's
// availability (GET /api/breakfast/availability: 180 days of slots with the seats taken), (2) breakfast
// requests (POST /custom/breakfast-forms, one person each, spread over the coming days so the slots'
// capacity is not what is measured, every request from its own address), each with 10 connections.
// Traffic goes to 127.0.0.1 only; BENCH_SECONDS (default 8) bounds every measurement. The server (demo
// data, in-memory PGlite, or DATABASE_URL) runs in a child process so the load generator does not share
// its event loop.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { buildApp } from '../src/server/app.js';
import { openDatabase } from '../src/server/db/client.js';
import { seedDemoData } from '../src/server/db/demo-data/index.js';
import { runMigrations } from '../src/server/db/migrate.js';
import { localFileStorage } from '../src/server/storage/file-storage.js';
import { startBenchServer } from './start-bench-server.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 8);

async function serve() {
  const database = await openDatabase(
    process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : { dataDir: 'memory://' },
  );
  await runMigrations(database);
  const storage = localFileStorage(mkdtempSync(join(tmpdir(), 'tischlein-bench-')));
  await seedDemoData(database.db, storage, new Date());
  const app = await buildApp({
    database,
    storage,
    now: () => new Date(),
    spamGuard: { perAddress: 1_000_000, windowMs: 60_000 },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  console.log(`READY ${typeof address === 'object' && address ? address.port : ''}`);
}

async function measure(options: autocannon.Options) {
  const result = await autocannon({ duration: seconds, connections: 10, ...options });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${options.url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return {
    rps: Number((result.requests.total / seconds).toFixed(1)),
    p50: result.latency.p50,
    p99: result.latency.p99,
  };
}

/** One person at the n-th offered time: the times every 5 minutes of the free intervals, day after day. */
function breakfastBody(times: readonly string[], n: number) {
  return JSON.stringify({
    name: 'Bench Gast',
    phone: '+43 664 1234567',
    email: 'bench@gast.example',
    date: times[n % times.length],
    breakfastConfig: { Erwachsene: { amount: 1, people: { '1': 'Wiener Frühstück' } } },
    fillMs: 30_000,
  });
}

type Availability = { data: { days: { slots: { start: string; end: string }[] }[] } };

async function offeredTimes(base: string): Promise<string[]> {
  const { data } = (await (await fetch(`${base}/api/breakfast/availability`)).json()) as Availability;
  return data.days.flatMap((day) =>
    day.slots.flatMap((slot) => {
      const times: string[] = [];
      for (let at = Date.parse(slot.start); at < Date.parse(slot.end); at += 5 * 60_000) {
        times.push(new Date(at).toISOString());
      }
      return times;
    }),
  );
}

async function main() {
  const server = await startBenchServer({ BENCH_ROLE: 'server' }, fileURLToPath(import.meta.url));
  try {
    const base = `http://127.0.0.1:${server.port}`;
    const availability = await measure({ url: `${base}/api/breakfast/availability` });
    const times = await offeredTimes(base);
    let n = 0;
    const submit = await measure({
      url: `${base}/custom/breakfast-forms`,
      method: 'POST',
      requests: [
        {
          setupRequest: (request) => {
            n += 1;
            return {
              ...request,
              headers: {
                'content-type': 'application/json',
                'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
              },
              body: breakfastBody(times, n),
            };
          },
        },
      ],
    });
    const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'in-memory PGlite';
    console.log(`\n${seconds} s per measurement, 10 connections, 127.0.0.1, ${database}\n`);
    console.log('| call | requests/s | p50 (ms) | p99 (ms) |');
    console.log('|---|---:|---:|---:|');
    console.log(
      `| GET /api/breakfast/availability | ${availability.rps} | ${availability.p50} | ${availability.p99} |`,
    );
    console.log(`| POST /custom/breakfast-forms | ${submit.rps} | ${submit.p50} | ${submit.p99} |`);
  } finally {
    server.stop();
  }
}

if (process.env.BENCH_ROLE === 'server') await serve();
else await main();
