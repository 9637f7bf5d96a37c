// `npm run bench:rush`: the lunch rush of issue 26 (item 5), everything at once for BENCH_SECONDS (default
// 60) on 127.0.0.1. The app runs in its own process (bench/measured-server.ts, demo data, clock pinned to
// BENCH_NOW, a Tuesday 11:30 in Vienna) on a scratch PostgreSQL database beside BENCH_DATABASE_URL
// (tischlein_bench_rush_<pid>, dropped after), or with BENCH_DATABASE=pglite on in-memory PGlite at a
// fifth of the load. The owner turns kitchen capacity on for the 3 demo branches through the back-office
// API, generous enough for the run (a 409 'ausgebucht' would be counted as an expected answer). Guests who
// ordered before the rush are placed first (one order per polling guest), then at once:
//   - 60 front-desk boards (20 per branch), 20 pickup TVs and 3 back-office order lists on their event
//     streams, making the calls their pages make (bench/rush-screens.ts);
//   - 2,000 guests polling their order's status every 10 s (GET /api/orders/public/{uid}/{hash}), in a
//     worker thread of their own (bench/rush-pollers.ts), as their phones do not share a loop with the screens;
//   - shoppers on the branch page or checkout following GET /api/branches/{id}/ordering-status/events
//     (use-capacity.ts): as many arrive per second as orders are placed, each for BENCH_SHOP_SECONDS
//     (default 60), so orders/s × 60 of them; half of them are in the checkout, whose time picker asks
//     GET /api/branches/{id}/capacity-slots every 20 s;
//   - 10 guest orders/s over the 3 branches (Idempotency-Key, a contact each; the limits counted, not refusing);
//   - 5 staff status actions/s on the boards (confirm, ready, done; oldest first);
//   - 3 statistics dashboards refreshing the statistics page's 17 calls every 30 s;
//   - 2 back-office list requests/s (orders history and products pages).
// Then twice the load (guests, shoppers, orders, staff actions, list requests; the same screens), and the
// 1× load without the boards, TVs and lists, to show what they cost the other calls. Per call kind: count,
// errors, p50/p95/p99; the board event delay (order's 201 → each board heard it); list reloads; the
// serving process's memory after a GC at the end, with where it goes. BENCH_RUNS picks runs (1x,quiet,2x).
// Bounded: fixed counts and duration, a generator that cannot keep its rate says so.
import { randomUUID } from 'node:crypto';
import { setMaxListeners } from 'node:events';
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { addDays, viennaParts } from '../src/domain/opening-hours/vienna-time.js';
import {
  quantile,
  RushClient,
  type CallFigures,
  startRate,
  watchOwnDelay,
  type Generator,
} from './rush-client.js';
import {
  BackofficeList,
  Dashboard,
  FrontdeskBoard,
  PickupTv,
  statisticsCalls,
  type ScreenContext,
  type ScreenCounts,
} from './rush-screens.js';
import { hostSpeedMs } from './host-speed.js';
import { PollerThread } from './rush-pollers.js';
import { Shoppers } from './rush-shoppers.js';
import { withScratchDatabase } from './scratch-database.js';
import { startMeasuredBenchServer, type ServerMemory } from './start-bench-server.js';

const isPglite = process.env.BENCH_DATABASE === 'pglite';
const scale = isPglite ? 0.2 : 1;
const seconds = Number(process.env.BENCH_SECONDS ?? 60);
const shopSeconds = Number(process.env.BENCH_SHOP_SECONDS ?? 60);
// The same load runs this long before the window: the guests who ordered before the rush have been
// polling since (their first, uncached read of the status is behind them), and the code is compiled.
const warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 20);
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
// A Tuesday, 11:30 in Vienna: all three demo branches are open (Feldkirch until its 12:00 lunch break).
const benchNow = process.env.BENCH_NOW ?? '2026-11-24T10:30:00Z';
const runNames = (process.env.BENCH_RUNS ?? '1x,quiet,2x').split(',').map((name) => name.trim());
const adminPassword = 'Bench-Admin-Passwort-2026';
const MiB = 1024 * 1024;

