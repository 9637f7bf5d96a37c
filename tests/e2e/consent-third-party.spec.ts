import { expect, test, type Browser, type Page } from '@playwright/test';
import { adminApi } from './support/admin-api.js';
import { signInAsAdmin } from './support/admin-sign-in.js';

const STYLE_URL = 'https://tiles.example.test/styles/tischlein.json';
const TAG_MANAGER_ID = 'GTM-TEST123';
const PIXEL_ID = '1234567890';

type Config = Record<string, unknown>;

/** Changes settings as the administrator (own browser context) and answers how to put them back. */
async function configure(browser: Browser, changes: Config): Promise<() => Promise<void>> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAsAdmin(page);
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
function recordThirdParty(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).hostname !== '127.0.0.1') requests.push(request.url());
  });
  return requests;
}

async function answerThirdParty(page: Page): Promise<void> {
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
      } else if (url.endsWith('.js') || url.includes('.js?')) {
        await route.fulfill({ body: '', contentType: 'text/javascript' });
      } else {
        await route.fulfill({ status: 204 });
      }
    },
  );
}

test.describe('cookie consent guards every third party', () => {
  test('nothing leaves for another host before "Akzeptieren"; then map, tag manager and pixel load', async ({
    page,
    browser,
  }) => {
    const restore = await configure(browser, {
      enablePluginHomePage: true,
      enablePluginMapbox: true,
      mapStyleUrl: STYLE_URL,
      googleTagManagerId: TAG_MANAGER_ID,
      metaPixelId: PIXEL_ID,
    });
    try {
      await answerThirdParty(page);
      const requests = recordThirdParty(page);

      await page.goto('/store/dornbirn/checkout');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The status page's route (an order link that finds no order answers there with the 404 view).
      await page.goto('/status/unbekannt/0123456789abcdef0123456789abcdef');
      await expect(page.getByRole('heading', { level: 1, name: '404 Not Found' })).toBeVisible();
      expect(requests).toEqual([]);
      await page.goto('/');
      await expect(
        page.getByText('Die Karte wird angezeigt, wenn Sie Cookies akzeptieren.').first(),
      ).toBeVisible();
      // The news pop-up comes two seconds in: the page has settled by then.
      await expect(page.getByRole('dialog', { name: 'Neuigkeiten' })).toBeVisible();
      await page
        .getByRole('dialog', { name: 'Neuigkeiten' })
        .getByRole('button', { name: 'Schließen' })
        .click();
      expect(requests).toEqual([]);
      expect(await page.locator('script[src^="https://"]').count()).toBe(0);

      await page
        .getByRole('region', { name: 'Hinweis zu Cookies' })
        .getByRole('button', { name: 'Akzeptieren' })
        .click();
      await expect.poll(() => requests.some((url) => url.startsWith(STYLE_URL))).toBe(true);
      await expect
        .poll(() => requests.some((url) => url.includes(`googletagmanager.com/gtm.js?id=${TAG_MANAGER_ID}`)))
        .toBe(true);
      await expect.poll(() => requests.some((url) => url.includes('connect.facebook.net/'))).toBe(true);
      await expect(page.getByRole('region', { name: 'Karte unserer Standorte' }).first()).toBeVisible();
      await expect(
        page.getByRole('button', { name: 'Route zu Dornbirn Marktplatz berechnen' }).first(),
      ).toBeAttached();
    } finally {
      await restore();
    }
  });

  test('without a tile style the address and the directions link remain, and no map', async ({
    page,
    browser,
  }) => {
    const restore = await configure(browser, {
      enablePluginHomePage: true,
      enablePluginMapbox: true,
      mapStyleUrl: '',
    });
    try {
      const requests = recordThirdParty(page);
      await page.goto('/');
      await expect(page.getByRole('link', { name: /Route berechnen/ }).first()).toBeVisible();
      await expect(page.getByRole('region', { name: 'Karte unserer Standorte' })).toHaveCount(0);
      await expect(page.getByText('Die Karte wird angezeigt, wenn Sie Cookies akzeptieren.')).toHaveCount(0);
      expect(requests).toEqual([]);
    } finally {
      await restore();
    }
  });
});
