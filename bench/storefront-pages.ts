// `npx tsx bench/storefront-pages.ts`: requests/s and p99 of the server-rendered storefront pages (start
// page, branch page, a content site) beside a trivial Fastify route in the same run, autocannon on
// 127.0.0.1 with 10 connections, BENCH_SECONDS (default 8) per page, a browser's Accept-Encoding.
// BENCH_DATASET=large renders the large catalogue (20 branches, 2,000 products). Run after `npm run build`.
import autocannon from 'autocannon';
import { startBenchServer } from './start-bench-server.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const dataset = process.env.BENCH_DATASET === 'large' ? 'large' : 'demo';
const acceptEncoding = 'gzip, deflate, br, zstd';

/** `uncached`: every request asks for another query string, so the server renders each one anew. */
async function measure(url: string, uncached = false) {
  let counter = 0;
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    headers: { 'accept-encoding': acceptEncoding },
    requests: uncached
      ? [
          {
            setupRequest: (request) => ({ ...request, path: `${new URL(url).pathname}?render=${counter++}` }),
          },
        ]
      : undefined,
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

/** The first request renders; later ones within the minute are served from the rendered page. */
async function firstRender(url: string) {
  const started = performance.now();
  const response = await fetch(url, { headers: { 'accept-encoding': acceptEncoding } });
  const body = await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return { ms: performance.now() - started, kb: body.byteLength / 1024 };
}

const server = await startBenchServer({ BENCH_DATASET: dataset });
try {
  const base = `http://127.0.0.1:${server.port}`;
  const branch =
    dataset === 'large'
      ? (await (await fetch(`${base}/sitemap.xml`)).text()).match(/\/store\/[^<]+/)?.[0]
      : '/store/dornbirn';
  const pages = [
    ['start page', '/'],
    ['branch page', branch ?? '/store/dornbirn'],
    ['content site', '/ueber-uns'],
  ] as const;
  console.log(`dataset ${dataset}, ${connections} connections, ${seconds} s per page`);
  for (const [name, path] of pages) {
    const { ms, kb } = await firstRender(base + path);
    console.log(`first render of ${name} ${path}: ${ms.toFixed(0)} ms, ${kb.toFixed(1)} KB decoded`);
  }
  await measure(`${base}/bench/trivial`); // warm-up
  const trivial = await measure(`${base}/bench/trivial`);
  console.log('| page | requests/s | p50 (ms) | p99 (ms) | of trivial route |');
  console.log('|---|---:|---:|---:|---:|');
  console.log(`| trivial route | ${trivial.rps.toFixed(0)} | ${trivial.p50} | ${trivial.p99} | 100% |`);
  for (const [name, path] of pages) {
    const figures = await measure(base + path);
    const share = ((figures.rps / trivial.rps) * 100).toFixed(0);
    console.log(
      `| ${name} ${path} | ${figures.rps.toFixed(0)} | ${figures.p50} | ${figures.p99} | ${share}% |`,
    );
    const rendered = await measure(base + path, true);
    const renderedShare = ((rendered.rps / trivial.rps) * 100).toFixed(0);
    console.log(
      `| ${name}, rendered for every request | ${rendered.rps.toFixed(0)} | ${rendered.p50} | ${rendered.p99} | ${renderedShare}% |`,
    );
  }
} finally {
  server.stop();
}