type Load = {
  name: string;
  boardsPerBranch: number;
  tvs: number;
  lists: number;
  dashboards: number;
  guests: number;
  ordersPerSecond: number;
  staffPerSecond: number;
  listRequestsPerSecond: number;
};

const at = (value: number) => Math.max(1, Math.round(value * scale));
function loadOf(name: string): Load {
  const factor = name === '2x' ? 2 : 1;
  const screens = name !== 'quiet';
  return {
    name,
    boardsPerBranch: screens ? at(20) : 0,
    tvs: screens ? at(20) : 0,
    lists: screens ? at(3) : 0,
    dashboards: at(3),
    guests: Math.round(2000 * scale * factor),
    ordersPerSecond: 10 * scale * factor,
    staffPerSecond: 5 * scale * factor,
    listRequestsPerSecond: 2 * scale * factor,
  };
}

const targets: Record<string, { figure: 'p95' | 'p99'; ms: number }> = {
  'guest: POST /api/orders': { figure: 'p99', ms: 100 },
  'guest: status poll': { figure: 'p99', ms: 20 },
  'statistics (each call)': { figure: 'p95', ms: 300 },
};

type Branch = { id: number; identifier: string };
type Guest = { uid: string; hash: string };
type Queues = { pending: number[]; confirmed: number[]; ready: number[] };

type RunResult = {
  load: Load;
  warmup: Map<string, CallFigures>;
  figures: Map<string, CallFigures>;
  generators: Generator[];
  boardDelays: number[];
  listDelays: number[];
  missedBoardEvents: number;
  counts: { screen: string; screens: number; counts: ScreenCounts }[];
  idle: ServerMemory;
  end: ServerMemory;
  serverCpu: number;
  ownCpu: number;
  ownDelayP99: number;
  /** The guests' pollers run in a thread of their own (bench/rush-pollers.ts). */
  pollerDelayP99: number;
  loadAverage: [number, number];
  openOrdersAtEnd: number;
  shoppersAtEnd: number;
  currentListBytes: number;
};

/** The server's own CPU time (user + system, seconds) from /proc, for its share of a core in the window. */
function cpuSeconds(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
}

async function runOnce(load: Load, databaseUrl: string | undefined): Promise<RunResult> {
  const server = await startMeasuredBenchServer({
    BENCH_NOW: benchNow,
    INITIAL_ADMIN_PASSWORD: adminPassword,
    // The bench is one address with thousands of guests: every order counted, none refused (ADR 036).
    BENCH_ORDER_LIMITS: 'counted',
    ...(databaseUrl === undefined ? {} : { DATABASE_URL: databaseUrl }),
  });
  const base = `http://127.0.0.1:${server.port}`;
  const client = new RushClient(base);
  const streams = new AbortController();
  // Every shopper and screen listens to this one signal: 2,400 of them at 2×, not a leak.
  setMaxListeners(10_000, streams.signal);
  const closers: (() => void)[] = [];
  try {
    return await measure(load, server, base, client, streams.signal, closers);
  } finally {
    streams.abort();
    closers.forEach((close) => close());
    client.close();
    await server.stopped();
  }
}

