// `npm run bench`: requests/s and p99 latency of the hot storefront endpoints on the demo data and on a
// large catalogue (20 branches, 2,000 products), each beside a trivial Fastify route measured in the same
// run. Traffic goes to 127.0.0.1 only; every run is bounded by BENCH_SECONDS (default 8) per endpoint.
import autocannon from 'autocannon';
import { startBenchServer } from './start-bench-server.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

type Row = { dataset: string; endpoint: string; rps: number; p99: number; ratio: number };

async function measure(url: string) {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    headers: { 'accept-encoding': 'gzip' },
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

async function benchDataset(dataset: 'demo' | 'large'): Promise<Row[]> {
  const server = await startBenchServer({ BENCH_DATASET: dataset });
  try {
    const base = `http://127.0.0.1:${server.port}`;
    const firstBranch = (await (await fetch(`${base}/api/init`)).json()).data.find(
      (entry: { url: string }) => entry.url === '/api/branches',
    ).data[0].id;
    await measure(`${base}/bench/trivial`); // warm-up
    const trivial = await measure(`${base}/bench/trivial`);
    const rows: Row[] = [{ dataset, endpoint: 'trivial route', ...trivial, ratio: 1 }];
    for (const [endpoint, path] of [
      ['GET /api/init', '/api/init'],
      ['GET /api/branches/{id}/menus', `/api/branches/${firstBranch}/menus`],
    ] as const) {
      const figures = await measure(`${base}${path}`);
      rows.push({ dataset, endpoint, ...figures, ratio: figures.rps / trivial.rps });
    }
    return rows;
  } finally {
    server.stop();
  }
}

// BENCH_DATASETS=demo measures the demo data only (a quick before/after comparison).
const datasets = (process.env.BENCH_DATASETS ?? 'demo,large').split(',') as ('demo' | 'large')[];
const rows: Row[] = [];
for (const dataset of datasets) rows.push(...(await benchDataset(dataset)));
console.log(`\n${connections} connections, ${seconds} s per endpoint, gzip accepted, 127.0.0.1\n`);
console.log('| dataset | endpoint | requests/s | p99 (ms) | of trivial route |');
console.log('|---|---|---:|---:|---:|');
for (const row of rows) {
  console.log(
    `| ${row.dataset} | ${row.endpoint} | ${Math.round(row.rps)} | ${row.p99} | ${(row.ratio * 100).toFixed(0)}% |`,
  );
}
