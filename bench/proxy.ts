// `npx tsx bench/proxy.ts`: orders/s and `/api/init` requests/s through nginx (deploy/nginx, TLS) with one
// and with two instances on one PostgreSQL database, in the same run, and the ratio. Instances start as
// the systemd unit starts them (built dist, environment file); the database is a scratch one beside
// BENCH_DATABASE_URL's, dropped after. Needs `npm run build` and nginx. BENCH_SECONDS (default 8) per
// measurement, BENCH_CONNECTIONS (default 20).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { benchOrderBody } from './bench-order.js';
import { orderLoad } from './order-load.js';
import {
  freePort,
  scratchDatabase,
  startInstance,
  startProxy,
  tempFolder,
  untilReady,
  type Instance,
} from '../tests/deploy/cluster.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const browserEncodings = 'gzip, deflate, br, zstd';
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
// The self-signed certificate of this run; autocannon has no option for a CA of its own.
process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';

type Init = {
  data: { url: string; data: { id: number; uid?: string; identifier?: string; unit?: string }[] }[];
};

async function measure(options: autocannon.Options) {
  const result = await autocannon({ connections, duration: seconds, ...options });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(
      `${options.method ?? 'GET'} ${options.url}: ${result.non2xx} non-2xx, ${result.errors} errors`,
    );
  return result.requests.average;
}

const temp = tempFolder('tischlein-bench-proxy-');
const database = await scratchDatabase(serverUrl);
const instances: Instance[] = [];
try {
  const envFile = join(temp.folder, 'tischlein.env');
  writeFileSync(
    envFile,
    [
      `DATABASE_URL=${database.url}`,
      'HOST=127.0.0.1',
      'TRUST_PROXY=1',
      'LOG_LEVEL=warn',
      'INITIAL_ADMIN_PASSWORD=ein-langes-startpasswort',
      // One load generator is one address: limits far above what it sends, still counted.
      'ORDER_LIMIT_PER_ADDRESS=1000000000',
      'ORDER_LIMIT_PER_CONTACT=1000000000',
      '',
    ].join('\n'),
  );
  const ports = [await freePort(), await freePort()];
  for (const port of ports) {
    const instance = startInstance(port, envFile);
    instances.push(instance);
    await untilReady(instance);
  }
  // Both set-ups stand side by side and are measured in turns, twice, so that a busy moment of the
  // machine does not decide the ratio.
  const setups = [];
  for (const upstreams of [ports.slice(0, 1), ports]) {
    const proxyTemp = tempFolder('tischlein-bench-nginx-');
    const proxy = await startProxy(proxyTemp.folder, upstreams);
    setups.push({
      instances: upstreams.length,
      proxy,
      proxyTemp,
      base: `https://127.0.0.1:${proxy.httpsPort}`,
    });
  }
  const rows = setups.map((setup) => ({
    instances: setup.instances,
    init: [] as number[],
    orders: [] as number[],
  }));
  try {
    const init = (await (await fetch(`${setups[0]!.base}/api/init`)).json()) as Init;
    const entries = (url: string) => init.data.find((entry) => entry.url === url)?.data ?? [];
    const branch = entries('/api/branches').find((candidate) => candidate.identifier === 'dornbirn')!;
    const product = entries('/api/products').find((candidate) => candidate.uid === 'kaisersemmel')!;
    const appointment = new Date();
    appointment.setUTCDate(appointment.getUTCDate() + 1);
    appointment.setUTCHours(11, 0, 0, 0);
    const body = benchOrderBody(branch.id, product, { appointmentDate: appointment.toISOString() });
    for (const round of [1, 2]) {
      for (const [index, setup] of setups.entries()) {
        // The browser's headers: the answer as a guest's browser gets it, compressed.
        const initLoad = { url: `${setup.base}/api/init`, headers: { 'accept-encoding': browserEncodings } };
        const orders = orderLoad(`${setup.base}/api/orders`, body);
        if (round === 1) {
          await measure({ ...initLoad, duration: 2 });
          await measure({ ...orders, duration: 2 });
        }
        rows[index]!.init.push(await measure(initLoad));
        rows[index]!.orders.push(await measure(orders));
      }
    }
  } finally {
    for (const setup of setups) {
      await setup.proxy.stop();
      setup.proxyTemp.remove();
    }
  }
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const results = rows.map((row) => ({
    instances: row.instances,
    init: mean(row.init),
    orders: mean(row.orders),
  }));
  console.log(
    `\n${connections} connections, ${seconds} s each, twice in turns (mean), through nginx (TLS) on 127.0.0.1, PostgreSQL, Accept-Encoding: ${browserEncodings}\n`,
  );
  console.log('| instances | GET /api/init req/s | POST /api/orders orders/s |');
  console.log('|---:|---:|---:|');
  for (const row of results)
    console.log(`| ${row.instances} | ${Math.round(row.init)} | ${Math.round(row.orders)} |`);
  const [one, two] = results as [(typeof results)[number], (typeof results)[number]];
  console.log(
    `| ratio 2 / 1 | ${(two.init / one.init).toFixed(2)} | ${(two.orders / one.orders).toFixed(2)} |`,
  );
} finally {
  for (const instance of instances) instance.child.kill('SIGTERM');
  await Promise.all(instances.map((instance) => instance.exited));
  await database.drop();
  temp.remove();
}
