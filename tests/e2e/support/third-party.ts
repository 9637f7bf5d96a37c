import type { Browser, Page } from '@playwright/test';
import { adminApi } from './admin-api.js';
import { withAdminSession } from './admin-sign-in.js';

export const STYLE_URL = 'https://tiles.example.test/styles/tischlein.json';
export const TAG_MANAGER_ID = 'GTM-TEST123';
export const PIXEL_ID = '1234567890';

/** Every third party the storefront knows: the map, the tag manager and the pixel. */
export const ALL_THIRD_PARTIES = {
  enablePluginHomePage: true,
  enablePluginMapbox: true,
  mapStyleUrl: STYLE_URL,
  googleTagManagerId: TAG_MANAGER_ID,
  metaPixelId: PIXEL_ID,
};

type Config = Record<string, unknown>;

/** Changes settings as the administrator (own browser context) and answers how to put them back. */
export async function configure(browser: Browser, changes: Config): Promise<() => Promise<void>> {
  const context = await browser.newContext();
  await withAdminSession(context);
  const page = await context.newPage();
  const api = await adminApi(page);
  // The answer also names the payment providers; the config schema drops that on the way back in.
  const before = await api.get<Config>('/api/config');
  await api.send('POST', '/api/config', { ...before, ...changes });
  return async () => {
    await api.send('POST', '/api/config', before);
    await context.close();
  };
}

/** Every request the page makes to another host; those hosts answer from here (no network in tests). */
export function recordThirdParty(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).hostname !== '127.0.0.1') requests.push(request.url());
  });
  return requests;
}

/**
 * Answers for the other hosts: a tile style, and scripts that do what the real ones do to the page's
 * cookies (the pixel sets `_fbp`, the tag manager's analytics tag `_ga`), so a withdrawal can be checked.
 */
export async function answerThirdParty(page: Page): Promise<void> {
  await page.route(
    (url) => url.hostname !== '127.0.0.1',
    async (route) => {
      const url = route.request().url();
      if (url.startsWith(STYLE_URL)) {
        await route.fulfill({
          json: {
            version: 8,
            sources: {},
            layers: [{ id: 'land', type: 'background', paint: { 'background-color': '#e8e4da' } }],
          },
        });
      } else if (url.includes('connect.facebook.net/')) {
        await route.fulfill({
          body: "document.cookie = '_fbp=fb.1.1700000000000.42; Path=/';",
          contentType: 'text/javascript',
        });
      } else if (url.includes('googletagmanager.com/')) {
        await route.fulfill({
          body: "document.cookie = '_ga=GA1.1.42.1700000000; Path=/';",
          contentType: 'text/javascript',
        });
      } else if (url.endsWith('.js') || url.includes('.js?')) {
        await route.fulfill({ body: '', contentType: 'text/javascript' });
      } else {
        await route.fulfill({ status: 204 });
      }
    },
  );
}

/** The entries the page sends to the analytics log. */
export function recordAnalytics(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/analytics-log') sent.push(request.postData() ?? '');
  });
  return sent;
}
