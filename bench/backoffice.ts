// `npx tsx bench/backoffice.ts`: the back office's two costly calls on this machine. (1) The admin list of
// 2,000 products (GET /api/products on the large catalogue: 20 branches, 2,000 products), requests/s and
// p99 with autocannon, 1 and 10 connections, whole and as the list page asks for it (one page of 50,
// sorted by name; and a search); target for the page: p99 < 100 ms at 10 connections (issue 14). (2) Sign-in (POST /api/auth/login, argon2id 19 MiB / 2 passes),
// latency and throughput with 1 and 4 connections, plus one argon2id verification on its own. Traffic goes to
// 127.0.0.1 only; BENCH_SECONDS (default 8) bounds every measurement. The server runs in a child process
// (this file with BENCH_ROLE=server) so the load generator does not share its event loop.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { userInputSchema } from '../src/domain/schemas/entities/user.js';
import { buildApp } from '../src/server/app.js';
import { openDatabase } from '../src/server/db/client.js';
import { seedLargeCatalogue } from '../src/server/db/demo-data/large-catalogue.js';
import { runMigrations } from '../src/server/db/migrate.js';
import { hashPassword, verifyPassword } from '../src/server/organisation/auth/password.js';
import { userService } from '../src/server/organisation/users/service.js';
import { localFileStorage } from '../src/server/storage/file-storage.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const email = 'bench-admin@tischlein.local';
const password = 'Bench-Passwort-2026-lang';

async function serve() {
  const database = await openDatabase({ dataDir: 'memory://' });
  await runMigrations(database);
  const storage = localFileStorage(mkdtempSync(join(tmpdir(), 'tischlein-bench-')));
  await seedLargeCatalogue(database.db, storage, { branches: 20, products: 2000 });
  const setUp = { user: { id: 0, email: '', name: 'Bench', roles: [], branches: [] }, now: new Date() };
  await userService.create(
    database.db,
    userInputSchema.parse({ email, name: 'Bench', roles: ['ROLE_ADMIN'], password }),
    setUp,
  );
  const app = await buildApp({ database, storage, now: () => new Date() });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  console.log(`READY ${typeof address === 'object' && address ? address.port : ''}`);
}

async function startServer() {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url)], {
    env: { ...process.env, BENCH_ROLE: 'server' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /READY (\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  return { port, stop: () => child.kill('SIGTERM') };
}

async function measure(options: autocannon.Options) {
  const result = await autocannon({ duration: seconds, ...options });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${options.url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return {
    rps: Number((result.requests.total / seconds).toFixed(1)),
    p50: result.latency.p50,
    p99: result.latency.p99,
  };
}

const signInRequest = (base: string) => ({
  url: `${base}/api/auth/login`,
  method: 'POST' as const,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email, password }),
});

async function signInOnce(base: string) {
  const { url, ...init } = signInRequest(base);
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`sign-in failed: ${response.status}`);
  return response.headers.get('set-cookie')?.split(';')[0] ?? '';
}

async function main() {
  const verifyHash = await hashPassword(password);
  const started = performance.now();
  const rounds = 10;
  for (let round = 0; round < rounds; round += 1) await verifyPassword(verifyHash, password);
  const verifyMs = (performance.now() - started) / rounds;

  const server = await startServer();
  try {
    const base = `http://127.0.0.1:${server.port}`;
    const cookie = await signInOnce(base);
    const list = await fetch(`${base}/api/products`, { headers: { cookie } });
    const listBody = await list.text();
    const count = (JSON.parse(listBody) as { data: unknown[] }).data.length;
    if (count !== 2000) throw new Error(`expected 2,000 products, got ${count}`);
    const listKilobytes = Math.round(Buffer.byteLength(listBody) / 1024);

    // The pages first, on a quiet server: the whole-list runs leave megabytes of garbage behind.
    const pageUrl = `${base}/api/products?page=3&pageSize=50&sort=name`;
    const pageBody = await (await fetch(pageUrl, { headers: { cookie } })).text();
    const pageRows = (JSON.parse(pageBody) as { data: unknown[] }).data.length;
    if (pageRows !== 50) throw new Error(`expected a page of 50 products, got ${pageRows}`);
    const pageKilobytes = Math.round(Buffer.byteLength(pageBody) / 1024);
    // One product by id: what a signed-in call costs at all (session, access, one small query), for scale.
    const one10 = await measure({ url: `${base}/api/products/1`, connections: 10, headers: { cookie } });
    const page10 = await measure({ url: pageUrl, connections: 10, headers: { cookie } });
    const searchUrl = `${base}/api/products?page=1&pageSize=50&sort=price&dir=desc&q=nr.%2012`;
    const search10 = await measure({ url: searchUrl, connections: 10, headers: { cookie } });

    const list1 = await measure({
      url: `${base}/api/products`,
      connections: 1,
      headers: { cookie },
    });
    const list10 = await measure({
      url: `${base}/api/products`,
      connections: 10,
      headers: { cookie },
    });
    // Requests still queued from the last run would count against the next one. The embedded database
    // answers in order, so a list call sent now returns only after every earlier query.
    await fetch(`${base}/api/products`, { headers: { cookie } });
    const signIn1 = await measure({ ...signInRequest(base), connections: 1 });
    const signIn4 = await measure({ ...signInRequest(base), connections: 4 });

    console.log(`\n${seconds} s per measurement, 127.0.0.1, in-memory PGlite\n`);
    console.log('| call | connections | requests/s | p50 (ms) | p99 (ms) |');
    console.log('|---|---:|---:|---:|---:|');
    for (const [call, connections, figures] of [
      [`GET /api/products (2,000 products, ${listKilobytes} KB)`, 1, list1],
      [`GET /api/products (2,000 products, ${listKilobytes} KB)`, 10, list10],
      ['GET /api/products/1 (one product, for scale)', 10, one10],
      [`GET /api/products?page=3&pageSize=50&sort=name (${pageKilobytes} KB)`, 10, page10],
      ['GET /api/products?page=1&pageSize=50&sort=price&dir=desc&q=nr. 12', 10, search10],
      ['POST /api/auth/login (argon2id)', 1, signIn1],
      ['POST /api/auth/login (argon2id)', 4, signIn4],
    ] as const) {
      console.log(`| ${call} | ${connections} | ${figures.rps} | ${figures.p50} | ${figures.p99} |`);
    }
    console.log(`\nOne argon2id verification on its own: ${verifyMs.toFixed(0)} ms (mean of ${rounds}).`);
  } finally {
    server.stop();
  }
}

if (process.env.BENCH_ROLE === 'server') await serve();
else await main();
