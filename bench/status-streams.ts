// `npx tsx bench/status-streams.ts`: live status streams (ADR 035). A server is started in its own
// process (bench/bench-server.ts, in-memory PGlite, or DATABASE_URL); BENCH_STREAMS (default 2000) status
// streams are opened on 127.0.0.1 for BENCH_ORDERS (default 200) orders, and the server's memory is read
// before and after. Then each of BENCH_ACTIONS (default 20) staff actions (confirm, one order at a time)
// is timed from sending the call to each of that order's streams receiving the new state. Bounded by
// counts; every connection goes to 127.0.0.1.
import { randomUUID } from 'node:crypto';
import { request, Agent } from 'node:http';
import { benchOrderBody } from './bench-order.js';
import { startMeasuredBenchServer } from './start-bench-server.js';

const streamCount = Number(process.env.BENCH_STREAMS ?? 2000);
const orderCount = Number(process.env.BENCH_ORDERS ?? 200);
const actionCount = Math.min(orderCount, Number(process.env.BENCH_ACTIONS ?? 20));
const adminPassword = 'Bench-Admin-Passwort-2026';

// The server with IPC, so it can report its own memory after a garbage collection.
const server = await startMeasuredBenchServer({
  INITIAL_ADMIN_PASSWORD: adminPassword,
  STATUS_STREAM_LIMIT: String(streamCount),
});
const base = `http://127.0.0.1:${server.port}`;
const memory = server.memory;

const init = (await (await fetch(`${base}/api/init`)).json()) as {
  data: { url: string; data: { id: number; identifier?: string; uid?: string; unit?: string }[] }[];
};
const entries = (url: string) => init.data.find((entry) => entry.url === url)?.data ?? [];
const branch = entries('/api/branches').find((entry) => entry.identifier === 'dornbirn')!;
const product = entries('/api/products').find((entry) => entry.uid === 'kaisersemmel')!;

const orders: { id: number; uid: string; hash: string }[] = [];
for (let index = 0; index < orderCount; index += 1) {
  const response = await fetch(`${base}/api/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
    body: benchOrderBody(branch.id, product),
  });
  if (response.status !== 201) throw new Error(`order refused: ${await response.text()}`);
  orders.push(((await response.json()) as { data: (typeof orders)[number] }).data);
}

const login = await fetch(`${base}/api/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'admin@tischlein.local', password: adminPassword }),
});
const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
const { csrfToken } = ((await login.json()) as { data: { csrfToken: string } }).data;

const before = await memory();

// Plain http streams (one socket each), so the client holds little per stream; it counts events only.
const agent = new Agent({ keepAlive: false, maxSockets: Infinity });
const confirmedSeen = new Map<number, number[]>();
const opened: (() => void)[] = [];
let firstAnswers = 0;
function openStream(order: (typeof orders)[number]) {
  return new Promise<void>((resolve, reject) => {
    const call = request(
      `${base}/api/orders/public/${order.uid}/${order.hash}/events`,
      { agent },
      (answer) => {
        if (answer.statusCode !== 200) reject(new Error(`stream refused: ${answer.statusCode}`));
        answer.setEncoding('utf8');
        let buffer = '';
        answer.on('data', (chunk: string) => {
          buffer += chunk;
          let end;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            if (!block.includes('event: order')) continue;
            if (block.includes('"isConfirmed":true')) {
              confirmedSeen.set(order.id, [...(confirmedSeen.get(order.id) ?? []), performance.now()]);
            } else {
              firstAnswers += 1;
              resolve();
            }
          }
        });
      },
    );
    call.on('error', reject);
    call.end();
    opened.push(() => call.destroy());
  });
}
const started = performance.now();
for (let index = 0; index < streamCount; index += 50) {
  await Promise.all(
    Array.from({ length: Math.min(50, streamCount - index) }, (_, offset) =>
      openStream(orders[(index + offset) % orders.length]!),
    ),
  );
}
const openSeconds = (performance.now() - started) / 1000;
const after = await memory();

// Over the limit: the next guest is sent back to polling.
const refused = await fetch(`${base}/api/orders/public/${orders[0]!.uid}/${orders[0]!.hash}/events`);

const perOrder = Math.ceil(streamCount / orders.length);
const delays: number[] = [];
const lastOfOrder: number[] = [];
for (const order of orders.slice(0, actionCount)) {
  const sent = performance.now();
  const response = await fetch(`${base}/api/orders/${order.id}/status/confirm`, {
    method: 'POST',
    headers: { cookie, 'x-csrf-token': csrfToken, 'content-type': 'application/json' },
    body: '{}',
  });
  if (response.status !== 200) throw new Error(`confirm refused: ${await response.text()}`);
  const expected =
    orders.indexOf(order) < streamCount % orders.length || streamCount % orders.length === 0
      ? perOrder
      : perOrder - 1;
  const deadline = performance.now() + 10_000;
  while ((confirmedSeen.get(order.id)?.length ?? 0) < expected && performance.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 2));
  const times = (confirmedSeen.get(order.id) ?? []).map((at) => at - sent);
  if (times.length < expected)
    throw new Error(`order ${order.id}: ${times.length} of ${expected} streams heard it`);
  delays.push(...times);
  lastOfOrder.push(Math.max(...times));
}

const p = (values: number[], q: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil(q * values.length) - 1)] ?? 0;
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
console.log(
  `\n${streamCount} status streams on ${orders.length} orders, 127.0.0.1, opened in ${openSeconds.toFixed(1)} s (${firstAnswers} first answers)\n`,
);
console.log('| server memory | before (MB) | after (MB) | per stream (KB) |');
console.log('|---|---:|---:|---:|');
console.log(`| RSS | ${mb(before.rss)} | ${mb(after.rss)} | ${kb((after.rss - before.rss) / streamCount)} |`);
console.log(
  `| heap used | ${mb(before.heapUsed)} | ${mb(after.heapUsed)} | ${kb((after.heapUsed - before.heapUsed) / streamCount)} |`,
);
console.log(
  `\nstream ${streamCount + 1} (over STATUS_STREAM_LIMIT=${streamCount}): HTTP ${refused.status}, Retry-After ${refused.headers.get('retry-after')}\n`,
);
console.log('| staff confirm sent → stream received | median (ms) | p99 (ms) | max (ms) |');
console.log('|---|---:|---:|---:|');
console.log(
  `| each stream (${delays.length}) | ${p(delays, 0.5).toFixed(0)} | ${p(delays, 0.99).toFixed(0)} | ${Math.max(...delays).toFixed(0)} |`,
);
console.log(
  `| last stream of the order (${lastOfOrder.length}) | ${p(lastOfOrder, 0.5).toFixed(0)} | ${p(lastOfOrder, 0.99).toFixed(0)} | ${Math.max(...lastOfOrder).toFixed(0)} |`,
);
for (const close of opened) close();
server.stop();
process.exit(0);
