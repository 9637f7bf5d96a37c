import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validationMessages } from '../../src/domain/validation/messages.js';
import { branches, images, logs, products } from '../../src/server/db/schema/index.js';
import { signInAs, type StaffSession } from './staff-session.js';
import { createTestApp, testDatabases, type TestApp } from './test-app.js';

describe.each(testDatabases)('catalogue API on $name', (target) => {
  let t: TestApp;
  let admin: StaffSession;
  let branchId: number;
  let imageId: number;
  beforeAll(async () => {
    t = await createTestApp(target);
    admin = await signInAs(t, { email: 'chefin@cafe.example', roles: ['ROLE_ADMIN'] });
    [{ id: branchId }] = (await t.database.db.select({ id: branches.id }).from(branches).limit(1)) as [
      { id: number },
    ];
    [{ id: imageId }] = (await t.database.db.select({ id: images.id }).from(images).limit(1)) as [
      { id: number },
    ];
  });
  afterAll(async () => t?.close());

  const post = (url: string, payload: object) => admin.request({ method: 'POST', url, payload });
  const put = (url: string, payload: { id: number }) =>
    admin.request({ method: 'PUT', url: `${url}/${payload.id}`, payload });

  const bretzel = {
    uid: 'laugenbrezel-gefuellt',
    name: 'Gefüllte Laugenbrezel',
    type: 'configurable',
    price: 390,
    tax: 10,
    takeawayTax: 10,
    dineInTax: 10,
    allergens: ['A', 'G'],
    config: {
      parts: [
        {
          name: 'Füllung',
          description: '',
          type: 'select',
          isOptional: false,
          options: [
            { name: 'Butter', modifier: 'add', value: 0 },
            { name: 'Bergkäse', modifier: 'add', value: 120 },
          ],
        },
        { name: 'Wunsch', description: '', type: 'text', isOptional: true, options: [] },
      ],
    },
  };

  it('builds a menu from a new category and product and shows it on the branch page', async () => {
    const tag = (await post('/api/tags', { name: 'Neu', image: { id: imageId } })).json().data;
    expect(tag).toMatchObject({ name: 'Neu', image: { id: imageId }, sortOrder: 0 });
    const category = (await post('/api/categories', { name: 'Brezeln' })).json().data;
    // No make time of its own: the kitchen's capacity counts none for it (ADR 037).
    expect(category).toEqual({
      id: expect.any(Number),
      name: 'Brezeln',
      description: '',
      image: null,
      makeMinutes: null,
    });
    const productResponse = await post('/api/products', {
      ...bretzel,
      tags: [{ id: tag.id }],
      images: [{ id: imageId }],
    });
    expect(productResponse.statusCode).toBe(201);
    const product = productResponse.json().data;
    expect(product).toMatchObject({
      uid: 'laugenbrezel-gefuellt',
      unit: 'piece',
      minimumQuantity: 1,
      maximumQuantity: null,
      isEnabled: true,
      tags: [{ id: tag.id }],
      images: [{ id: imageId }],
      config: bretzel.config,
    });
    const menuResponse = await post('/api/menus', {
      name: 'Brezelkarte',
      availableFrom: '2026-11-01T00:00:00+01:00',
      branches: [branchId],
      catalog: { categories: [{ id: category.id, products: [{ id: product.id }] }] },
    });
    expect(menuResponse.statusCode).toBe(201);
    const menu = menuResponse.json().data;
    expect(menu).toEqual({
      id: expect.any(Number),
      name: 'Brezelkarte',
      availableFrom: '2026-10-31T23:00:00.000Z',
      branches: [branchId],
      catalog: { categories: [{ id: category.id, products: [{ id: product.id }] }] },
    });

    const storefront = await t.app.inject({ method: 'GET', url: `/api/branches/${branchId}/menus` });
    expect(storefront.json().data).toContainEqual(menu);

    const deleted = await admin.request({ method: 'DELETE', url: `/api/products/${product.id}` });
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json().errors[0].message).toBe(
      'Produkt wird noch verwendet und kann nicht gelöscht werden.',
    );
    const categoryDeleted = await admin.request({ method: 'DELETE', url: `/api/categories/${category.id}` });
    expect(categoryDeleted.json().errors[0].message).toBe(
      'Kategorie wird noch verwendet und kann nicht gelöscht werden.',
    );
    const tagDeleted = await admin.request({ method: 'DELETE', url: `/api/tags/${tag.id}` });
    expect(tagDeleted.json().errors[0].message).toBe(
      'Tag wird noch verwendet und kann nicht gelöscht werden.',
    );
  });

  it('replaces the catalogue of a menu in the order given', async () => {
    const [first, second] = await Promise.all(
      ['Eins', 'Zwei'].map(async (name) => (await post('/api/categories', { name })).json().data),
    );
    const demoProducts = await t.database.db
      .select({ id: products.id })
      .from(products)
      .orderBy(products.id)
      .limit(3);
    const [a, b, c] = demoProducts.map((row) => ({ id: row.id }));
    const menu = (
      await post('/api/menus', {
        name: 'Reihenfolge',
        availableFrom: '2026-12-01T00:00:00Z',
        catalog: { categories: [{ id: first.id, products: [a, b] }] },
      })
    ).json().data;
    const updated = await put('/api/menus', {
      ...menu,
      branches: [branchId],
      catalog: {
        categories: [
          { id: second.id, products: [c, a] },
          { id: first.id, products: [b] },
        ],
      },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data.catalog).toEqual({
      categories: [
        { id: second.id, products: [c, a] },
        { id: first.id, products: [b] },
      ],
    });
    const removed = await admin.request({ method: 'DELETE', url: `/api/menus/${menu.id}` });
    expect(removed.statusCode).toBe(204);
    // With the menu gone, its categories can go too.
    expect((await admin.request({ method: 'DELETE', url: `/api/categories/${second.id}` })).statusCode).toBe(
      204,
    );
  });

  it.each([
    [{ catalog: { categories: [{ id: 999999, products: [] }] } }, 422, 'catalog'],
    [{ catalog: { categories: [{ id: 1, products: [{ id: 999999 }] }] } }, 422, 'catalog'],
    [{ branches: [999999] }, 422, 'branches'],
    [{ branches: [1, 1] }, 400, 'branches'],
    [{ availableFrom: '2026-13-01T00:00:00Z' }, 400, 'availableFrom'],
  ])('refuses a bad menu %# naming the field', async (change, status, field) => {
    const before = await t.database.db.$count(logs);
    const response = await post('/api/menus', {
      name: 'Falsch',
      availableFrom: '2026-12-01T00:00:00Z',
      ...change,
    });
    expect(response.statusCode).toBe(status);
    expect(response.json().errors.map((error: { field?: string }) => error.field)).toContain(field);
    expect(await t.database.db.$count(logs)).toBe(before);
  });

  it.each([
    [{ maximumQuantity: 0.5 }, 'maximumQuantity', validationMessages.maximumBelowMinimum],
    [{ defaultQuantity: 20, maximumQuantity: 10 }, 'defaultQuantity', validationMessages.defaultOutsideRange],
    [{ defaultUnit: 'kilogram' }, 'defaultUnit', validationMessages.defaultUnit],
    [{ minimumQuantity: 0.0001 }, 'minimumQuantity', validationMessages.decimals(3)],
    [{ price: -5 }, 'price', validationMessages.notNegative],
    [{ price: 3.5 }, 'price', validationMessages.wholeNumber],
    [{ uid: 'Große Brezel' }, 'uid', validationMessages.identifier],
    [{ allergens: ['A', 'A'] }, 'allergens', validationMessages.duplicateEntry],
    [
      {
        config: {
          parts: [
            { ...bretzel.config.parts[1], name: 'X' },
            { ...bretzel.config.parts[1], name: 'X' },
          ],
        },
      },
      'config.parts',
      validationMessages.duplicateEntry,
    ],
    [
      { config: { parts: [{ ...bretzel.config.parts[0], options: [] }] } },
      'config.parts.0.options',
      validationMessages.optionsRequired,
    ],
    [
      {
        unit: 'kilogram',
        alternativeUnits: [
          {
            unit: 'kilogram',
            ratio: 1,
            calculationModel: 'fixed',
            minimumQuantity: 1,
            maximumQuantity: null,
            quantityStepSize: 1,
          },
        ],
        defaultUnit: 'kilogram',
      },
      'alternativeUnits',
      validationMessages.duplicateEntry,
    ],
  ])('refuses a bad product %# with the German message on the field', async (change, field, message) => {
    const response = await post('/api/products', { ...bretzel, uid: 'falsch', ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({ field, message });
  });

  it('refuses a duplicate product uid with 409', async () => {
    await post('/api/products', { ...bretzel, uid: 'einmalig' });
    const response = await post('/api/products', { ...bretzel, uid: 'einmalig', name: 'Zweite' });
    expect(response.statusCode).toBe(409);
    expect(response.json().errors[0]).toEqual({ message: validationMessages.alreadyInUse, field: 'uid' });
  });

  it('round-trips every demo product unchanged when the form sends back what it read', async () => {
    const list = (await admin.request({ method: 'GET', url: '/api/products' })).json().data;
    expect(list.length).toBeGreaterThan(10);
    for (const product of list) {
      const response = await put('/api/products', product);
      expect(response.statusCode, `${product.uid}: ${response.body}`).toBe(200);
      expect(response.json().data).toEqual(product);
    }
  });

  it('round-trips every demo menu unchanged', async () => {
    const list = (await admin.request({ method: 'GET', url: '/api/menus' })).json().data;
    for (const menu of list) {
      const response = await put('/api/menus', menu);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data).toEqual(menu);
    }
  });

  it('logs a product update with the product before and after', async () => {
    const created = (await post('/api/products', { ...bretzel, uid: 'mit-log' })).json().data;
    await put('/api/products', { ...created, price: 420 });
    const entries = await t.database.db.select().from(logs).where(eq(logs.entityId, created.id));
    const update = entries.find((entry) => entry.entity === 'product' && entry.action === 'update');
    expect(update?.before).toMatchObject({ price: 390 });
    expect(update?.after).toMatchObject({ price: 420 });
  });
});
