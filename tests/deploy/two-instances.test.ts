import { randomUUID } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer, connect, type Socket } from 'node:net';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reconnectDelay } from '../../src/web/lib/reconnect-delay.js';
import {
  freePort,
  scratchDatabase,
  send,
  startInstance,
  openEventStream,
  startProxy,
  tempFolder,
  tlsHandshake,
  untilReady,
  type Answer,
  type Instance,
  type Proxy,
} from './cluster.js';

const serverUrl = process.env.TEST_DATABASE_URL;
const SHUTDOWN_TIMEOUT_MS = 10_000;
const FAIL_TIMEOUT_MS = 5_000;
const ADMIN = { email: 'admin@tischlein.local', password: 'ein-langes-startpasswort' };

type Init = { data: { url: string; data: Record<string, unknown>[] }[] };
type Guest = { from: string; email: string; phone: string };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A TCP path to the database that can be cut: every connection through it ends and new ones are refused,
 * as when the network between an instance and its database fails. Answers the database URL through it.
 */
async function cuttableConnection(target: URL) {
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const through = new URL(target);
  through.hostname = '127.0.0.1';
  through.port = String((server.address() as { port: number }).port);
  return {
    url: through.toString(),
    close() {
      server.close();
      for (const socket of sockets) socket.destroy();
    },
  };
}

