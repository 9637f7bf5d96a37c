import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '../../src/domain/auth/messages.js';
import { contentMessages } from '../../src/domain/content/messages.js';
import { validationMessages as m } from '../../src/domain/validation/messages.js';
import { logs, navigations, sites } from '../../src/server/db/schema/index.js';
import { signInAs, type StaffSession } from './staff-session.js';
import { createTestApp, testDatabases, type TestApp } from './test-app.js';

const SETUP_MS = 180_000;

describe.each(testDatabases)('sites, redirects, blocks and navigations on $name', (target) => {
  let t: TestApp;
  let admin: StaffSession;
  let employee: StaffSession;
  let image: { id: number; version: number; extension: string; width: number; height: number; alt: string };

  beforeAll(async () => {
    t = await createTestApp(target);
    admin = await signInAs(t, { email: 'inhalt@cafe.example', roles: ['ROLE_ADMIN'] });
    employee = await signInAs(t, { email: 'theke@cafe.example', roles: ['ROLE_EMPLOYEE'], branchIds: [1] });
    const [about] = await t.database.db.select().from(sites).where(eq(sites.path, 'ueber-uns'));
    const hero = about?.content.body[0]?.value as { image: typeof image };
    image = hero.image;
  }, SETUP_MS);
  afterAll(async () => t?.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    admin.request({ method, url, ...(payload ? { payload } : {}) });
  const initEntry = async (url: string) => {
    const init = await t.app.inject({ method: 'GET', url: '/api/init' });
    return (init.json().data as { url: string; data: unknown[] }[]).find((entry) => entry.url === url)?.data;
  };

  describe('sites', () => {
    it('lists the demo pages, every section type in the shape the storefront reads', async () => {
      const response = await call('GET', '/api/sites');
      expect(response.statusCode).toBe(200);
      const about = response.json().data.find((site: { path: string }) => site.path === 'ueber-uns');
      expect(about.type).toBe('custom_site');
      expect(about.content.body).toHaveLength(16);
    });

    it('creates a custom page: trims the path, fills in images by id, sanitises rich text, shows it publicly', async () => {
      const created = await call('POST', '/api/sites', {
        path: '/aktionen/advent/',
        type: 'custom_site',
        name: 'Advent',
        isPublic: true,
        content: {
          body: [
            {
              type: 'hero',
              value: {
                title: 'Adventkalender',
                text: '<p onclick="alert(1)">Jeden Tag <strong>ein Keks</strong><script>alert(1)</script></p>',
                image: { id: image.id },
              },
            },
          ],
        },
      });
      expect(created.statusCode).toBe(201);
      const site = created.json().data;
      expect(site).toMatchObject({ path: 'aktionen/advent', title: '', description: '' });
      expect(site.content.body[0].value).toEqual({
        title: 'Adventkalender',
        text: '<p>Jeden Tag <strong>ein Keks</strong></p>',
        image,
      });
      const shown = (await initEntry('/api/sites')) as { path: string }[];
      expect(shown.map((entry) => entry.path)).toContain('aktionen/advent');
    });

    it.each([
      [{ path: 'store/geheim' }, 'path', contentMessages.pathReserved],
      [{ path: 'Über Uns' }, 'path', contentMessages.pathFormat],
      [{ path: '' }, 'path', m.blank],
      [{ type: 'landing' }, 'type', m.choice],
      [{ name: '   ' }, 'name', m.blank],
      [{ content: { body: [{ type: 'marquee', value: {} }] } }, 'content.body.0.type', m.choice],
      [
        {
          type: 'custom_site',
          content: { body: [{ type: 'sectionBanner', value: { link: { linkUrl: 'javascript:x' } } }] },
        },
        'content.body.0.value.link.linkUrl',
        contentMessages.linkUrl,
      ],
    ])('refuses %j naming the field, and stores nothing', async (change, field, message) => {
      const before = (await t.database.db.select().from(sites)).length;
      const response = await call('POST', '/api/sites', { path: 'neu', name: 'Neu', ...change });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0]).toEqual({ message, field });
      expect((await t.database.db.select().from(sites)).length).toBe(before);
    });

    it('refuses sections that do not fit the page type, and images that do not exist', async () => {
      const twoBodies = await call('POST', '/api/sites', {
        path: 'zwei',
        name: 'Zwei',
        content: {
          body: [
            { type: 'text', value: 'a' },
            { type: 'text', value: 'b' },
          ],
        },
      });
      expect(twoBodies.statusCode).toBe(422);
      expect(twoBodies.json().errors[0]).toEqual({
        message: contentMessages.defaultSiteBody,
        field: 'content.body',
      });

      const missingImage = await call('POST', '/api/sites', {
        path: 'galerie',
        name: 'Galerie',
        type: 'custom_site',
        content: {
          body: [{ type: 'sectionGallery', value: { images: [{ id: image.id }, { id: 999_999 }] } }],
        },
      });
      expect(missingImage.statusCode).toBe(422);
      expect(missingImage.json().errors[0]).toEqual({
        message: contentMessages.unknownImage,
        field: 'content.body.0.value.images.1',
      });
    });

    it('answers a duplicate path with 409 and the field', async () => {
      const response = await call('POST', '/api/sites', { path: 'ueber-uns', name: 'Doppelt' });
      expect(response.statusCode).toBe(409);
      expect(response.json().errors[0]).toEqual({
        message: contentMessages.pathTakenBySite('Über uns'),
        field: 'path',
      });
    });

    it('refuses to delete a page a navigation points at, and deletes it once unlinked', async () => {
      const [about] = await t.database.db.select().from(sites).where(eq(sites.path, 'ueber-uns'));
      const refused = await call('DELETE', `/api/sites/${about!.id}`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().errors[0].message).toBe(contentMessages.siteInNavigation('footer-navigation'));

      const page = (await call('POST', '/api/sites', { path: 'kurz', name: 'Kurz' })).json().data;
      expect((await call('DELETE', `/api/sites/${page.id}`)).statusCode).toBe(204);
      const entries = await t.database.db.select().from(logs).where(eq(logs.entityId, page.id));
      expect(entries.filter((entry) => entry.entity === 'site').map((entry) => entry.action)).toEqual([
        'create',
        'delete',
      ]);
    });

    it('answers unknown ids with 404 and keeps employees out', async () => {
      const missing = await call('GET', '/api/sites/999999');
      expect(missing.json()).toEqual({ errors: [{ message: 'Seite wurde nicht gefunden.' }] });
      expect((await employee.request({ method: 'GET', url: '/api/sites' })).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url: '/api/sites' })).statusCode).toBe(401);
    });
  });

  describe('redirects', () => {
    it('creates a redirect with 301 by default and refuses one to itself', async () => {
      const created = await call('POST', '/api/redirects', { path: '/karte', target: '/store/dornbirn' });
      expect(created.statusCode).toBe(201);
      expect(created.json().data).toMatchObject({
        path: 'karte',
        target: '/store/dornbirn',
        statusCode: 301,
      });

      const loop = await call('POST', '/api/redirects', { path: 'schleife', target: '/schleife/' });
      expect(loop.statusCode).toBe(422);
      expect(loop.json().errors[0]).toEqual({ message: contentMessages.redirectToItself, field: 'target' });
    });

    it('accepts only 301 and 302, and each path once', async () => {
      const wrongCode = await call('POST', '/api/redirects', { path: 'x', target: '/', statusCode: 307 });
      expect(wrongCode.json().errors[0]).toEqual({ message: m.choice, field: 'statusCode' });
      const duplicate = await call('POST', '/api/redirects', { path: 'agb', target: '/' });
      expect(duplicate.statusCode).toBe(409);
      expect(duplicate.json().errors[0].field).toBe('path');
    });

    it('updates with the id in the body and refuses a different one', async () => {
      const redirect = (await call('GET', '/api/redirects')).json().data[0];
      const mismatch = await call('PUT', `/api/redirects/${redirect.id}`, {
        ...redirect,
        id: redirect.id + 1,
      });
      expect(mismatch.statusCode).toBe(400);
      const updated = await call('PUT', `/api/redirects/${redirect.id}`, { ...redirect, statusCode: 302 });
      expect(updated.json().data.statusCode).toBe(302);
    });
  });

  describe('blocks', () => {
    it('saves the news block with sanitised text and shows the change to visitors', async () => {
      const news = (await call('GET', '/api/blocks'))
        .json()
        .data.find((block: { identifier: string }) => block.identifier === 'news');
      const updated = await call('PUT', `/api/blocks/${news.id}`, {
        ...news,
        content: { body: [{ type: 'text', value: '<p>Neu<img src=x onerror=alert(1)></p>' }], link: null },
      });
      expect(updated.statusCode).toBe(200);
      expect(updated.json().data.content).toEqual({
        body: [{ type: 'text', value: '<p>Neu</p>' }],
        link: null,
      });
      const shown = (await initEntry('/api/blocks')) as { identifier: string; content: unknown }[];
      expect(shown.find((block) => block.identifier === 'news')?.content).toEqual(
        updated.json().data.content,
      );
    });

    it('keeps the breakfast steps in the breakfast block', async () => {
      const response = await call('POST', '/api/blocks', {
        identifier: 'sommer',
        content: { body: [{ type: 'customers', value: { groups: [{ name: 'Erwachsene' }] } }] },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors[0]).toEqual({
        message: contentMessages.breakfastItemOutsideBreakfast,
        field: 'content.body.0.type',
      });
    });

    it('refuses an identifier with spaces or capitals and a duplicate one', async () => {
      const wrong = await call('POST', '/api/blocks', { identifier: 'Neue News' });
      expect(wrong.json().errors[0]).toEqual({ message: m.identifier, field: 'identifier' });
      const duplicate = await call('POST', '/api/blocks', { identifier: 'breakfast' });
      expect(duplicate.statusCode).toBe(409);
    });
  });

  describe('navigations', () => {
    const header = async () =>
      (await call('GET', '/api/navigations'))
        .json()
        .data.find((navigation: { identifier: string }) => navigation.identifier === 'header-navigation');

    it('saves a tree with a site, a branch and a link, and visitors see it', async () => {
      const navigation = await header();
      const [about] = await t.database.db.select().from(sites).where(eq(sites.path, 'ueber-uns'));
      const items = [
        { type: 'home', label: 'Start' },
        {
          type: 'site',
          target: about!.id,
          label: 'Über uns',
          children: [{ type: 'branch', target: '1', label: 'Dornbirn' }],
        },
        { type: 'link', target: 'https://www.instagram.com/', label: 'Instagram', isEnabled: false },
      ];
      const updated = await call('PUT', `/api/navigations/${navigation.id}`, { ...navigation, items });
      expect(updated.statusCode).toBe(200);
      expect(updated.json().data.items[1]).toEqual({
        type: 'site',
        target: String(about!.id),
        label: 'Über uns',
        isEnabled: true,
        children: [{ type: 'branch', target: '1', label: 'Dornbirn', isEnabled: true, children: [] }],
      });
      const shown = (await initEntry('/api/navigations')) as { identifier: string; items: unknown }[];
      expect(shown.find((entry) => entry.identifier === 'header-navigation')?.items).toEqual(
        updated.json().data.items,
      );
    });

    it('refuses entries pointing at pages or branches that do not exist', async () => {
      const navigation = await header();
      const response = await call('PUT', `/api/navigations/${navigation.id}`, {
        ...navigation,
        items: [
          {
            type: 'link',
            target: '/',
            label: 'Standorte',
            children: [{ type: 'branch', target: '999', label: 'Weg' }],
          },
        ],
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors[0]).toEqual({
        message: contentMessages.unknownBranch,
        field: 'items.0.children.0.target',
      });
    });

    it('refuses a tree four levels deep', async () => {
      const leaf = { type: 'home', label: 'x' };
      const response = await call('POST', '/api/navigations', {
        identifier: 'tief',
        items: [{ ...leaf, children: [{ ...leaf, children: [{ ...leaf, children: [leaf] }] }] }],
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0]).toEqual({
        message: contentMessages.navigationTooDeep(3),
        field: 'items',
      });
    });

    it('keeps the header and footer navigations: no rename, no delete', async () => {
      const navigation = await header();
      const renamed = await call('PUT', `/api/navigations/${navigation.id}`, {
        ...navigation,
        identifier: 'kopf',
      });
      expect(renamed.statusCode).toBe(422);
      expect(renamed.json().errors[0]).toEqual({
        message: contentMessages.navigationRequired,
        field: 'identifier',
      });
      const deleted = await call('DELETE', `/api/navigations/${navigation.id}`);
      expect(deleted.statusCode).toBe(409);
      expect(
        await t.database.db.select().from(navigations).where(eq(navigations.id, navigation.id)),
      ).toHaveLength(1);

      const extra = (await call('POST', '/api/navigations', { identifier: 'seitenleiste' })).json().data;
      expect((await call('DELETE', `/api/navigations/${extra.id}`)).statusCode).toBe(204);
    });

    it('needs the CSRF token for writes', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/navigations',
        headers: { cookie: admin.cookie },
        payload: { identifier: 'ohne-token' },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().errors[0].message).toBe(authMessages.invalidCsrfToken);
    });
  });
});
