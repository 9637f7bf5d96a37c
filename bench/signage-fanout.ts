// `npx tsx bench/signage-fanout.ts`: TV command fan-out. BENCH_TVS (default 100) TVs, each with its own key,
// play on the signage event stream (/api/signage/{id}/{key}/events); BENCH_ROUNDS (default 5) times an
// administrator sends every TV a command at once (one POST per TV, all in flight together, as a "show this
// on every screen" would), and we take the time from the start of the round, and from each TV's own POST, to
// the moment that TV's stream delivered its command (and from its POST's answer: the delivery alone). Everything runs on 127.0.0.1 in one process with
// in-memory PGlite (or DATABASE_URL), bounded by counts.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { userInputSchema } from '../src/domain/schemas/entities/user.js';
import { buildApp } from '../src/server/app.js';
import { openDatabase } from '../src/server/db/client.js';
import { seedDemoData } from '../src/server/db/demo-data/index.js';
import { runMigrations } from '../src/server/db/migrate.js';
import { userService } from '../src/server/organisation/users/service.js';
import { localFileStorage } from '../src/server/storage/file-storage.js';
import { readEventStream } from './read-event-stream.js';

const tvCount = Number(process.env.BENCH_TVS ?? 100);
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const email = 'bench-signage@tischlein.local';
const password = 'Bench-Passwort-2026-lang';

const database = await openDatabase(
  process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : { dataDir: 'memory://' },
);
await runMigrations(database);
// The demo's pictures and the app's files in one folder of this run, removed however the run ends.
const filesRoot = mkdtempSync(join(tmpdir(), 'tischlein-signage-'));
process.once('exit', () => rmSync(filesRoot, { recursive: true, force: true }));
const storage = localFileStorage(filesRoot);
await seedDemoData(database.db, storage, new Date());
await userService.create(
  database.db,
  userInputSchema.parse({ email, name: 'Bench', roles: ['ROLE_ADMIN'], password }),
  { user: { id: 0, email: '', name: 'Bench', roles: [], branches: [] }, now: new Date() },
);
const app = await buildApp({
  database,
  storage,
  now: () => new Date(),
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

const login = await fetch(`${base}/api/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email, password }),
});
if (!login.ok) throw new Error(`sign-in refused: ${await login.text()}`);
const cookie = login.headers
  .getSetCookie()
  .map((value) => value.split(';')[0])
  .join('; ');
const { csrfToken } = ((await login.json()) as { data: { csrfToken: string } }).data;
async function post<T>(path: string, body: unknown = {}): Promise<T> {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, 'x-csrf-token': csrfToken },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

const segments = await Promise.all(
  ['Frühstück', 'Mittag'].map((name) =>
    post<{ id: number }>('/api/digital-signage-segments', { name, content: { title: name } }),
  ),
);
const stream = await post<{ id: number }>('/api/digital-signage-streams', {
  name: 'Bench',
  segments: segments.map(({ id }) => ({ id })),
});
const tvs: { id: number; key: string }[] = [];
for (let index = 0; index < tvCount; index += 1) {
  const { id } = await post<{ id: number }>('/api/digital-signage-devices', {
    identifier: `bench-tv-${index}`,
    branch: 1,
    stream: stream.id,
  });
  tvs.push({
    id,
    key: (await post<{ apiKey: string }>(`/api/digital-signage-devices/${id}/api-key`)).apiKey,
  });
}

/** Per TV: when each command (by issuedAt) arrived. */
const arrivals = new Map<number, Map<string, number>>();
const playing = new AbortController();
let ready = 0;
function play(tv: { id: number; key: string }) {
  const heard = new Map<string, number>();
  arrivals.set(tv.id, heard);
  return readEventStream(`${base}/api/signage/${tv.id}/${tv.key}/events`, playing.signal, (event, data) => {
    if (event === 'ready') ready += 1;
    if (event !== 'command') return;
    const { command } = JSON.parse(data) as { command: { issuedAt: string } | null };
    if (command) heard.set(command.issuedAt, performance.now());
  });
}
for (const tv of tvs) void play(tv);
while (ready < tvCount) await new Promise((resolve) => setTimeout(resolve, 20));

const lastTv: number[] = [];
const fromRoundStart: number[] = [];
const fromOwnPost: number[] = [];
const fromAnswer: number[] = [];
for (let round = 0; round < rounds; round += 1) {
  const started = performance.now();
  const segment = segments[round % segments.length]!.id;
  const sent = await Promise.all(
    tvs.map(async (tv) => {
      const postedAt = performance.now();
      const answer = await post<{ pendingCommand: { issuedAt: string } }>(
        `/api/digital-signage-devices/${tv.id}/command`,
        { id: tv.id, command: { type: 'show-segment', segment } },
      );
      return { tv: tv.id, postedAt, answeredAt: performance.now(), issuedAt: answer.pendingCommand.issuedAt };
    }),
  );
  const deadline = performance.now() + 10_000;
  const arrived = () => sent.filter((entry) => arrivals.get(entry.tv)?.has(entry.issuedAt)).length;
  while (arrived() < tvCount && performance.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 2));
  if (arrived() < tvCount)
    throw new Error(`round ${round}: only ${arrived()} of ${tvCount} TVs heard their command`);
  const times = sent.map((entry) => arrivals.get(entry.tv)!.get(entry.issuedAt)!);
  lastTv.push(Math.max(...times) - started);
  fromRoundStart.push(...times.map((at) => at - started));
  fromOwnPost.push(...sent.map((entry, index) => times[index]! - entry.postedAt));
  // Negative when the stream delivered before the answer reached the sender.
  fromAnswer.push(...sent.map((entry, index) => times[index]! - entry.answeredAt));
}

const p = (values: number[], q: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil(q * values.length) - 1)] ?? 0;
const row = (name: string, values: number[]) =>
  `| ${name} | ${p(values, 0.5).toFixed(0)} | ${p(values, 0.99).toFixed(0)} | ${Math.max(...values).toFixed(0)} |`;
console.log(`\n${tvCount} TVs, ${rounds} rounds of one command per TV, ${database.kind}, 127.0.0.1\n`);
console.log('| measure | median (ms) | p99 (ms) | max (ms) |');
console.log('|---|---:|---:|---:|');
console.log(row('round start → last TV received its command', lastTv));
console.log(row('round start → each TV received its command', fromRoundStart));
console.log(row("TV's own POST sent → that TV received it", fromOwnPost));
console.log(row('POST answered → that TV received it (delivery alone)', fromAnswer));
playing.abort();
await app.close();
await database.close();
process.exit(0);
