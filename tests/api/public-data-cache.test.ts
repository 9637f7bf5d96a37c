import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPublicDataCache } from '../../src/server/storefront/public-data/public-data-cache.js';
import type { PublicData } from '../../src/server/storefront/public-data/public-data.js';
import { readPublicDataVersion } from '../../src/server/storefront/public-data/public-data-version.js';
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

  it('reads the catalogue again only when the version says a table changed', async () => {
    const cache = createPublicDataCache(t.database.db, TTL_MS, []);
    const before = firstProductName(await cache.get());
    // A write the version does not see: the copy stays, as the catalogue is not read again.
    await t.database.db.execute(sql`ALTER TABLE products DISABLE TRIGGER public_data_changed`);
    try {
      await rename('Unbemerkt');
    } finally {
      await t.database.db.execute(sql`ALTER TABLE products ENABLE TRIGGER public_data_changed`);
    }
    await sleep(TTL_MS + 20);
    await cache.get();
    await sleep(50);
    expect(firstProductName(await cache.get())).toBe(before);

    await rename('Bemerkt');
    await sleep(TTL_MS + 20);
    await cache.get();
    await expect.poll(async () => firstProductName(await cache.get()), { timeout: 5_000 }).toBe('Bemerkt');
  });

  it('counts writes to every table the public data is read from', async () => {
    const { rows } = (await t.database.db.execute(
      sql`SELECT c.relname AS "table" FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
          WHERE t.tgname = 'public_data_changed' ORDER BY 1`,
    )) as unknown as { rows: { table: string }[] };
    expect(rows.map((row) => row.table)).toEqual([
      'blocks',
      'branch_images',
      'branch_tags',
      'branches',
      'categories',
      'config',
      'delivery_areas',
      'divisions',
      'donatees',
      'images',
      'menu_branches',
      'menu_categories',
      'menu_category_products',
      'menus',
      'navigations',
      'product_images',
      'product_tags',
      'products',
      'sites',
      'tables',
      'tags',
    ]);
    const version = () => readPublicDataVersion(t.database.db);
    const before = (await version()) ?? Number.NaN;
    await t.database.db.execute(sql`UPDATE menu_category_products SET product_id = product_id WHERE false`);
    expect(await version()).toBe(before + 1);
  });
});
