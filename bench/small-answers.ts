// `npm run bench:small`: public GET answers under 1 KB against a bare Fastify server that sends the same
// bytes with the same content type and encoding (bench/bare-server.ts), both in processes of their own on
// 127.0.0.1, measured with autocannon and a browser's Accept-Encoding, in turns, best of BENCH_ROUNDS (3).
// Target (issue 26): ≥ 60 % of the bare server's requests per second. BENCH_SECONDS (default 8) per
// measurement, BENCH_CONNECTIONS (10).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startBenchServer } from './start-bench-server.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const browserHeaders = { 'accept-encoding': 'gzip, deflate, br, zstd', accept: 'application/json' };

/** The answer as the wire carries it: status, headers and the (compressed) bytes. */
function fetchRaw(url: string): Promise<{ status: number; headers: Record<string, string>; body: Buffer }> {
  return new Promise((done, fail) => {
    request(url, { headers: browserHeaders }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        done({
          status: response.statusCode ?? 0,
          headers: Object.fromEntries(
            Object.entries(response.headers).flatMap(([name, value]) =>
              typeof value === 'string' ? [[name, value]] : [],
            ),
          ),
          body: Buffer.concat(chunks),
        }),
      );
    })
      .on('error', fail)
      .end();
  });
}

async function measure(url: string) {
  const result = await autocannon({ url, connections, duration: seconds, headers: browserHeaders });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

const app = await startBenchServer({});
const scratch = mkdtempSync(join(tmpdir(), 'tischlein-small-'));
try {
  const base = `http://127.0.0.1:${app.port}`;
  const init = (await (await fetch(`${base}/api/init`)).json()) as {
    data: { url: string; data: { id: number }[] }[];
  };
  const branch = init.data.find((entry) => entry.url === '/api/branches')?.data[0];
  if (!branch) throw new Error('no demo branch');
  const paths = [`/api/branches/${branch.id}/menus`, '/api/fonts'];
  const rows: string[] = [];
  for (const path of paths) {
    const answer = await fetchRaw(`${base}${path}`);
    if (answer.status !== 200) throw new Error(`${path}: ${answer.status}`);
    // The same bytes and the headers a browser needs to read them, nothing of the app's own.
    const kept = ['content-type', 'content-encoding', 'etag', 'cache-control', 'vary'];
    const headers = Object.fromEntries(
      Object.entries(answer.headers).filter(([name]) => kept.includes(name)),
    );
    const file = join(scratch, 'body');
    writeFileSync(file, answer.body);
    const bare = await startBenchServer(
      { BARE_BODY_FILE: file, BARE_HEADERS: JSON.stringify(headers) },
      'bench/bare-server.ts',
    );
    try {
      const bareUrl = `http://127.0.0.1:${bare.port}${path}`;
      await measure(`${base}${path}`); // warm-up of both
      await measure(bareUrl);
      // Taken in turns, best of each: on a shared machine a neighbour's burst lowers one run, not the pair.
      let ours = { rps: 0, p99: 0 };
      let yardstick = { rps: 0, p99: 0 };
      for (let round = 0; round < rounds; round++) {
        const mine = await measure(`${base}${path}`);
        if (mine.rps > ours.rps) ours = mine;
        const theirs = await measure(bareUrl);
        if (theirs.rps > yardstick.rps) yardstick = theirs;
      }
      const headerBytes = Object.entries(answer.headers).reduce(
        (sum, [n, v]) => sum + n.length + v.length + 4,
        0,
      );
      rows.push(
        `| ${path} | ${answer.body.length} B ${answer.headers['content-encoding'] ?? 'identity'} | ${headerBytes} B | ` +
          `${Math.round(ours.rps)} | ${ours.p99} | ${Math.round(yardstick.rps)} | ` +
          `${((ours.rps / yardstick.rps) * 100).toFixed(0)}% |`,
      );
    } finally {
      bare.stop();
    }
  }
  console.log(
    `\n${connections} connections, ${seconds} s each, 127.0.0.1, Accept-Encoding: ${browserHeaders['accept-encoding']}\n`,
  );
  console.log('| answer | body | headers | requests/s | p99 (ms) | bare Fastify requests/s | of bare |');
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  for (const row of rows) console.log(row);
} finally {
  app.stop();
  rmSync(scratch, { recursive: true, force: true });
}
