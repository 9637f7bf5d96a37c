import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app.js';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client.js';
import { localFileStorage } from '../../src/server/storage/file-storage.js';
import { partitionProxy } from '../support/partition-proxy.js';
import { freshDatabase, type FreshDatabase } from '../../src/server/db/test-database.js';
import { fixedNow, testDatabases } from './test-app.js';

const postgres = testDatabases.find((target) => target.url !== undefined);

describe.runIf(postgres)('a database that cannot be reached', () => {
  let proxy: Awaited<ReturnType<typeof partitionProxy>>;
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let fresh: FreshDatabase;

  beforeAll(async () => {
    // A seeded database of the file's own, used through the proxy.
    fresh = await freshDatabase({ name: 'postgres', url: postgres!.url! }, 'seeded');
    if (fresh.handle.driver.kind !== 'postgres') throw new Error('a PostgreSQL handle was opened');
    proxy = await partitionProxy(new URL(fresh.handle.driver.connectionString));
    database = await openDatabase({ databaseUrl: proxy.url });
    app = await buildApp({
      database,
      storage: localFileStorage('/nonexistent'),
      now: () => fixedNow,
      publicDataTtlMs: 0,
    });
    await app.ready();
  }, 120_000);
  afterAll(async () => {
    proxy?.heal();
    await app?.close();
    await database?.close();
    await proxy?.close();
    await fresh?.dispose();
  });

  it('answers 503 within 5 s, serves the last catalogue, and is ready again after the partition', async () => {
    const catalogue = await app.inject({ url: '/api/init' });
    expect(catalogue.statusCode).toBe(200);
    await expect
      .poll(async () => (await app.inject({ url: '/readyz' })).statusCode, { timeout: 15_000 })
      .toBe(200);

    proxy.stall();
    let started = Date.now();
    const lookup = await app.inject({ url: '/api/orders/public/unbekannt/0000' });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(lookup.statusCode).toBe(503);
    expect(lookup.headers['retry-after']).toBe('5');
    expect(lookup.json()).toEqual({
      errors: [
        {
          message:
            'Der Dienst ist gerade nicht erreichbar. Bitte versuchen Sie es in einigen Sekunden erneut.',
        },
      ],
    });

    started = Date.now();
    const stale = await app.inject({ url: '/api/init' });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toBe(catalogue.body);
    // The database is known to be away now: the copy comes at once.
    started = Date.now();
    expect((await app.inject({ url: '/api/init' })).statusCode).toBe(200);
    expect(Date.now() - started).toBeLessThan(500);

    const notReady = await app.inject({ url: '/readyz' });
    expect(notReady.statusCode).toBe(503);
    expect(notReady.json().checks.database).toBe(false);
    // The listener's heartbeat finds out that it is cut off.
    await expect.poll(() => notReadyListener(app), { timeout: 15_000 }).toBe(false);

    proxy.heal();
    await expect
      .poll(async () => (await app.inject({ url: '/readyz' })).statusCode, { timeout: 20_000 })
      .toBe(200);
    expect((await app.inject({ url: '/api/orders/public/unbekannt/0000' })).statusCode).toBe(404);
  }, 60_000);
});

async function notReadyListener(app: FastifyInstance) {
  return ((await app.inject({ url: '/readyz' })).json() as { checks: { listener: boolean } }).checks.listener;
}