async function measure(
  load: Load,
  server: Awaited<ReturnType<typeof startMeasuredBenchServer>>,
  base: string,
  client: RushClient,
  signal: AbortSignal,
  closers: (() => void)[],
): Promise<RunResult> {
  // --- The owner's setup, through the back-office API.
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@tischlein.local', password: adminPassword }),
  });
  if (!login.ok) throw new Error(`sign-in refused: ${login.status}`);
  const cookie = login.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  const { csrfToken } = ((await login.json()) as { data: { csrfToken: string } }).data;
  const session = { cookie };
  const owner = async <T>(method: 'POST' | 'PUT', path: string, body: unknown): Promise<T> => {
    const answer = await client.call('setup', method, path, {
      body: JSON.stringify(body),
      headers: { ...session, 'x-csrf-token': csrfToken },
    });
    if (answer.status >= 300) throw new Error(`${method} ${path}: ${answer.status} ${answer.body}`);
    return (JSON.parse(answer.body) as { data: T }).data;
  };
  const init = JSON.parse((await client.call('setup', 'GET', '/api/init')).body) as {
    data: { url: string; data: { id: number; identifier?: string; uid?: string }[] }[];
  };
  const branches = (init.data.find((entry) => entry.url === '/api/branches')?.data ?? []) as Branch[];
  if (branches.length !== 3) throw new Error(`expected the 3 demo branches, found ${branches.length}`);
  const products = init.data.find((entry) => entry.url === '/api/products')?.data ?? [];
  const productId = (uid: string) => {
    const found = products.find((product) => product.uid === uid);
    if (!found) throw new Error(`no demo product ${uid}`);
    return found.id;
  };
  const items = [
    { productId: productId('kaisersemmel'), amount: 2, unit: 'piece', parts: {} },
    { productId: productId('kornspitz'), amount: 1, unit: 'piece', parts: {} },
  ];
  const itemsQuery = items.map((item) => `${item.productId}:${item.amount}`).join(',');
  for (const branch of branches) {
    // Capacity on, per 15-minute slot, far above what the run places: every order admitted.
    await owner('PUT', `/api/branches/${branch.id}/capacity`, {
      isEnabled: true,
      slotMinutes: 15,
      rules: [
        { channel: 'all', maxOrders: 8000, maxMinutes: 10000 },
        { channel: 'takeaway', maxOrders: 6000 },
      ],
    });
  }
  const keys = new Map<number, string>();
  for (const branch of branches) {
    keys.set(
      branch.id,
      (await owner<{ apiKey: string }>('POST', `/api/branches/${branch.id}/api-keys/frontdesk`, {})).apiKey,
    );
  }
  const tvs: { id: number; key: string }[] = [];
  if (load.tvs > 0) {
    const segment = await owner<{ id: number }>('POST', '/api/digital-signage-segments', {
      name: 'Abholung',
      content: { title: 'Abholung', board: 'pickup' },
    });
    const stream = await owner<{ id: number }>('POST', '/api/digital-signage-streams', {
      name: 'Abholung',
      segments: [{ id: segment.id }],
    });
    for (let index = 0; index < load.tvs; index += 1) {
      const { id } = await owner<{ id: number }>('POST', '/api/digital-signage-devices', {
        identifier: `rush-tv-${index}`,
        branch: branches[index % branches.length]!.id,
        stream: stream.id,
      });
      tvs.push({
        id,
        key: (await owner<{ apiKey: string }>('POST', `/api/digital-signage-devices/${id}/api-key`, {}))
          .apiKey,
      });
    }
  }

  // --- Guests: orders as the checkout sends them; the server's clock is read from their answers.
  let serverOffset = Date.parse(benchNow) - Date.now();
  const serverNow = () => Date.now() + serverOffset;
  const slotMs = 15 * 60_000;
  let orderNumber = 0;
  const orderBody = (branch: Branch) => {
    orderNumber += 1;
    const n = orderNumber;
    // Bregenz takes orders for a time only: the next slots at least 30 minutes ahead.
    const appointment =
      branch.identifier === 'bregenz'
        ? new Date((Math.ceil((serverNow() + 30 * 60_000) / slotMs) + (n % 4)) * slotMs).toISOString()
        : null;
    return JSON.stringify({
      branch: branch.id,
      isDelivery: false,
      isDineIn: false,
      appointmentDate: appointment,
      items,
      firstName: 'Gast',
      lastName: `Nummer ${n}`,
      email: `gast-${n}@example.at`,
      phone: `+43664${String(1_000_000 + n)}`,
      paymentMethod: 'cash',
      legalInstructions: true,
      privacyPolicy: true,
    });
  };
  const queues = new Map<number, Queues>(
    branches.map((branch) => [branch.id, { pending: [], confirmed: [], ready: [] }]),
  );
  /** Orders placed in the window: when their 201 was read, and their branch. */
  const placedAt = new Map<number, { at: number; branchId: number }>();
  const guests: Guest[] = [];
  let nextGuest = 0;
  const pollers = new PollerThread(base, load.guests / 10);
  closers.push(() => void pollers.close());
  const seat = (slot: number, guest: Guest) => {
    guests[slot] = guest;
    pollers.setGuest(slot, guest);
  };
  const placeOrder = async (branch: Branch, kind: string) => {
    const answer = await client.call(kind, 'POST', '/api/orders', {
      body: orderBody(branch),
      headers: { 'idempotency-key': randomUUID() },
      expected: [409],
    });
    if (answer.status !== 201) return answer;
    const at = performance.now();
    const order = (
      JSON.parse(answer.body) as { data: { id: number; uid: string; hash: string; createdAt: string } }
    ).data;
    serverOffset = Date.parse(order.createdAt) - Date.now();
    placedAt.set(order.id, { at, branchId: branch.id });
    queues.get(branch.id)!.pending.push(order.id);
    // A new guest takes the place of the one waiting longest (whose order the kitchen finished first).
    if (guests.length < load.guests) seat(guests.length, order);
    else if (load.guests > 0) seat(nextGuest++ % load.guests, order);
    return answer;
  };
  // The guests who ordered before the rush, a few at a time.
  for (let index = 0; index < load.guests; index += 10) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(10, load.guests - index) }, (_, offset) =>
        placeOrder(branches[(index + offset) % branches.length]!, 'setup'),
      ),
    );
    const refused = batch.find((answer) => answer.status !== 201);
    if (refused) throw new Error(`order refused before the rush: ${refused.status} ${refused.body}`);
  }
  placedAt.clear();

  // --- The screens, opened as their pages open.
  let measuring = false;
  const boardArrivals = new Map<number, number[]>();
  const listArrivals = new Map<number, number[]>();
  const ctx: ScreenContext = {
    client,
    base,
    signal,
    measuring: () => measuring,
    heard: (screen, orderId, at) => {
      const arrivals = screen === 'board' ? boardArrivals : listArrivals;
      const list = arrivals.get(orderId);
      if (list === undefined) arrivals.set(orderId, [at]);
      else list.push(at);
    },
  };
  const today = viennaParts(new Date(serverNow())).date;
  const boards = branches.flatMap((branch) =>
    Array.from(
      { length: load.boardsPerBranch },
      () => new FrontdeskBoard(ctx, branch.id, keys.get(branch.id)!),
    ),
  );
  const pickupTvs = tvs.map((tv) => new PickupTv(ctx, tv.id, tv.key));
  const lists = Array.from({ length: load.lists }, () => new BackofficeList(ctx, session));
  const dashboards = Array.from(
    { length: load.dashboards },
    () => new Dashboard(ctx, session, statisticsCalls(today, addDays(today, -1))),
  );
  for (const screen of [...boards, ...pickupTvs, ...lists, ...dashboards]) closers.push(() => screen.close());
  // A few at a time, as screens switched on one after another.
  const screens = [...boards, ...pickupTvs, ...lists, ...dashboards];
  for (let index = 0; index < screens.length; index += 10) {
    await Promise.all(screens.slice(index, index + 10).map((screen) => screen.open()));
  }
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const idle = await server.memory();

  // --- The rush.
  const shoppers = Math.round(load.ordersPerSecond * shopSeconds);
  const generators: ReturnType<typeof startRate>[] = [];
  // The shoppers already there when the rush starts, each with the rest of its stay ahead.
  const shopping = new Shoppers(
    client,
    base,
    branches.map((branch) => branch.id),
    shopSeconds * 1000,
    signal,
  );
  for (let n = 0; n < shoppers; n += 1) shopping.arrive(n, Math.random() * shopSeconds * 1000);
  // The warm-up's calls are counted apart (reported as its own table), not in the window's figures.
  client.record(true);
  pollers.start();
  generators.push(
    startRate('shopper: arrives', load.ordersPerSecond, (n) => shopping.arrive(n)),
    startRate('checkout: capacity-slots', shoppers / 2 / 20, (n) => {
      const branch = branches[n % 3]!;
      void client
        .call(
          'checkout: capacity-slots',
          'GET',
          `/api/branches/${branch.id}/capacity-slots?date=${today}&method=takeaway&items=${itemsQuery}`,
        )
        .catch(() => undefined);
    }),
    startRate('guest: POST /api/orders', load.ordersPerSecond, (n) => {
      void placeOrder(branches[n % 3]!, 'guest: POST /api/orders').catch(() => undefined);
    }),
    startRate('staff: status action', load.staffPerSecond, (n) => {
      // Round the branches; the step taken in turn (done, ready, confirm), else the next one there is.
      const branch = branches[n % 3]!;
      const queue = queues.get(branch.id)!;
      const steps = [
        { from: queue.ready, action: 'completed', to: null },
        { from: queue.confirmed, action: 'in-delivery', to: queue.ready },
        { from: queue.pending, action: 'confirm', to: queue.confirmed },
      ];
      const first = Math.floor(n / 3) % 3;
      const step = [0, 1, 2]
        .map((offset) => steps[(first + offset) % 3]!)
        .find((candidate) => candidate.from.length > 0);
      const orderId = step?.from.shift();
      if (step === undefined || orderId === undefined) return;
      void client
        .call(
          'staff: status action',
          'POST',
          `/api/orders/frontdesk/${branch.id}/${keys.get(branch.id)!}/orders/${orderId}/status/${step.action}`,
          { body: '{}' },
        )
        .then((answer) => {
          if (answer.status === 200) step.to?.push(orderId);
        })
        .catch(() => undefined);
    }),
    startRate('back office: list request', load.listRequestsPerSecond, (n) => {
      const path = n % 2 === 0 ? '/api/orders?limit=51&offset=0' : '/api/products?page=1&pageSize=25';
      void client
        .call(n % 2 === 0 ? 'back office: orders history page' : 'back office: products page', 'GET', path, {
          headers: session,
        })
        .catch(() => undefined);
    }),
  );
  dashboards.forEach((dashboard, index) => dashboard.start((index * 30_000) / dashboards.length));
  await new Promise((resolve) => setTimeout(resolve, warmupSeconds * 1000));
  const warmup = new Map([...client.takeFigures(), ...(await pollers.startWindow())]);
  generators.forEach((entry) => entry.measureFromNow());
  placedAt.clear();
  const ownDelay = watchOwnDelay();
  const cpuBefore = cpuSeconds(server.child.pid!);
  const ownCpuBefore = process.cpuUsage();
  const loadBefore = loadavg()[0]!;
  measuring = true;
  const windowStart = performance.now();
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  generators.forEach((generator) => generator.stop());
  client.record(false);
  const polled = pollers.stop();
  const windowSeconds = (performance.now() - windowStart) / 1000;
  const serverCpu = (cpuSeconds(server.child.pid!) - cpuBefore) / windowSeconds;
  const ownCpuUsed = process.cpuUsage(ownCpuBefore);
  const ownCpu = (ownCpuUsed.user + ownCpuUsed.system) / 1e6 / windowSeconds;
  const ownDelayP99 = ownDelay.p99Ms();
  const { figures: pollFigures, generator: pollGenerator, delayP99Ms: pollerDelayP99 } = await polled;
  const shoppersAtEnd = shopping.present;
  // Answers and events still on their way belong to the window.
  const drainUntil = performance.now() + 15_000;
  while (client.pending > 0 && performance.now() < drainUntil)
    await new Promise((resolve) => setTimeout(resolve, 50));
  await new Promise((resolve) => setTimeout(resolve, 1000));
  measuring = false;
  const loadAfter = loadavg()[0]!;
  const end = await server.memory();

  // Order placed (201 read) → each board heard it; an event before the 201 counts as 0.
  // A board hears its own branch's orders, a back-office list every branch's.
  const delays = (arrivals: Map<number, number[]>, expectedScreens: number) => {
    const values: number[] = [];
    let missed = 0;
    for (const [orderId, placed] of placedAt) {
      const heard = arrivals.get(orderId) ?? [];
      missed += Math.max(0, expectedScreens - heard.length);
      for (const time of heard) values.push(Math.max(0, time - placed.at));
    }
    return { values, missed };
  };
  const boardDelays = delays(boardArrivals, load.boardsPerBranch);
  const listDelays = delays(listArrivals, lists.length);
  const current = await client.call('after', 'GET', '/api/orders/current', { headers: session });
  const sum = (counts: ScreenCounts[]) => {
    const total: ScreenCounts = {
      reloads: { gap: 0, ready: 0, lost: 0, resync: 0, safety: 0 },
      events: 0,
      lost: 0,
    };
    for (const count of counts) {
      for (const reason of Object.keys(total.reloads) as (keyof ScreenCounts['reloads'])[]) {
        total.reloads[reason] += count.reloads[reason];
      }
      total.events += count.events;
      total.lost += count.lost;
    }
    return total;
  };
  return {
    load,
    warmup,
    figures: new Map([...client.figures, ...pollFigures]),
    generators: [pollGenerator, ...generators.map((entry) => entry.generator)],
    boardDelays: boardDelays.values,
    listDelays: listDelays.values,
    missedBoardEvents: boardDelays.missed + listDelays.missed,
    counts: [
      {
        screen: 'front-desk boards',
        screens: boards.length,
        counts: sum(boards.map((board) => board.counts)),
      },
      { screen: 'pickup TVs', screens: pickupTvs.length, counts: sum(pickupTvs.map((tv) => tv.counts)) },
      {
        screen: 'back-office order lists',
        screens: lists.length,
        counts: sum(lists.map((list) => list.counts)),
      },
    ],
    idle,
    end,
    serverCpu,
    ownCpu,
    ownDelayP99,
    pollerDelayP99,
    loadAverage: [loadBefore, loadAfter],
    shoppersAtEnd,
    openOrdersAtEnd: (JSON.parse(current.body) as { data: unknown[] }).data.length,
    currentListBytes: Buffer.byteLength(current.body),
  };
}

