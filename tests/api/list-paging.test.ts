import { ilike, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../src/server/db/schema/index.js';
import { signInAs, type StaffSession } from './staff-session.js';
import { createTestApp, testDatabases, type TestApp } from './test-app.js';

type Named = { id: number; name: string; price?: number; isEnabled?: boolean };
type Meta = { page: number; pageSize: number; pages: number; matching: number; total: number };

describe.each(testDatabases)('entity list paging on $name', (target) => {
  let t: TestApp;
  let admin: StaffSession;
  beforeAll(async () => {
    t = await createTestApp(target);
    admin = await signInAs(t, { email: 'chefin@cafe.example', roles: ['ROLE_ADMIN'] });
  });
  afterAll(async () => t?.close());

  const get = async (url: string) => {
    const response = await admin.request({ method: 'GET', url });
    return { status: response.statusCode, body: response.json() as { data: Named[]; meta?: Meta } };
  };

  it('answers the whole list without paging parameters, as before', async () => {
    const { status, body } = await get('/api/products');
    expect(status).toBe(200);
    expect(body.meta).toBeUndefined();
    expect(body.data.length).toBeGreaterThan(10);
  });

  it('pages, sorts and searches products in the database', async () => {
    const all = (await get('/api/products')).body.data;
    const first = await get('/api/products?page=1&pageSize=5&sort=name');
    expect(first.status).toBe(200);
    expect(first.body.meta).toEqual({
      page: 1,
      pageSize: 5,
      pages: Math.ceil(all.length / 5),
      matching: all.length,
      total: all.length,
    });
    expect(first.body.data).toHaveLength(5);
    const second = await get('/api/products?page=2&pageSize=5&sort=name');
    const names = [...first.body.data, ...second.body.data].map((product) => product.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect(new Set([...first.body.data, ...second.body.data].map((p) => p.id)).size).toBe(10);

    const cheapest = await get('/api/products?pageSize=3&sort=price&dir=asc');
    const prices = all.map((product) => product.price ?? 0).sort((a, b) => a - b);
    expect(cheapest.body.data.map((product) => product.price)).toEqual(prices.slice(0, 3));
    const dearest = await get('/api/products?pageSize=1&sort=price&dir=desc');
    expect(dearest.body.data[0]?.price).toBe(prices.at(-1));

    const needle = all[0]?.name.slice(1, 5) ?? '';
    const found = await get(
      `/api/products?page=1&pageSize=100&q=${encodeURIComponent(needle.toUpperCase())}`,
    );
    expect(found.body.data.length).toBeGreaterThan(0);
    expect(found.body.meta?.matching).toBe(found.body.data.length);
    expect(found.body.meta?.total).toBe(all.length);
    for (const product of found.body.data)
      expect(JSON.stringify(product).toLowerCase()).toContain(needle.toLowerCase());
  });

  it('finds what ILIKE on name, uid, description, type and unit finds, right after an edit', async () => {
    const [product] = (await admin.request({ method: 'GET', url: '/api/products' })).json().data as {
      id: number;
    }[];
    if (!product) throw new Error('the demo data has no product');
    const edited = { ...product, name: 'Ab', uid: 'cd-suche', description: 'Mit Mohn und Käse' };
    const saved = await admin.request({ method: 'PUT', url: `/api/products/${product.id}`, payload: edited });
    expect(saved.statusCode, saved.body).toBe(200);

    const ilikeIds = async (search: string) => {
      const pattern = `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
      const rows = await t.database.db
        .select({ id: products.id })
        .from(products)
        .where(
          or(
            ilike(products.name, pattern),
            ilike(products.uid, pattern),
            ilike(products.description, pattern),
            ilike(products.type, pattern),
            ilike(products.unit, pattern),
          ),
        );
      return rows.map((row) => row.id).sort((a, b) => a - b);
    };
    for (const search of ['ab', 'CD-SUCHE', 'mohn UND', 'KÄSE', 'simple', 'PIECE', 'b\u001fcd', 'ab\u001f']) {
      const { status, body } = await get(`/api/products?page=1&pageSize=100&q=${encodeURIComponent(search)}`);
      expect(status).toBe(200);
      const expected = await ilikeIds(search);
      expect(
        body.data.map((found) => found.id).sort((a, b) => a - b),
        search,
      ).toEqual(expected);
      expect(body.meta?.matching).toBe(expected.length);
    }
    // The name ends and the uid begins where the stored search text joins them: no match across fields.
    expect((await get('/api/products?page=1&pageSize=10&q=b%1Fcd')).body.meta?.matching).toBe(0);
    expect((await get('/api/products?page=1&pageSize=10&q=ab')).body.data.map((p) => p.id)).toContain(
      product.id,
    );
  });

  it('treats LIKE wildcards in the search as plain characters', async () => {
    const { body } = await get('/api/products?page=1&pageSize=10&q=%25%25_');
    expect(body.data).toEqual([]);
    expect(body.meta).toMatchObject({ page: 1, pages: 1, matching: 0 });
  });

  it('shows the last page when the asked page lies beyond the list', async () => {
    const { body } = await get('/api/products?page=999&pageSize=50');
    expect(body.meta?.page).toBe(body.meta?.pages);
    expect(body.data.length).toBeGreaterThan(0);
  });

  it('pages lists held in memory the same way', async () => {
    const all = (await get('/api/categories')).body.data;
    const { status, body } = await get('/api/categories?page=1&pageSize=2&sort=name&dir=desc');
    expect(status).toBe(200);
    expect(body.meta).toMatchObject({ page: 1, pageSize: 2, matching: all.length, total: all.length });
    const expected = all
      .map((category) => category.name)
      .sort((a, b) => b.localeCompare(a, 'de-AT', { numeric: true, sensitivity: 'base' }))
      .slice(0, 2);
    expect(body.data.map((category) => category.name)).toEqual(expected);
  });

  it('refuses unknown sort fields and oversized pages with a German message', async () => {
    const unknown = await get('/api/products?page=1&sort=nichtda');
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.body)).toContain('Nach diesem Feld kann nicht sortiert werden.');
    const nested = await get('/api/products?page=1&sort=config');
    expect(nested.status).toBe(400);
    const memory = await get('/api/categories?page=1&sort=nichtda');
    expect(memory.status).toBe(400);
    const large = await get('/api/products?pageSize=1000');
    expect(large.status).toBe(400);
    expect(JSON.stringify(large.body)).toContain('Erlaubt sind 1 bis 100 Einträge pro Seite.');
    // Number() reads these as 16, 100 and 2; a page number is written in decimal digits.
    for (const query of ['page=0x10', 'pageSize=1e2', 'page=%202']) {
      const lenient = await get(`/api/products?${query}`);
      expect(lenient.status, query).toBe(400);
      expect(JSON.stringify(lenient.body), query).toMatch(/Seitenzahl|Einträge pro Seite/);
    }
  });

  it('reads an order list limit only in decimal digits', async () => {
    const hex = await get('/api/orders?limit=0x10');
    expect(hex.status).toBe(400);
    expect(JSON.stringify(hex.body)).toContain('Bitte geben Sie eine ganze Zahl an.');
    expect((await get('/api/orders?limit=10')).status).toBe(200);
  });
});
