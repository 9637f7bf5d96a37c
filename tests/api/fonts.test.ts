import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from './staff-session.js';
import { createTestApp, testDatabases, type TestApp } from './test-app.js';

const SETUP_MS = 180_000;

describe('fonts served from the installed packages', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(testDatabases[0]!, { seed: false });
  }, SETUP_MS);
  afterAll(async () => t?.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('lists the families with their variants, without signing in', async () => {
    const response = await get('/api/fonts');
    expect(response.statusCode).toBe(200);
    const families = response.json().data as { family: string; category: string; variants: string[] }[];
    expect(families.map((font) => font.family)).toEqual(
      expect.arrayContaining(['Roboto', 'Open Sans', 'Lato', 'JetBrains Mono', 'Playfair Display']),
    );
    const roboto = families.find((font) => font.family === 'Roboto');
    expect(roboto?.category).toBe('sans-serif');
    expect(roboto?.variants).toEqual(expect.arrayContaining(['regular', 'italic', '700', '700italic']));
  });

  it('answers a variant as CSS whose font files this server serves', async () => {
    const css = await get('/fonts/google/Open+Sans/style-700.embed.css');
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(css.headers['cache-control']).toContain('max-age');
    expect(css.body).toContain('@font-face');
    expect(css.body).toContain("font-family: 'Open Sans'");
    expect(css.body).toContain('font-weight: 700');
    const urls = [...css.body.matchAll(/url\(([^)]+)\)/g)].map((match) => match[1]!);
    expect(urls.length).toBeGreaterThan(0);
    // Every address is this server's own: nothing points at a font service.
    expect(urls.every((url) => url.startsWith('/fonts/files/open-sans/'))).toBe(true);

    const latin = urls.find((url) => url.includes('-latin-700-normal.woff2'));
    const file = await get(latin!);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('font/woff2');
    expect(file.rawPayload.subarray(0, 4).toString('latin1')).toBe('wOF2');
  });

  it('answers the same CSS for every spelling of the family, italic variants too', async () => {
    const byName = await get('/fonts/google/Roboto/style-italic.embed.css');
    const byId = await get('/fonts/google/roboto/style-italic.embed.css');
    expect(byName.statusCode).toBe(200);
    expect(byName.body).toBe(byId.body);
    expect(byName.body).toContain('font-style: italic');
  });

  it.each([
    ['/fonts/google/Comic+Sans/style-regular.embed.css', 'Schriftart wurde nicht gefunden.'],
    ['/fonts/google/Roboto/style-950.embed.css', 'Schriftschnitt wurde nicht gefunden.'],
    ['/fonts/google/Roboto/style-regular.css', 'Schriftschnitt wurde nicht gefunden.'],
  ])('answers %s with 404 and a German message', async (url, message) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.json().errors[0].message).toBe(message);
  });

  it.each([
    '/fonts/files/roboto/..%2Fpackage.json',
    '/fonts/files/roboto/400.css',
    '/fonts/files/roboto/missing-latin-400-normal.woff2',
    '/fonts/anything',
  ])('serves nothing else: %s', async (url) => {
    expect((await get(url)).statusCode).toBe(404);
  });

  describe('the shop font and the third-party ids in the configuration', () => {
    const save = async (changes: Record<string, unknown>) => {
      const admin = await signInAs(t, { email: `schrift-${Date.now()}@cafe.example`, roles: ['ROLE_ADMIN'] });
      const current = (await get('/api/config')).json().data as Record<string, unknown>;
      return admin.request({ method: 'POST', url: '/api/config', payload: { ...current, ...changes } });
    };

    it('keeps a family the server has and shows it to guests', async () => {
      const saved = await save({ fontFamily: 'Playfair Display', googleTagManagerId: 'GTM-AB12CD3' });
      expect(saved.statusCode).toBe(200);
      const config = (await get('/api/config')).json().data;
      expect(config.fontFamily).toBe('Playfair Display');
      expect(config.googleTagManagerId).toBe('GTM-AB12CD3');
    });

    it('refuses a family it cannot serve, and malformed ids, in German, changing nothing', async () => {
      const font = await save({ fontFamily: 'Comic Sans MS' });
      expect(font.statusCode).toBe(422);
      expect(font.json().errors[0]).toEqual({
        message: 'Diese Schriftart steht nicht zur Auswahl.',
        field: 'fontFamily',
      });
      const tagManager = await save({ googleTagManagerId: '"><script>' });
      expect(tagManager.statusCode).toBe(400);
      expect(tagManager.json().errors[0].message).toBe(
        'Bitte geben Sie eine Kennung der Form GTM-XXXXXXX an.',
      );
      const pixel = await save({ metaPixelId: 'abc' });
      expect(pixel.statusCode).toBe(400);
      expect((await get('/api/config')).json().data.fontFamily).toBe('Playfair Display');
    });
  });
});
