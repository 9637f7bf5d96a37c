import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentMessages } from '../../src/domain/content/messages.js';
import { validationMessages as m } from '../../src/domain/validation/messages.js';
import { branches, divisions, logs, sites } from '../../src/server/db/schema/index.js';
import { signInAs, type StaffSession } from './staff-session.js';
import { createTestApp, fixedNow, testDatabases, type TestApp } from './test-app.js';

describe.each(testDatabases)('divisions API on $name', (target) => {
  let t: TestApp;
  let admin: StaffSession;
  beforeAll(async () => {
    t = await createTestApp(target);
    admin = await signInAs(t, { email: 'chefin@cafe.example', roles: ['ROLE_ADMIN'] });
  });
  afterAll(async () => t?.close());

  const body = { identifier: 'baeckerei-kaufmann', name: 'Bäckerei Kaufmann', description: 'Seit 1921.' };
  const create = (payload: object) => admin.request({ method: 'POST', url: '/api/divisions', payload });
  const logsOf = (entityId: number) =>
    t.database.db.select().from(logs).where(eq(logs.entityId, entityId)).orderBy(logs.id);

  it('creates, reads, updates and deletes an organisation, logging each change', async () => {
    const created = await create(body);
    expect(created.statusCode).toBe(201);
    const division = created.json().data;
    expect(division).toEqual({
      id: expect.any(Number),
      ...body,
      title: '',
      path: null,
      isPublic: true,
      sortOrder: 0,
    });

    const list = await admin.request({ method: 'GET', url: '/api/divisions' });
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toContainEqual(division);

    const one = await admin.request({ method: 'GET', url: `/api/divisions/${division.id}` });
    expect(one.json()).toEqual({ data: division });

    const updated = await admin.request({
      method: 'PUT',
      url: `/api/divisions/${division.id}`,
      payload: { ...division, name: '  Bäckerei Kaufmann GmbH ', isPublic: false },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({ name: 'Bäckerei Kaufmann GmbH', isPublic: false });

    const deleted = await admin.request({ method: 'DELETE', url: `/api/divisions/${division.id}` });
    expect(deleted.statusCode).toBe(204);
    const gone = await admin.request({ method: 'GET', url: `/api/divisions/${division.id}` });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ errors: [{ message: 'Organisation wurde nicht gefunden.' }] });

    const entries = await logsOf(division.id);
    expect(entries.map((entry) => [entry.action, entry.entity, entry.userId])).toEqual([
      ['create', 'division', admin.userId],
      ['update', 'division', admin.userId],
      ['delete', 'division', admin.userId],
    ]);
    expect(entries[0]).toMatchObject({ before: null, after: division, createdAt: fixedNow });
    expect(entries[1]?.before).toEqual(division);
    expect(entries[1]?.after).toMatchObject({ name: 'Bäckerei Kaufmann GmbH' });
    expect(entries[2]).toMatchObject({ before: { name: 'Bäckerei Kaufmann GmbH' }, after: null });
  });

  it('refuses a duplicate identifier with 409 naming the field, and writes nothing', async () => {
    const first = await create({ ...body, identifier: 'doppelt' });
    const before = await t.database.db.$count(logs);
    const second = await create({ ...body, identifier: 'doppelt', name: 'Zweite' });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({
      errors: [{ message: 'Dieser Wert wird bereits verwendet.', field: 'identifier' }],
    });
    expect(await t.database.db.$count(logs)).toBe(before);
    expect(await t.database.db.$count(divisions, eq(divisions.name, 'Zweite'))).toBe(0);
    await admin.request({ method: 'DELETE', url: `/api/divisions/${first.json().data.id}` });
  });

  it('refuses to delete an organisation that branches still belong to', async () => {
    const division = (await create({ ...body, identifier: 'mit-filiale' })).json().data;
    await t.database.db
      .insert(branches)
      .values({ identifier: 'test-filiale', name: 'Test', divisionId: division.id });
    const before = await t.database.db.$count(logs);
    const response = await admin.request({ method: 'DELETE', url: `/api/divisions/${division.id}` });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      errors: [{ message: 'Organisation wird noch verwendet und kann nicht gelöscht werden.' }],
    });
    expect(await t.database.db.$count(divisions, eq(divisions.id, division.id))).toBe(1);
    expect(await t.database.db.$count(logs)).toBe(before);
  });

  it.each([
    [{ ...body, name: '   ' }, 'name', 'Dieser Wert darf nicht leer sein.'],
    [{ ...body, name: undefined }, 'name', 'Dieser Wert darf nicht leer sein.'],
    [
      { ...body, name: 'x'.repeat(201) },
      'name',
      'Dieser Wert ist zu lang. Erlaubt sind höchstens 200 Zeichen.',
    ],
    [
      { ...body, identifier: 'Mit Leerzeichen' },
      'identifier',
      'Bitte verwenden Sie nur Kleinbuchstaben, Ziffern und Bindestriche (nicht am Anfang oder Ende).',
    ],
  ])('refuses bad input %# with a German message naming the field', async (payload, field, message) => {
    const response = await create(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({ field, message });
  });

  it('refuses an update whose body carries another id', async () => {
    const division = (await create({ ...body, identifier: 'id-pruefung' })).json().data;
    const response = await admin.request({
      method: 'PUT',
      url: `/api/divisions/${division.id}`,
      payload: { ...division, id: division.id + 1 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatchObject({ field: 'id' });
  });

  it('answers 404 for an unknown id on update and delete', async () => {
    const update = await admin.request({
      method: 'PUT',
      url: '/api/divisions/999999',
      payload: { ...body, id: 999999 },
    });
    expect(update.statusCode).toBe(404);
    const remove = await admin.request({ method: 'DELETE', url: '/api/divisions/999999' });
    expect(remove.statusCode).toBe(404);
  });

  it('shows a new public organisation on the storefront at once', async () => {
    await create({ ...body, identifier: 'sofort-sichtbar' });
    const init = await t.app.inject({ method: 'GET', url: '/api/init' });
    const entry = init.json().data.find((e: { url: string }) => e.url === '/api/divisions');
    expect(entry.data.map((d: { identifier: string }) => d.identifier)).toContain('sofort-sichtbar');
  });

  describe('a start page of its own at /{path} (ADR 041)', () => {
    const initEntry = async <T>(url: string): Promise<T> => {
      const init = await t.app.inject({ method: 'GET', url: '/api/init' });
      return (init.json().data as { url: string; data: T }[]).find((entry) => entry.url === url)!.data;
    };
    const remove = (id: number) => admin.request({ method: 'DELETE', url: `/api/divisions/${id}` });

    it('stores the path as sites do, without slashes at either end, and publishes it with the branches', async () => {
      const created = await create({ ...body, identifier: 'mit-pfad', path: ' /baeckerei/kaufmann/ ' });
      expect(created.statusCode).toBe(201);
      const division = created.json().data;
      expect(division.path).toBe('baeckerei/kaufmann');
      const [branch] = await t.database.db
        .insert(branches)
        .values({ identifier: 'kaufmann-filiale', name: 'Kaufmann Filiale', divisionId: division.id })
        .returning({ id: branches.id });

      const published = await initEntry<{ id: number; path: string | null }[]>('/api/divisions');
      expect(published).toContainEqual(
        expect.objectContaining({ id: division.id, path: 'baeckerei/kaufmann' }),
      );
      // The demo organisation has no page of its own: '/' is its start page.
      expect(published.find((entry) => entry.id !== division.id)?.path).toBeNull();
      const shown = await initEntry<{ id: number; division: number | null }[]>('/api/branches');
      expect(shown.find((entry) => entry.id === branch!.id)?.division).toBe(division.id);
      expect(shown.find((entry) => entry.id !== branch!.id)?.division).toEqual(expect.any(Number));

      const sitemap = (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
      expect(sitemap).toContain('/baeckerei/kaufmann</loc>');

      // A hidden organisation has no page: it leaves the published data and the sitemap.
      await admin.request({
        method: 'PUT',
        url: `/api/divisions/${division.id}`,
        payload: { ...division, isPublic: false },
      });
      expect(await initEntry<{ id: number }[]>('/api/divisions')).not.toContainEqual(
        expect.objectContaining({ id: division.id }),
      );
      expect((await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body).not.toContain(
        '/baeckerei/kaufmann<',
      );
      await t.database.db.delete(branches).where(eq(branches.id, branch!.id));
      await remove(division.id);
    });

    it('leaves the path empty when none is given: several organisations without a page', async () => {
      const first = await create({ ...body, identifier: 'ohne-pfad-1' });
      const second = await create({ ...body, identifier: 'ohne-pfad-2', path: '  ' });
      expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
      expect([first.json().data.path, second.json().data.path]).toEqual([null, null]);
      await remove(first.json().data.id);
      await remove(second.json().data.id);
    });

    it.each([
      ['Mit Leerzeichen', contentMessages.pathFormat],
      ['bäckerei', contentMessages.pathFormat],
      ['store/kaufmann', contentMessages.pathReserved],
      ['api', contentMessages.pathReserved],
      ['/', m.blank],
      [`a/${'b'.repeat(200)}`, m.tooLong(200)],
    ])('refuses the path %j with a German message on the field', async (path, message) => {
      const response = await create({ ...body, identifier: 'falscher-pfad', path });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toContainEqual({ field: 'path', message });
      expect(await t.database.db.$count(divisions, eq(divisions.identifier, 'falscher-pfad'))).toBe(0);
    });

    it('keeps paths apart across sites and organisations, naming who holds one, and writes nothing', async () => {
      const before = await t.database.db.$count(logs);
      // A site's path: refused on create and on update.
      const onSite = await create({ ...body, identifier: 'wie-seite', path: 'ueber-uns' });
      expect(onSite.statusCode).toBe(409);
      expect(onSite.json()).toEqual({
        errors: [{ message: contentMessages.pathTakenBySite('Über uns'), field: 'path' }],
      });
      expect(await t.database.db.$count(divisions, eq(divisions.identifier, 'wie-seite'))).toBe(0);
      expect(await t.database.db.$count(logs)).toBe(before);

      const kaufmann = (await create({ ...body, identifier: 'kaufmann', path: 'kaufmann' })).json().data;
      const moved = await admin.request({
        method: 'PUT',
        url: `/api/divisions/${kaufmann.id}`,
        payload: { ...kaufmann, path: '/ueber-uns/' },
      });
      expect(moved.statusCode).toBe(409);
      expect(moved.json().errors).toEqual([
        { message: contentMessages.pathTakenBySite('Über uns'), field: 'path' },
      ]);

      // Another organisation's path.
      const twice = await create({ ...body, identifier: 'kaufmann-2', path: 'kaufmann' });
      expect(twice.statusCode).toBe(409);
      expect(twice.json().errors).toEqual([
        { message: contentMessages.pathTakenByDivision('Bäckerei Kaufmann'), field: 'path' },
      ]);

      // A site may not take an organisation's path either.
      const site = await admin.request({
        method: 'POST',
        url: '/api/sites',
        payload: { path: 'kaufmann/', name: 'Kaufmann-Seite' },
      });
      expect(site.statusCode).toBe(409);
      expect(site.json().errors).toEqual([
        { message: contentMessages.pathTakenByDivision('Bäckerei Kaufmann'), field: 'path' },
      ]);
      expect(await t.database.db.$count(sites, eq(sites.name, 'Kaufmann-Seite'))).toBe(0);

      // Its own path is no conflict: saving the organisation unchanged works.
      const kept = await admin.request({
        method: 'PUT',
        url: `/api/divisions/${kaufmann.id}`,
        payload: { ...kaufmann, name: 'Bäckerei Kaufmann KG' },
      });
      expect(kept.statusCode).toBe(200);
      expect(kept.json().data).toMatchObject({ path: 'kaufmann', name: 'Bäckerei Kaufmann KG' });

      // Freed, the path can go to a site.
      await remove(kaufmann.id);
      const freed = await admin.request({
        method: 'POST',
        url: '/api/sites',
        payload: { path: 'kaufmann', name: 'Kaufmann-Seite' },
      });
      expect(freed.statusCode).toBe(201);
      await admin.request({ method: 'DELETE', url: `/api/sites/${freed.json().data.id}` });
    });
  });

  it('lists the calls with their schemas and German labels in the OpenAPI document', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(document.paths['/api/divisions'])).toEqual(expect.arrayContaining(['get', 'post']));
    expect(Object.keys(document.paths['/api/divisions/{id}'])).toEqual(
      expect.arrayContaining(['get', 'put', 'delete']),
    );
    const schema = document.paths['/api/divisions'].post.requestBody.content['application/json'].schema;
    expect(schema.properties.identifier.title).toBe('Kennung');
  });
});
