import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { config } from '../../src/server/db/schema/index.js';
import { richTextSettings } from '../../src/server/content/config/service.js';
import { signInAs, type StaffSession } from './staff-session.js';
import { createTestApp, testDatabases, type TestApp } from './test-app.js';

const hostile = [
  '<p>Willkommen</p>',
  '<meta http-equiv="refresh" content="0;url=https://evil.example">',
  '<script>alert(1)</script>',
  '<img src=x onerror="alert(2)">',
  '<a href="javascript:alert(3)" onclick="alert(4)">AGB</a>',
].join('');
const expectHarmless = (html: unknown) => {
  expect(html).toContain('Willkommen');
  expect(String(html)).not.toMatch(/<meta|<script|onerror|onclick|javascript:|alert\(/i);
};

describe.each(testDatabases)('stored HTML of the settings on $name', (target) => {
  let t: TestApp;
  let admin: StaffSession;
  beforeAll(async () => {
    t = await createTestApp(target);
    admin = await signInAs(t, { email: 'chefin@cafe.example', roles: ['ROLE_ADMIN'] });
  });
  afterAll(async () => t?.close());

  const publicConfig = async () => (await t.app.inject({ method: 'GET', url: '/api/config' })).json().data;

  it('sanitises the description and the legal texts on write', async () => {
    const before = await publicConfig();
    const response = await admin.request({
      method: 'POST',
      url: '/api/config',
      payload: { ...before, ...Object.fromEntries(richTextSettings.map((key) => [key, hostile])) },
    });
    expect(response.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(config);
    for (const key of richTextSettings) expectHarmless((row!.value as Record<string, unknown>)[key]);
  });

  it('serves them through the sanitiser whatever the row holds', async () => {
    const [row] = await t.database.db.select().from(config);
    const value = {
      ...(row!.value as object),
      ...Object.fromEntries(richTextSettings.map((key) => [key, hostile])),
    };
    await t.database.db.update(config).set({ value: value as unknown as NonNullable<typeof row>['value'] });
    const served = await publicConfig();
    for (const key of richTextSettings) expectHarmless(served[key]);
    const init = (await t.app.inject({ method: 'GET', url: '/api/init' })).body;
    expect(init).not.toMatch(/<meta|<script|onerror|javascript:/i);
  });
});
