import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initDataFromEntries, initResponseSchema, type InitData } from '../../src/domain/schemas/init.js';
import { sites } from '../../src/server/db/schema/index.js';
import { createTestApp, testDatabases, type TestApp } from './test-app.js';

describe.each(testDatabases)('GET /api/init on $name', (target) => {
  let t: TestApp;
  let init: InitData;
  beforeAll(async () => {
    t = await createTestApp(target);
    const response = await t.app.inject({ method: 'GET', url: '/api/init' });
    expect(response.statusCode).toBe(200);
    init = initDataFromEntries(initResponseSchema.parse(response.json()).data);
  });
  afterAll(async () => t?.close());

  it('lists every entry the storefront spec names, in order', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/init' });
    expect(response.json().data.map((entry: { url: string }) => entry.url)).toEqual([
      '/api/config',
      '/api/users/me',
      '/api/divisions',
      '/api/branches',
      '/api/menus',
      '/api/categories',
      '/api/products',
      '/api/tags',
      '/api/tables',
      '/api/sites',
      '/api/navigations',
      '/api/blocks',
      '/api/donatees',
    ]);
  });

  it('carries the demo chain: three branches in Vorarlberg, a full catalogue, no signed-in user', () => {
    expect(init['/api/users/me']).toBeNull();
    expect(init['/api/branches'].map((branch) => branch.identifier)).toEqual([
      'dornbirn',
      'bregenz',
      'feldkirch',
    ]);
    expect(init['/api/products'].length).toBeGreaterThanOrEqual(40);
    expect(init['/api/categories'].length).toBeGreaterThanOrEqual(6);
    expect(init['/api/config'].shopName).toBe('Café Tischlein');
    expect(init['/api/navigations'].map((navigation) => navigation.identifier)).toEqual(
      expect.arrayContaining(['header-navigation', 'footer-navigation']),
    );
  });

  it('references only entities it also delivers', () => {
    const productIds = new Set(init['/api/products'].map((product) => product.id));
    const categoryIds = new Set(init['/api/categories'].map((category) => category.id));
    const branchIds = new Set(init['/api/branches'].map((branch) => branch.id));
    const tagIds = new Set(init['/api/tags'].map((tag) => tag.id));
    for (const menu of init['/api/menus']) {
      for (const branchId of menu.branches) expect(branchIds).toContain(branchId);
      for (const category of menu.catalog.categories) {
        expect(categoryIds).toContain(category.id);
        for (const product of category.products) expect(productIds).toContain(product.id);
      }
    }
    for (const branch of init['/api/branches'])
      for (const tag of branch.tags) expect(tagIds).toContain(tag.id);
    for (const table of init['/api/tables']) expect(branchIds).toContain(table.branch);
  });

  it('delivers tax rates as numbers and money as integer cents', () => {
    for (const product of init['/api/products']) {
      expect(Number.isInteger(product.price)).toBe(true);
      expect([10, 13, 20]).toContain(product.tax);
    }
  });

  it('delivers only public sites and blocks', () => {
    expect(init['/api/sites'].every((site) => site.isPublic)).toBe(true);
    expect(init['/api/sites'].map((site) => site.path)).toEqual(
      expect.arrayContaining(['site/terms-and-conditions', 'site/privacy', 'site/imprint', 'site/allergens']),
    );
    expect(init['/api/blocks'].every((block) => block.isPublic)).toBe(true);
  });

  it('answers 304 to a repeat with the ETag, and gzip when asked', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/init' });
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const repeat = await t.app.inject({
      method: 'GET',
      url: '/api/init',
      headers: { 'if-none-match': etag },
    });
    expect(repeat.statusCode).toBe(304);
    const zipped = await t.app.inject({
      method: 'GET',
      url: '/api/init',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8'))).toEqual(first.json());
  });

  it('sanitises rich text on the way out, whatever is stored', async () => {
    await t.database.db.insert(sites).values({
      path: 'site/boese',
      type: 'default',
      name: 'Böse',
      isPublic: true,
      content: {
        body: [
          {
            type: 'text',
            value: '<p onclick="steal()">Hallo<script>alert(1)</script><a href="javascript:x()">x</a></p>',
          },
        ],
      },
    });
    const response = await t.app.inject({ method: 'GET', url: '/api/init' });
    const data = initDataFromEntries(response.json().data);
    const site = data['/api/sites'].find((entry) => entry.path === 'site/boese');
    expect(site?.content.body[0]?.value).toBe('<p>Hallo<a>x</a></p>');
  });

  it('GET /api/config answers the configuration', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ shopName: 'Café Tischlein', currency: 'EUR' });
  });

  it('GET /api/branches/{id}/menus answers the menus of that branch only', async () => {
    const dornbirn = init['/api/branches'].find((branch) => branch.identifier === 'dornbirn');
    expect(dornbirn).toBeDefined();
    const response = await t.app.inject({ method: 'GET', url: `/api/branches/${dornbirn?.id}/menus` });
    expect(response.statusCode).toBe(200);
    const menus = response.json().data as InitData['/api/menus'];
    expect(menus.length).toBeGreaterThan(0);
    for (const menu of menus) expect(menu.branches).toContain(dornbirn?.id);
    expect(menus).toEqual(init['/api/menus'].filter((menu) => menu.branches.includes(dornbirn?.id ?? 0)));
  });
});
