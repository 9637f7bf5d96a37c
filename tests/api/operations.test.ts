import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.js';
import { openDatabase } from '../../src/server/db/client.js';
import { runMigrations } from '../../src/server/db/migrate.js';
import { openEventStream } from '../../src/server/http/event-stream.js';
import { localFileStorage } from '../../src/server/storage/file-storage.js';
import { loadDemo, postOrder, takeawayOrder } from './order-fixtures.js';
import { createTestApp, fixedNow, type TestApp } from './test-app.js';

const token = 'ein-geheimer-metrik-schluessel';

describe('health, readiness and metrics', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp({ name: 'pglite' }, { deps: { metricsToken: token } });
  });
  afterAll(async () => test?.close());

  it('answers /healthz and /readyz with every check', async () => {
    expect((await test.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const ready = await test.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      status: 'ready',
      checks: { database: true, migrations: true, listener: true },
    });
  });

  it('shows metrics only to the token, counting requests by route and placed orders', async () => {
    const demo = await loadDemo(test.app);
    expect((await postOrder(test.app, takeawayOrder(demo))).statusCode).toBe(201);
    expect((await test.app.inject({ url: '/metrics' })).statusCode).toBe(401);
    expect(
      (await test.app.inject({ url: '/metrics', headers: { authorization: 'Bearer falsch' } })).statusCode,
    ).toBe(401);
    const metrics = await test.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${token}` } });
    expect(metrics.statusCode).toBe(200);
    expect(metrics.body).toContain(
      'tischlein_http_requests_total{method="GET",route="/api/init",status="200"} 1',
    );
    expect(metrics.body).toContain('tischlein_orders_placed_total{channel="storefront"} 1');
    expect(metrics.body).toMatch(
      /tischlein_http_request_duration_seconds_count\{method="POST",route="\/api\/orders"\} 1/,
    );
    expect(metrics.body).toContain('tischlein_messages{status="pending"}');
    expect(metrics.body).toContain('tischlein_sse_clients 0');
  });

  it('has no /metrics without a token', async () => {
    const plain = await createTestApp({ name: 'pglite' }, { seed: false });
    try {
      expect((await plain.app.inject({ url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});

describe('graceful shutdown', () => {
  it('finishes the request in flight and ends the event streams', async () => {
    const database = await openDatabase({ dataDir: 'memory://' });
    await runMigrations(database);
    const app = await buildApp({ database, storage: localFileStorage('/nonexistent'), now: () => fixedNow });
    // A slow call and an open stream, the two things a shutdown must not cut off or wait for forever.
    app.get('/slow', async () => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      return { done: true };
    });
    app.get('/stream', (request, reply) => {
      openEventStream(request, reply, () => {}).send('ready', {});
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

    const stream = await fetch(`${base}/stream`);
    const reader = stream.body!.getReader();
    await reader.read();
    const slow = fetch(`${base}/slow`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const closing = app.close();

    const answer = await slow;
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ done: true });
    let ended = false;
    while (!ended) ended = (await reader.read()).done;
    await closing;
    await database.close();
    await expect(fetch(`${base}/slow`)).rejects.toThrow();
  });
});