// --- Reporting.
const ms = (value: number) => (value >= 100 ? value.toFixed(0) : value.toFixed(1));
const mib = (bytes: number) => (bytes / MiB).toFixed(0);

function describe(load: Load): string {
  const shoppers = Math.round(load.ordersPerSecond * shopSeconds);
  return [
    `${load.boardsPerBranch * 3} boards`,
    `${load.tvs} TVs`,
    `${load.lists} back-office lists`,
    `${load.guests} guests polling every 10 s`,
    `${shoppers} shoppers following ordering-status on its stream (${load.ordersPerSecond} arriving per second)`,
    `${load.ordersPerSecond} orders/s`,
    `${load.staffPerSecond} staff actions/s`,
    `${load.dashboards} dashboards every 30 s`,
    `${load.listRequestsPerSecond} list requests/s`,
  ].join(', ');
}

/** Per call kind: count, 409s, errors, p50/p95/p99 (against the targets); answers the errors. */
function callTable(figures: RunResult['figures'], withTargets: boolean): number {
  console.log('\n| call | count | 409 ausgebucht | errors | p50 (ms) | p95 (ms) | p99 (ms) | target |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---|');
  const kinds = [...figures.keys()].filter((kind) => kind !== 'setup' && kind !== 'after').sort();
  for (const kind of kinds) {
    const figure = figures.get(kind)!;
    const target = withTargets ? targets[kind] : undefined;
    const value =
      target === undefined ? 0 : quantile(figure.latencies, target.figure === 'p95' ? 0.95 : 0.99);
    const verdict =
      target === undefined
        ? ''
        : `${target.figure} < ${target.ms} ms: ${value < target.ms ? 'met' : '**missed**'}`;
    console.log(
      `| ${kind} | ${figure.count} | ${figure.expected} | ${figure.errors} | ${ms(quantile(figure.latencies, 0.5))} | ${ms(quantile(figure.latencies, 0.95))} | ${ms(quantile(figure.latencies, 0.99))} | ${verdict} |`,
    );
  }
  for (const kind of kinds) {
    for (const sample of figures.get(kind)!.samples) console.log(`  e.g. ${sample}`);
  }
  return kinds.reduce((total, kind) => total + figures.get(kind)!.errors, 0);
}