describe.runIf(serverUrl)('two instances behind nginx on one PostgreSQL database', () => {
  // Made in beforeAll: a skipped suite's body still runs (to list its tests), its hooks do not.
  let temp: ReturnType<typeof tempFolder>;
  let database: Awaited<ReturnType<typeof scratchDatabase>>;
  let envFile: string;
  const instances: Instance[] = [];
  let proxy: Proxy;
  let orderBody: (guest: Guest) => Record<string, unknown>;
  let productId: number;

  const direct = (instance: Instance) => ({ port: instance.port });
  const through = (options: Omit<Parameters<typeof send>[0], 'port' | 'ca'>) =>
    send({ port: proxy.httpsPort, ca: proxy.ca, ...options });

  /** Plain HTTP to one instance, as nginx talks to it. */
  const toInstance = (
    target: { port: number },
    options: { path: string; method?: string; headers?: Record<string, string>; body?: string },
  ) =>
    new Promise<Answer>((resolve, reject) => {
      const request = httpRequest(
        {
          host: '127.0.0.1',
          port: target.port,
          path: options.path,
          method: options.method ?? 'GET',
          agent: false,
          headers: {
            accept: 'application/json',
            ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
            ...options.headers,
          },
        },
        (response) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (body += chunk));
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
          );
        },
      );
      request.on('error', reject);
      request.end(options.body);
    });

  /** The storefront's way: the same key and body again after no answer, a 5xx or "in progress". */
  const placeWithRetries = async (
    guest: Guest,
    key = randomUUID(),
  ): Promise<{ key: string; answer: Answer; tries: number }> => {
    const body = JSON.stringify(orderBody(guest));
    for (let tries = 1; ; tries += 1) {
      const answer = await through({
        path: '/api/orders',
        method: 'POST',
        from: guest.from,
        headers: { 'idempotency-key': key },
        body,
      }).catch(() => undefined);
      if (answer && answer.status < 500 && answer.status !== 409) return { key, answer, tries };
      if (tries >= 30) throw new Error(`order ${key} still failing: ${answer?.status} ${answer?.body}`);
      await sleep(300);
    }
  };

  const guest = (n: number): Guest => ({
    from: `127.0.${Math.floor(n / 250) + 1}.${(n % 250) + 1}`,
    email: `gast${n}@example.at`,
    phone: `+43 664 ${String(n).padStart(7, '0')}`,
  });

  const signIn = async (target: { port: number }) => {
    const answer = await toInstance(target, {
      path: '/api/auth/login',
      method: 'POST',
      body: JSON.stringify(ADMIN),
    });
    expect(answer.status).toBe(200);
    const cookie = String(answer.headers['set-cookie']).split(';')[0]!;
    const csrf = (JSON.parse(answer.body) as { data: { csrfToken: string } }).data.csrfToken;
    return { cookie, csrf };
  };

  /** An order board's event stream on one instance; resolves each `orders` event's arrival time. */
  const openBoard = (target: { port: number }, cookie: string) => {
    const events: number[] = [];
    let up = false;
    const request = httpRequest({
      host: '127.0.0.1',
      port: target.port,
      path: '/api/orders/events',
      headers: { cookie, accept: 'text/event-stream' },
    });
    request.on('response', (response) => {
      up = response.statusCode === 200;
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        if (/^event: order$/m.test(chunk)) events.push(Date.now());
      });
    });
    request.on('error', () => {});
    request.end();
    return { events, isUp: () => up, close: () => request.destroy() };
  };

  const sql = async <T>(text: string, values: unknown[] = []): Promise<T[]> => {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      return (await client.query(text, values)).rows as T[];
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    temp = tempFolder('tischlein-deploy-');
    database = await scratchDatabase(serverUrl!);
    const ports = [await freePort(), await freePort()];
    envFile = join(temp.folder, 'tischlein.env');
    writeFileSync(
      envFile,
      [
        `DATABASE_URL=${database.url}`,
        'HOST=127.0.0.1',
        'TRUST_PROXY=1',
        'LOG_LEVEL=warn',
        `INITIAL_ADMIN_PASSWORD=${ADMIN.password}`,
        `SHUTDOWN_TIMEOUT_MS=${SHUTDOWN_TIMEOUT_MS}`,
        'PUBLIC_BASE_URL=https://shop.example.at',
        '',
      ].join('\n'),
    );
    // One after the other, as docs/operations.md "In production" has it: the first start migrates and seeds.
    for (const port of ports) {
      const instance = startInstance(port, envFile);
      instances.push(instance);
      await untilReady(instance);
    }
    proxy = await startProxy(temp.folder, ports);

    const init = JSON.parse((await through({ path: '/api/init', method: 'GET' })).body) as Init;
    const entries = (url: string) => init.data.find((entry) => entry.url === url)?.data ?? [];
    const branch = entries('/api/branches').find((candidate) => candidate.identifier === 'dornbirn')!;
    const product = (uid: string) => entries('/api/products').find((candidate) => candidate.uid === uid)!;
    productId = product('kaisersemmel').id as number;
    // Tomorrow at 11:00 UTC (noon or one in Vienna), when Dornbirn is open whatever the hour now.
    const appointment = new Date();
    appointment.setUTCDate(appointment.getUTCDate() + 1);
    appointment.setUTCHours(11, 0, 0, 0);
    orderBody = (who) => ({
      branch: branch.id,
      isDelivery: false,
      isDineIn: false,
      appointmentDate: appointment.toISOString(),
      items: [{ productId, amount: 2, unit: product('kaisersemmel').unit, parts: {} }],
      firstName: 'Anna',
      lastName: 'Huber',
      email: who.email,
      phone: who.phone,
      paymentMethod: 'cash',
      legalInstructions: true,
      privacyPolicy: true,
    });
  }, 400_000);

  afterAll(async () => {
    await proxy?.stop();
    for (const instance of instances) instance.child.kill('SIGKILL');
    await database?.drop();
    temp?.remove();
  }, 60_000);

  it('serves TLS, sends http to https and names the guest by X-Forwarded-For', async () => {
    const redirect = await new Promise<Answer>((resolve, reject) =>
      httpRequest({ host: '127.0.0.1', port: proxy.httpPort, path: '/bestellen' }, (response) => {
        response.resume();
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: '' });
      })
        .on('error', reject)
        .end(),
    );
    expect(redirect.status).toBe(301);
    expect(redirect.headers.location).toMatch(/^https:\/\/[^/]+\/bestellen$/);
    const first = await placeWithRetries(guest(9_000));
    expect(first.answer.status).toBe(201);
  });

  it('agrees on TLS 1.2 only with forward secrecy and AEAD, and sends one HSTS policy', async () => {
    const modern = await tlsHandshake({ port: proxy.httpsPort, ca: proxy.ca, maxVersion: 'TLSv1.2' });
    expect(modern.protocol).toBe('TLSv1.2');
    expect(modern.cipher).toMatch(
      /^TLS_ECDHE_(RSA|ECDSA)_WITH_(AES_\d+_GCM_SHA\d+|CHACHA20_POLY1305_SHA256)$/,
    );
    // testssl.sh flagged these: CBC (LUCKY13) and the RSA key exchange without forward secrecy.
    for (const ciphers of ['ECDHE-RSA-AES128-SHA:ECDHE-RSA-AES256-SHA384', 'AES128-GCM-SHA256:AES256-SHA']) {
      await expect(
        tlsHandshake({ port: proxy.httpsPort, ca: proxy.ca, maxVersion: 'TLSv1.2', ciphers }),
        ciphers,
      ).rejects.toThrow();
    }
    expect((await tlsHandshake({ port: proxy.httpsPort, ca: proxy.ca })).protocol).toBe('TLSv1.3');

    // Two different policies (the app's and the site's) are what HSTS preload refuses.
    for (const path of ['/', '/api/config']) {
      const answer = await through({ path, method: 'GET' });
      expect(answer.headers['strict-transport-security'], path).toBe('max-age=31536000; includeSubDomains');
    }
  });

  it('takes a session made on one instance on the other, and ends it there within 1 s', async () => {
    const [a, b] = instances as [Instance, Instance];
    const { cookie, csrf } = await signIn(direct(a));
    expect((await toInstance(direct(b), { path: '/api/users/me', headers: { cookie } })).status).toBe(200);
    const out = await toInstance(direct(a), {
      path: '/api/auth/logout',
      method: 'POST',
      headers: { cookie, 'x-csrf-token': csrf },
    });
    expect(out.status).toBeLessThan(300);
    const signedOutAt = Date.now();
    let status = 200;
    while (Date.now() - signedOutAt < 1_000) {
      status = (await toInstance(direct(b), { path: '/api/users/me', headers: { cookie } })).status;
      if (status === 401) break;
      await sleep(20);
    }
    expect(status).toBe(401);
  });

  it('shows a board on A an order placed on B within 1 s', async () => {
    const [a, b] = instances as [Instance, Instance];
    const { cookie } = await signIn(direct(a));
    const board = openBoard(direct(a), cookie);
    while (!board.isUp()) await sleep(20);
    await sleep(200);
    const placedAt = Date.now();
    const answer = await toInstance(direct(b), {
      path: '/api/orders',
      method: 'POST',
      headers: { 'idempotency-key': randomUUID() },
      body: JSON.stringify(orderBody(guest(9_001))),
    });
    expect(answer.status).toBe(201);
    while (board.events.length === 0 && Date.now() - placedAt < 1_000) await sleep(10);
    board.close();
    expect(board.events[0]! - placedAt).toBeLessThan(1_000);
  });

  it('charges on B a price changed on A as soon as the change is answered, and shows it within 1 s', async () => {
    const [a, b] = instances as [Instance, Instance];
    const { cookie, csrf } = await signIn(direct(a));
    const headers = { cookie, 'x-csrf-token': csrf };
    // B has the catalogue in its cache before the change.
    await toInstance(direct(b), { path: '/api/init' });
    const read = await toInstance(direct(a), { path: `/api/products/${productId}`, headers });
    const product = (JSON.parse(read.body) as { data: { price: number } }).data;
    const price = product.price + 110;
    const changed = await toInstance(direct(a), {
      path: `/api/products/${productId}`,
      method: 'PUT',
      headers,
      body: JSON.stringify({ ...product, price }),
    });
    expect(changed.status).toBe(200);
    const changedAt = Date.now();
    const seen = (async () => {
      for (;;) {
        const init = JSON.parse((await toInstance(direct(b), { path: '/api/init' })).body) as Init;
        const products = init.data.find((entry) => entry.url === '/api/products')!.data;
        if (products.find((candidate) => candidate.id === productId)!.price === price) return Date.now();
        if (Date.now() - changedAt > 5_000) return Number.POSITIVE_INFINITY;
        await sleep(20);
      }
    })();
    const order = await toInstance(direct(b), {
      path: '/api/orders',
      method: 'POST',
      headers: { 'idempotency-key': randomUUID() },
      body: JSON.stringify(orderBody(guest(9_002))),
    });
    expect(order.status).toBe(201);
    const placed = JSON.parse(order.body) as { data: { items: { unitPrice: number }[] } };
    expect(placed.data.items[0]!.unitPrice).toBe(price);
    expect((await seen) - changedAt).toBeLessThan(1_000);
  });

  it('refuses the 31st order from one address, whichever instance counts it', async () => {
    const statuses: number[] = [];
    const upstreams = new Set<string>();
    for (let n = 0; n < 31; n += 1) {
      const answer = await through({
        path: '/api/orders',
        method: 'POST',
        from: '127.0.99.1',
        headers: { 'idempotency-key': randomUUID() },
        body: JSON.stringify(orderBody({ ...guest(8_000 + n), from: '127.0.99.1' })),
      });
      statuses.push(answer.status);
      upstreams.add(String(answer.headers['x-upstream']));
    }
    expect(upstreams.size).toBe(2);
    expect(statuses.slice(0, 30).every((status) => status === 201)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it('stores every acknowledged order once when one instance is killed under 100 orders', async () => {
    const b = instances[1]!;
    let next = 0;
    const results: Awaited<ReturnType<typeof placeWithRetries>>[] = [];
    const worker = async () => {
      while (next < 100) {
        const n = next;
        next += 1;
        results.push(await placeWithRetries(guest(n)));
      }
    };
    const killer = (async () => {
      while (results.length < 30) await sleep(5);
      b.child.kill('SIGKILL');
    })();
    await Promise.all([...Array.from({ length: 8 }, worker), killer]);
    expect(results.map((result) => result.answer.status)).toEqual(Array(100).fill(201));
    const keys = results.map((result) => result.key);
    const stored = await sql<{ key: string; orders: string }>(
      `select k.key, count(o.id) as orders from idempotency_keys k join orders o on o.id = k.order_id
       where k.key = any($1) group by k.key`,
      [keys],
    );
    expect(stored.length).toBe(100);
    expect(stored.every((row) => Number(row.orders) === 1)).toBe(true);
    const emails = results.map((_, n) => guest(n).email);
    const [row] = await sql<{ count: string }>('select count(*) from orders where email = any($1)', [emails]);
    expect(Number(row!.count)).toBe(100);
    // The answers carry the orders that were stored.
    const uids = new Set(
      results.map((result) => (JSON.parse(result.answer.body) as { data: { uid: string } }).data.uid),
    );
    expect(uids.size).toBe(100);

    const restarted = startInstance(b.port, envFile);
    instances[1] = restarted;
    await untilReady(restarted);
  }, 200_000);

  // Retried: a board's reconnect within 3 s depends on the host's load at that moment (one failed run of
  // four on the shared 2-core machine, 2026-11-27); orders lost or doubled fail every try.
  it('stops sending orders to an instance whose database is away within the passive health window', async () => {
    // A third instance reaches the database through a connection the test cuts, as a network split
    // would; the first one keeps its database. Both stand behind an nginx of their own.
    const cut = await cuttableConnection(new URL(database.url));
    const cutEnv = join(temp.folder, 'cut.env');
    writeFileSync(
      cutEnv,
      readFileSync(envFile, 'utf8').replace(/^DATABASE_URL=.*$/m, `DATABASE_URL=${cut.url}`),
    );
    const third = startInstance(await freePort(), cutEnv);
    const splitTemp = tempFolder('tischlein-deploy-split-');
    try {
      await untilReady(third);
      const split = await startProxy(splitTemp.folder, [instances[0]!.port, third.port]);
      try {
        const thirdAddress = `127.0.0.1:${third.port}`;
        cut.close();
        const cutAt = Date.now();
        // 10 orders/s for 16 s, each repeated as the storefront repeats it; which instance answered
        // what, and when, comes from nginx's X-Upstream.
        const refusedByThird: number[] = [];
        const placed = [];
        for (let n = 0; Date.now() - cutAt < 16_000; n += 1) {
          placed.push(
            (async () => {
              const who = guest(20_000 + n);
              const body = JSON.stringify(orderBody(who));
              const key = randomUUID();
              for (let tries = 1; tries <= 30; tries += 1) {
                const sentAt = Date.now() - cutAt;
                const answer = await send({
                  port: split.httpsPort,
                  ca: split.ca,
                  path: '/api/orders',
                  method: 'POST',
                  from: who.from,
                  headers: { 'idempotency-key': key },
                  body,
                }).catch(() => undefined);
                if (answer !== undefined && String(answer.headers['x-upstream']).includes(thirdAddress))
                  refusedByThird.push(sentAt);
                if (answer && answer.status < 500 && answer.status !== 409) return answer.status;
                await sleep(300);
              }
              return 0;
            })(),
          );
          await sleep(100);
        }
        const statuses = await Promise.all(placed);
        expect(statuses.filter((status) => status !== 201)).toEqual([]);
        // The window of docs/operations.md "Passive health window": the database's absence is known
        // within 4.5 s, then max_fails=2 per fail_timeout=5 s. After the first window, at most 2 tries per 5 s.
        const window = 4_500 + FAIL_TIMEOUT_MS;
        const late = refusedByThird.filter((at) => at >= window);
        expect(late.length, JSON.stringify(refusedByThird)).toBeLessThanOrEqual(
          2 * Math.ceil((16_000 - window) / FAIL_TIMEOUT_MS),
        );
        expect(refusedByThird.length).toBeGreaterThan(0);
      } finally {
        await split.stop();
      }
    } finally {
      third.child.kill('SIGKILL');
      await third.exited;
      splitTemp.remove();
      cut.close();
    }
  }, 120_000);

  it(
    'loses no order in a rolling restart under 20 orders/s, and boards reconnect within 3 s',
    { timeout: 300_000 },
    async () => {
      const firstGuest = 1_000;
      const { cookie } = await signIn(direct(instances[0]!));
      // Two boards through the proxy, reconnecting as the storefront's boards do (reconnectDelay).
      const gaps: number[] = [];
      const failures: string[] = [];
      let stopped = false;
      const streams = new Set<() => void>();
      const board = async () => {
        let attempt = 0;
        let lostAt: number | undefined;
        while (!stopped) {
          const stream = await openEventStream({
            port: proxy.httpsPort,
            ca: proxy.ca,
            path: '/api/orders/events',
            headers: { cookie },
          });
          failures.push(`${Date.now()}: ${stream.status}`);
          if (stream.ok) {
            if (lostAt !== undefined) gaps.push(Date.now() - lostAt);
            lostAt = undefined;
            attempt = 0;
            streams.add(stream.close);
            await stream.ended;
            streams.delete(stream.close);
            if (stopped) return;
          }
          lostAt ??= Date.now();
          await sleep(reconnectDelay(attempt));
          attempt += 1;
        }
      };
      const boards = [board(), board()];

      const placed: Promise<Awaited<ReturnType<typeof placeWithRetries>>>[] = [];
      let sending = true;
      const load = (async () => {
        for (let n = firstGuest; sending; n += 1) {
          placed.push(placeWithRetries(guest(n)));
          await sleep(50);
        }
      })();

      // SIGTERM A, start A, then the same for B, as docs/operations.md "In production" upgrades.
      const rollingRestart = async () => {
        for (const index of [0, 1]) {
          const old = instances[index]!;
          const sentAt = Date.now();
          old.child.kill('SIGTERM');
          expect(await old.exited).toBe(0);
          expect(Date.now() - sentAt).toBeLessThan(SHUTDOWN_TIMEOUT_MS);
          const fresh = startInstance(old.port, envFile);
          instances[index] = fresh;
          await untilReady(fresh);
          // As docs/operations.md has it: nginx may count the instance as failed for fail_timeout (5 s)
          // more, in whole seconds, so up to 6 s; 5.5 s left it 'no live upstreams' for a second in 2 tries
          // of 3.
          await sleep(FAIL_TIMEOUT_MS + 2_000);
        }
      };

      try {
        // The test before cut an instance off its database, and nginx may still count it as failed for
        // fail_timeout (in whole seconds): stopping the other one at once left the boards with 'no
        // live upstreams' for 7 s (the first try failed so in two runs of two; it was retried twice).
        await sleep(FAIL_TIMEOUT_MS + 2_000);
        await rollingRestart();
      } finally {
        sending = false;
        await load;
      }
      const results = await Promise.all(placed);
      stopped = true;
      for (const close of streams) close();
      await Promise.all(boards);

      expect(results.length).toBeGreaterThan(100);
      expect(results.filter((result) => result.answer.status !== 201)).toEqual([]);
      const keys = results.map((result) => result.key);
      const stored = await sql<{ orders: string }>(
        `select count(o.id) as orders from idempotency_keys k join orders o on o.id = k.order_id
       where k.key = any($1) group by k.key`,
        [keys],
      );
      expect(stored.length).toBe(results.length);
      expect(stored.every((row) => Number(row.orders) === 1)).toBe(true);
      const emails = results.map((_, n) => guest(firstGuest + n).email);
      const [row] = await sql<{ count: string }>('select count(*) from orders where email = any($1)', [
        emails,
      ]);
      expect(Number(row!.count)).toBe(results.length);
      // Each board lost its instance at least once and was back within 3 s every time.
      expect(gaps.length).toBeGreaterThanOrEqual(2);
      expect(Math.max(...gaps), `${failures.join('\n')}\n${proxy.output()}`).toBeLessThan(3_000);
    },
  );
});
