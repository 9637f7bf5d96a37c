import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentMessages } from '../../src/domain/content/messages.js';
import { signInAs, type StaffSession } from './staff-session.js';
import { createTestApp, testDatabases, type TestApp } from './test-app.js';

const SETUP_MS = 180_000;

describe.each(testDatabases)('stored redirects answered by the server on $name', (target) => {
  let t: TestApp;
  let admin: StaffSession;

  beforeAll(async () => {
    t = await createTestApp(target);
    admin = await signInAs(t, { email: 'weiterleitung@cafe.example', roles: ['ROLE_ADMIN'] });
  }, SETUP_MS);
  afterAll(async () => t?.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const call = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    admin.request({ method, url, ...(payload ? { payload } : {}) });

  it.each([
    ['/agb', '/site/terms-and-conditions'],
    ['/datenschutz', '/site/privacy'],
    ['/impressum/', '/site/imprint'],
  ])('sends %s on to the legal page %s with 301', async (path, location) => {
    const response = await get(path);
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe(location);
  });

  it('answers a temporary redirect with 302 and forbids caching it', async () => {
    const response = await t.app.inject({ method: 'HEAD', url: '/speisekarte?von=flyer' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/store/dornbirn');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('leaves other paths, the API and writes alone', async () => {
    expect((await get('/ueber-uns')).statusCode).not.toBe(301);
    expect((await get('/api/agb')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/agb' })).statusCode).toBe(404);
  });

  it('applies a new redirect at once and forgets a deleted one', async () => {
    const created = await call('POST', '/api/redirects', { path: 'fruehstueck', target: '/ueber-uns' });
    expect(created.statusCode).toBe(201);
    const response = await get('/fruehstueck');
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/ueber-uns');

    expect((await call('DELETE', `/api/redirects/${created.json().data.id}`)).statusCode).toBe(204);
    expect((await get('/fruehstueck')).statusCode).not.toBe(301);
  });

  it('refuses chains and loops with a German message and stores nothing', async () => {
    const chain = await call('POST', '/api/redirects', { path: 'karte', target: '/speisekarte' });
    expect(chain.statusCode).toBe(422);
    expect(chain.json().errors[0]).toEqual({
      message: contentMessages.redirectChain('speisekarte'),
      field: 'target',
    });

    const loop = await call('POST', '/api/redirects', { path: 'site/privacy', target: '/datenschutz' });
    expect(loop.statusCode).toBe(422);
    expect(loop.json().errors[0]).toEqual({
      message: contentMessages.redirectLoop('datenschutz'),
      field: 'target',
    });

    const pointedAt = await call('POST', '/api/redirects', { path: 'site/imprint', target: '/ueber-uns' });
    expect(pointedAt.statusCode).toBe(422);
    expect(pointedAt.json().errors[0]).toEqual({
      message: contentMessages.redirectChainedFrom('impressum'),
      field: 'path',
    });

    expect((await get('/karte')).statusCode).not.toBe(301);
  });
});