function report(result: RunResult): void {
  const { load } = result;
  console.log(
    `\n### ${load.name === 'quiet' ? '1× load without boards, TVs and lists' : `${load.name === '2x' ? '2×' : '1×'} load`} — ${isPglite ? 'in-memory PGlite' : 'PostgreSQL'}, ${seconds} s\n`,
  );
  console.log(`${describe(load)}.`);
  console.log(
    `Load average (1 min) ${result.loadAverage[0].toFixed(1)} → ${result.loadAverage[1].toFixed(1)} on ${cpus().length} cores; server process ${(result.serverCpu * 100).toFixed(0)}% of a core, load generator ${(result.ownCpu * 100).toFixed(0)}% (its event-loop delay p99 ${ms(result.ownDelayP99)} ms, the status pollers' thread ${ms(result.pollerDelayP99)} ms); ${result.openOrdersAtEnd} orders on GET /api/orders/current at the end (${(result.currentListBytes / 1024 / 1024).toFixed(2)} MB); ${result.shoppersAtEnd} shoppers on their streams at the end.\n`,
  );
  const cores = cpus().length;
  if (Math.max(...result.loadAverage) > cores) {
    console.log(
      `Note: the host's load average exceeded its ${cores} cores (other work on it) and the server got ${(result.serverCpu * 100).toFixed(0)}% of one: where latencies grow through the run, the server waited for a CPU, and the figures describe the host as much as the app.\n`,
    );
  }
  console.log(
    "| generator | target /s | due /s (the generator's clock) | started /s | skipped: the actor's previous call still waiting |",
  );
  console.log('|---|---:|---:|---:|---:|');
  for (const generator of result.generators) {
    const due = generator.due / generator.seconds;
    // A tick's worth short is the clock's rounding at the window's end.
    const behind =
      generator.due < generator.target * (generator.seconds - 0.05) * 0.98 ? ' **generator behind**' : '';
    console.log(
      `| ${generator.name} | ${generator.target.toFixed(1)} | ${due.toFixed(1)}${behind} | ${(generator.started / generator.seconds).toFixed(1)} | ${generator.skipped} |`,
    );
  }
  const errors = callTable(result.figures, true);
  console.log(
    `\nErrors (non-2xx other than 409 'ausgebucht', or no answer): ${errors} (target 0: ${errors === 0 ? 'met' : '**missed**'}).`,
  );
  console.log(
    `\nThe ${warmupSeconds} s warm-up before the window, at the same load (the pollers' first reads, the code compiled):\n`,
  );
  callTable(result.warmup, false);
  if (result.boardDelays.length + result.listDelays.length > 0) {
    console.log('\n| order 201 → event heard | deliveries | p50 (ms) | p99 (ms) | max (ms) | target |');
    console.log('|---|---:|---:|---:|---:|---|');
    for (const [name, values, target] of [
      ['each front-desk board', result.boardDelays, true],
      ['each back-office list', result.listDelays, false],
    ] as const) {
      const p99 = quantile(values, 0.99);
      console.log(
        `| ${name} | ${values.length} | ${ms(quantile(values, 0.5))} | ${ms(p99)} | ${ms(Math.max(0, ...values))} | ${target ? `p99 < 1000 ms: ${p99 < 1000 ? 'met' : '**missed**'}` : ''} |`,
      );
    }
    console.log(
      `\nEvents of orders placed in the window that a board or list had not heard 1 s after the last answer: ${result.missedBoardEvents}.`,
    );
    console.log(
      '\n| screens | count | events heard | list loads again: gap | ready | lost stream | resync | safety poll | streams lost |',
    );
    console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
    for (const { screen, screens, counts } of result.counts) {
      const { reloads } = counts;
      console.log(
        `| ${screen} | ${screens} | ${counts.events} | ${reloads.gap} | ${reloads.ready} | ${reloads.lost} | ${reloads.resync} | ${reloads.safety} | ${counts.lost} |`,
      );
    }
  }
  const memory = (name: string, value: ServerMemory) =>
    `| ${name} | ${mib(value.rss)} | ${mib(value.heapUsed)} | ${mib(value.heapTotal)} | ${mib(value.external)} | ${mib(value.arrayBuffers)} | ${value.spaces
      .filter((space) => space.used > 2 * MiB)
      .map((space) => `${space.name.replace('_space', '')} ${mib(space.used)}`)
      .join(', ')} |`;
  console.log(
    '\nServing process after a full GC (MiB; rss outside the JS heap is code, the native heap and, on PGlite, its WebAssembly memory):\n',
  );
  console.log(
    '| when | rss | heap used | heap total | external | array buffers | heap spaces used (> 2 MiB) |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---|');
  console.log(memory('screens open, before the rush', result.idle));
  console.log(memory('end of the rush', result.end));
  console.log(
    `\nMemory ≤ 300 MiB at the end: ${result.end.rss <= 300 * MiB ? 'met' : '**missed**'} (${mib(result.end.rss)} MiB).`,
  );
  const { gc, loop } = result.end;
  console.log(
    `From the screens' opening to the end (warm-up included): ${gc.count} garbage collections pausing ${ms(gc.totalMs)} ms in all, p99 ${ms(gc.p99Ms)} ms, longest ${ms(gc.maxMs)} ms; the server's event-loop delay p99 ${ms(loop.p99Ms)} ms, longest ${ms(loop.maxMs)} ms; heap spaces' size (MiB): ${result.end.spaces
      .filter((space) => space.size > 2 * MiB)
      .map((space) => `${space.name.replace('_space', '')} ${mib(space.size)}`)
      .join(', ')}.`,
  );
}

