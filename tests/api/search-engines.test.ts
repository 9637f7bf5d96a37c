import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branches, sites } from '../../src/server/db/schema/index.js';
import { createTestApp, testDatabases, type TestApp } from './test-app.js';

const origin = 'https://shop.example.at';

describe.each(testDatabases)('robots.txt and sitemap.xml on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, { deps: { publicBaseUrl: origin } });
  });
  afterAll(async () => t?.close());

  it('robots.txt keeps crawlers out of the back office, the API, checkouts and status pages', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const path of ['/backend', '/api/', '/status/', '/frontdesk/', '/backoffice-board/']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    for (const identifier of ['dornbirn', 'bregenz', 'feldkirch']) {
      expect(lines).toContain(`Disallow: /store/${identifier}/checkout`);
    }
    expect(lines).not.toContain('Disallow: /store/dornbirn');
    expect(lines).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });

  it('sitemap.xml lists the start page, every public branch and public site with its last change', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns=/);
    const urls = [...response.body.matchAll(/<url>\s*<loc>([^<]+)<\/loc>\s*<lastmod>([^<]+)<\/lastmod>/g)];
    const locs = urls.map(([, loc]) => loc);
    expect(locs).toEqual(
      expect.arrayContaining([
        `${origin}/`,
        `${origin}/store/dornbirn`,
        `${origin}/store/bregenz`,
        `${origin}/store/feldkirch`,
        `${origin}/ueber-uns`,
        `${origin}/site/imprint`,
      ]),
    );
    expect(response.body.match(/<url>/g)).toHaveLength(urls.length);
    for (const [, , lastmod] of urls) expect(lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('follows the database: a hidden branch, a draft site and a new change date show at once', async () => {
    const { db } = t.database;
    await db.update(branches).set({ isPublic: false }).where(eq(branches.identifier, 'bregenz'));
    await db.update(sites).set({ isPublic: false }).where(eq(sites.path, 'ueber-uns'));
    await db
      .update(branches)
      .set({ updatedAt: new Date('2031-02-03T10:00:00Z') })
      .where(eq(branches.identifier, 'dornbirn'));

    const sitemap = (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    expect(sitemap).not.toContain('/store/bregenz<');
    expect(sitemap).not.toContain('/ueber-uns<');
    expect(sitemap).toContain(`<loc>${origin}/store/dornbirn</loc>\n    <lastmod>2031-02-03</lastmod>`);
    // The start page changes whenever anything on it does.
    expect(sitemap).toContain(`<loc>${origin}/</loc>\n    <lastmod>2031-02-03</lastmod>`);
    const robots = (await t.app.inject({ method: 'GET', url: '/robots.txt' })).body;
    expect(robots).not.toContain('/store/bregenz/checkout');
  });
});
