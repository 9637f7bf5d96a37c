import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPublicDataCache, type PublicData } from '../../src/server/modules/init/public-data-cache.js';
import { createTestApp, testDatabases, type TestApp } from './test-app.js';

const TTL_MS = 200;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const firstProductName = (data: PublicData) => data.initData['/api/products'][0]?.name;

describe.each(testDatabases)('the public data cache on $name', (target) => {
  let t: TestApp;
  let firstId: number;
  beforeAll(async () => {
    t = await createTestApp(target);
    const cache = createPublicDataCache(t.database.db, 0, []);
    firstId = (await cache.get()).initData['/api/products'][0]!.id;
  });
  afterAll(async () => t?.close());

  const rename = (name: string) =>
    t.database.db.execute(sql`UPDATE products SET name = ${name} WHERE id = ${firstId}`);

  it('serves a copy past its time at once and has the new data for the next request', async () => {
    const cache = createPublicDataCache(t.database.db, TTL_MS, []);
    const old = await cache.get();
    await sleep(TTL_MS + 20);
    await rename('Kaisersemmel neu');
    expect(await cache.get()).toBe(old);
    await expect
      .poll(async () => firstProductName(await cache.get()), { timeout: 5_000 })
      .toBe('Kaisersemmel neu');
  });

  it('keeps the same copy when a rebuild finds nothing new, so pages rendered from it stay cached', async () => {
    const cache = createPublicDataCache(t.database.db, TTL_MS, []);
    const old = await cache.get();
    cache.invalidate();
    expect(await cache.get()).toBe(old);
  });
});