function compare(withScreens: RunResult, quiet: RunResult): void {
  console.log('\n### What the boards, TVs and lists cost the other calls (1× load, p99)\n');
  console.log('| call | p99 without screens (ms) | p99 with screens (ms) | change | target < +10% |');
  console.log('|---|---:|---:|---:|---|');
  for (const [kind, figures] of quiet.figures) {
    const other = withScreens.figures.get(kind);
    if (other === undefined || kind === 'setup' || kind === 'after' || kind.startsWith('back office: load'))
      continue;
    const before = quantile(figures.latencies, 0.99);
    const after = quantile(other.latencies, 0.99);
    const change = (after - before) / before;
    console.log(
      `| ${kind} | ${ms(before)} | ${ms(after)} | ${change >= 0 ? '+' : ''}${(change * 100).toFixed(0)}% | ${change < 0.1 ? 'met' : '**missed**'} |`,
    );
  }
}

async function main() {
  console.log(
    `Lunch rush on ${isPglite ? 'in-memory PGlite (a fifth of the load)' : 'PostgreSQL'}, ${seconds} s per run, 127.0.0.1, clock from ${benchNow}; load average ${loadavg()
      .map((value) => value.toFixed(1))
      .join(
        ' / ',
      )} at the start; this host's calibration ${hostSpeedMs().toFixed(0)} ms (bench/host-speed.ts: one core's fixed work, lower is quicker).`,
  );
  const results = new Map<string, RunResult>();
  for (const name of runNames) {
    const run = async (databaseUrl?: string) => {
      const result = await runOnce(loadOf(name), databaseUrl);
      results.set(name, result);
      report(result);
    };
    // On PostgreSQL a scratch database per run, so every run starts from the same data.
    if (isPglite) await run();
    else await withScratchDatabase(serverUrl, run, 'tischlein_bench_rush');
  }
  const [withScreens, quiet] = [results.get('1x'), results.get('quiet')];
  if (withScreens && quiet) compare(withScreens, quiet);
}

await main();
// Streams and timers of the stopped screens end with the process.
process.exit(0);
