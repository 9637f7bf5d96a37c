import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logs } from '../../src/server/db/schema/index.js';
import { signInAs, type StaffSession } from './staff-session.js';
import { createTestApp, testDatabases, type TestApp } from './test-app.js';

describe.each(testDatabases)('configuration and change log API on $name', (target) => {
  let t: TestApp;
  let admin: StaffSession;
  let employee: StaffSession;
  beforeAll(async () => {
    t = await createTestApp(target);
    admin = await signInAs(t, { email: 'chefin@cafe.example', roles: ['ROLE_ADMIN'] });
    employee = await signInAs(t, { email: 'kellner@cafe.example', roles: ['ROLE_EMPLOYEE'] });
  });
  afterAll(async () => t?.close());

  const readConfig = async () => (await t.app.inject({ method: 'GET', url: '/api/config' })).json().data;

  it('saves the configuration, logs it, and the storefront sees it at once', async () => {
    const before = await readConfig();
    const response = await admin.request({
      method: 'POST',
      url: '/api/config',
      payload: { ...before, shopName: 'Café Tischlein Vorarlberg' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.shopName).toBe('Café Tischlein Vorarlberg');
    expect((await readConfig()).shopName).toBe('Café Tischlein Vorarlberg');

    const entries = (await admin.request({ method: 'GET', url: '/api/logs?entity=config' })).json();
    expect(entries.meta.total).toBe(1);
    expect(entries.data[0]).toMatchObject({
      action: 'update',
      entity: 'config',
      user: { id: admin.userId, name: 'chefin' },
      before: { shopName: before.shopName },
      after: { shopName: 'Café Tischlein Vorarlberg' },
    });
  });

  it('refuses an invalid configuration with a German message, changing nothing', async () => {
    const before = await readConfig();
    const response = await admin.request({
      method: 'POST',
      url: '/api/config',
      payload: { ...before, currency: 'Euro', mapboxZoom: 'nah' },
    });
    expect(response.statusCode).toBe(400);
    const fields = response.json().errors.map((error: { field?: string }) => error.field);
    expect(fields).toEqual(expect.arrayContaining(['currency', 'mapboxZoom']));
    expect(await readConfig()).toEqual(before);
  });

  it('takes a logo from the media with its current size, and refuses one that is not there', async () => {
    const init = (await t.app.inject({ method: 'GET', url: '/api/init' })).json().data as {
      url: string;
      data: unknown;
    }[];
    const products = init.find((entry) => entry.url === '/api/products')?.data as {
      images: { id: number; width: number; height: number }[];
    }[];
    const image = products.flatMap((product) => product.images)[0];
    if (!image) throw new Error('the demo data has product images');
    const before = await readConfig();
    // A client's width and height are not believed: the media's are what the page reserves.
    const saved = await admin.request({
      method: 'POST',
      url: '/api/config',
      payload: { ...before, logo: { ...image, width: 1, height: 1 } },
    });
    expect(saved.statusCode).toBe(200);
    expect((await readConfig()).logo).toEqual(image);

    const missing = await admin.request({
      method: 'POST',
      url: '/api/config',
      payload: { ...before, shopName: 'Anders', logo: { ...image, id: 987_654 } },
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual([{ message: 'Das Bild wurde nicht gefunden.', field: 'logo' }]);
    expect((await readConfig()).shopName).toBe(before.shopName);

    const removed = await admin.request({
      method: 'POST',
      url: '/api/config',
      payload: { ...before, logo: null },
    });
    expect(removed.statusCode).toBe(200);
    expect((await readConfig()).logo).toBeNull();
  });

  it('takes a readable theme and refuses colours that text cannot be read on', async () => {
    const before = await readConfig();
    expect(before).toMatchObject({ themeTextColor: '#313131', themeStrongColor: '#000000', themeRadius: 0 });
    const pale = await admin.request({
      method: 'POST',
      url: '/api/config',
      payload: { ...before, themeTextColor: '#aaaaaa' },
    });
    expect(pale.statusCode).toBe(422);
    expect(pale.json().errors[0]).toMatchObject({ field: 'themeTextColor' });
    expect(await readConfig()).toEqual(before);
    const blue = await admin.request({
      method: 'POST',
      url: '/api/config',
      payload: { ...before, themeStrongColor: '#1F5FA8', themeRadius: 4 },
    });
    expect(blue.statusCode).toBe(200);
    expect(await readConfig()).toMatchObject({ themeStrongColor: '#1F5FA8', themeRadius: 4 });
    await admin.request({ method: 'POST', url: '/api/config', payload: before });
  });

  it('lets only administrators save the configuration', async () => {
    const before = await readConfig();
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/config', payload: before });
    expect(anonymous.statusCode).toBe(401);
    const staff = await employee.request({ method: 'POST', url: '/api/config', payload: before });
    expect(staff.statusCode).toBe(403);
  });

  it('lists changes newest first, filtered and one page at a time', async () => {
    await t.database.db.delete(logs);
    const created = [];
    for (const name of ['Eins', 'Zwei', 'Drei']) {
      created.push(
        (await admin.request({ method: 'POST', url: '/api/categories', payload: { name } })).json().data,
      );
    }
    await admin.request({ method: 'POST', url: '/api/tags', payload: { name: 'Anders' } });

    const page = (await admin.request({ method: 'GET', url: '/api/logs?entity=category&limit=2' })).json();
    expect(page.meta.total).toBe(3);
    expect(page.data.map((entry: { entityId: number }) => entry.entityId)).toEqual([
      created[2].id,
      created[1].id,
    ]);
    const next = (
      await admin.request({ method: 'GET', url: '/api/logs?entity=category&limit=2&offset=2' })
    ).json();
    expect(next.data.map((entry: { entityId: number }) => entry.entityId)).toEqual([created[0].id]);

    const byEntity = (
      await admin.request({ method: 'GET', url: `/api/logs?entity=category&entityId=${created[1].id}` })
    ).json();
    expect(byEntity.data).toHaveLength(1);
    const byUser = (await admin.request({ method: 'GET', url: `/api/logs?user=${employee.userId}` })).json();
    expect(byUser.meta.total).toBe(0);
    const inWindow = (
      await admin.request({
        method: 'GET',
        url: '/api/logs?from=2026-11-20T00:00:00Z&to=2026-11-21T00:00:00%2B01:00',
      })
    ).json();
    expect(inWindow.meta.total).toBe(4);
    const before = (await admin.request({ method: 'GET', url: '/api/logs?to=2026-11-19T00:00:00Z' })).json();
    expect(before.meta.total).toBe(0);

    const one = await admin.request({ method: 'GET', url: `/api/logs/${page.data[0].id}` });
    expect(one.json().data).toEqual(page.data[0]);
  });

  it('answers unknown log ids with 404, bad filters with 400, and employees with 403', async () => {
    const missing = await admin.request({ method: 'GET', url: '/api/logs/999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errors[0].message).toBe('Logeintrag wurde nicht gefunden.');
    const badDate = await admin.request({ method: 'GET', url: '/api/logs?from=gestern' });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().errors[0]).toEqual({
      field: 'from',
      message: 'Bitte geben Sie ein gültiges Datum mit Uhrzeit an.',
    });
    expect((await admin.request({ method: 'GET', url: '/api/logs?limit=100000' })).statusCode).toBe(400);
    expect((await employee.request({ method: 'GET', url: '/api/logs' })).statusCode).toBe(403);
  });
});
