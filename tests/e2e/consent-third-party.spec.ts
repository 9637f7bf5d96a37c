import { expect, test } from './support/test.js';
import {
  answerThirdParty,
  configure,
  PIXEL_ID,
  recordThirdParty,
  STYLE_URL,
  TAG_MANAGER_ID,
} from './support/third-party.js';

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
