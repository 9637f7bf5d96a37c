import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { timeTrackingMessages as tt } from '../../src/domain/time-tracking/messages.js';
import { users } from '../../src/server/db/schema/index.js';
import { signInAs } from './staff-session.js';
import { createTestApp, testDatabases, type TestApp } from './test-app.js';

const SETUP_MS = 180_000;
const DORNBIRN = 1;
const shell = `<!doctype html><html><head><title>Tischlein</title><link rel="manifest" href="/manifest.webmanifest"></head><body><div id="root"></div></body></html>`;

describe.each(testDatabases)('the installable clock page on $name', (target) => {
  let t: TestApp;
  let webRoot: string;
  let token: string;
  let personName: string;
  const username = encodeURIComponent('Anna@cafe.example');

  beforeAll(async () => {
    webRoot = mkdtempSync(join(tmpdir(), 'tischlein-web-'));
    writeFileSync(join(webRoot, 'index.html'), shell);
    t = await createTestApp(target, { deps: { webRoot } });
    const admin = await signInAs(t, { email: 'leitung@cafe.example', roles: ['ROLE_ADMIN'] });
    const anna = await signInAs(t, {
      email: 'Anna@cafe.example',
      roles: ['ROLE_EMPLOYEE'],
      branchIds: [DORNBIRN],
    });
    const issued = await admin.request({
      method: 'POST',
      url: `/api/users/${anna.userId}/time-tracking-token`,
    });
    token = issued.json().data.token;
    const [row] = await t.database.db.select().from(users).where(eq(users.id, anna.userId));
    personName = row!.name || row!.email;
  }, SETUP_MS);
  afterAll(async () => {
    await t?.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('serves the person’s manifest: their page as start and scope, the app’s icons, never cached', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/zeiterfassung/${token}/${username}/manifest.webmanifest`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const manifest = response.json();
    expect(manifest).toMatchObject({
      id: `/zeiterfassung/${token}/${username}`,
      name: tt.clockAppName(personName),
      short_name: 'Zeiterfassung',
      start_url: `/zeiterfassung/${token}/${username}`,
      scope: `/zeiterfassung/${token}/`,
      display: 'standalone',
      lang: 'de-AT',
    });
    expect(manifest.name).toBe(`Zeiterfassung – ${personName}`);
    expect(manifest.start_url.startsWith(manifest.scope)).toBe(true);
    expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual([
      '192x192',
      '512x512',
      '512x512',
    ]);
    for (const icon of manifest.icons as { src: string }[])
      expect(icon.src).toMatch(/^\/pwa-(maskable-)?(192|512)\.png$/);
  });

  it('gives no manifest for a wrong token or someone else’s username', async () => {
    for (const url of [
      `/zeiterfassung/${'x'.repeat(32)}/${username}/manifest.webmanifest`,
      `/zeiterfassung/${token}/${encodeURIComponent('niemand@cafe.example')}/manifest.webmanifest`,
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ errors: [{ message: tt.invalidClockAccess }] });
      expect(response.body).not.toContain('start_url');
    }
  });

  it('links the clock page to the person’s manifest, escaped, and keeps the page out of shared caches', async () => {
    const page = await t.app.inject({ method: 'GET', url: `/zeiterfassung/${token}/${username}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.body).toContain(
      `<link rel="manifest" href="/zeiterfassung/${token}/${username}/manifest.webmanifest">`,
    );
    expect(page.body).not.toContain('href="/manifest.webmanifest"');

    const crafted = await t.app.inject({ method: 'GET', url: '/zeiterfassung/a%22%3E%3Cscript%3E/b' });
    expect(crafted.body).toContain('href="/zeiterfassung/a%22%3E%3Cscript%3E/b/manifest.webmanifest"');
    expect(crafted.body).not.toContain('<script>');

    const storefront = await t.app.inject({ method: 'GET', url: '/backend/orders' });
    expect(storefront.body).toContain('<link rel="manifest" href="/manifest.webmanifest">');
  });
});
