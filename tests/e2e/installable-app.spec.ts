import { expect, test, type Page } from './support/test.js';
import { recentVienna } from './support/clock.js';
import {
  acceptCookiesBeforehand,
  newsSeenBeforehand,
  expectNoSeriousA11yViolations,
  screenshot,
} from './support/storefront.js';

/** Every URL the service worker's caches hold, to check that no private answer was kept. */
async function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
}

test.describe('the installable storefront', () => {
  test.beforeEach(async ({ page, baseURL }) => {
    await acceptCookiesBeforehand(page, baseURL);
    await newsSeenBeforehand(page);
  });

  test('links its manifest with icons', async ({ page, request }) => {
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const manifest = (await (await request.get(href ?? '')).json()) as {
      name: string;
      display: string;
      start_url: string;
      icons: { src: string; sizes: string }[];
    };
    expect(manifest).toMatchObject({ name: 'Tischlein', display: 'standalone', start_url: '/' });
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    for (const icon of manifest.icons) {
      const answer = await request.get(icon.src);
      expect(answer.headers()['content-type']).toBe('image/png');
    }
  });

  test('shows the last menu offline with the offline warning', async ({ page, context }, testInfo) => {
    await page.clock.setFixedTime(recentVienna('friday', '11:45'));
    await page.goto('/store/dornbirn');
    const kaisersemmel = page.getByRole('heading', { name: 'Kaisersemmel', exact: true, level: 4 });
    await expect(kaisersemmel).toBeVisible();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 30_000,
    });
    // The worker took the page over after it had loaded: this visit's data goes through it.
    await page.reload();
    await expect(kaisersemmel).toBeVisible();

    await context.setOffline(true);
    try {
      await page.reload();
      await expect(page.getByRole('alert')).toContainText('Sie sind offline');
      await expect(page.getByRole('alert')).toContainText('Bitte überprüfen Sie Ihre Internetverbindung.');
      await expect(page.getByRole('heading', { level: 1, name: 'Dornbirn Marktplatz' })).toBeVisible();
      const item = page.getByRole('listitem').filter({ has: kaisersemmel });
      await expect(item).toContainText('€');
      await expectNoSeriousA11yViolations(page);
      await screenshot(page, testInfo, 'offline-menu');
    } finally {
      await context.setOffline(false);
    }

    const kept = await cachedUrls(page);
    // The rendered page carries its menu, so the page itself is what is kept for reading offline.
    expect(kept).toContain('/store/dornbirn');
    const apiKept = kept.filter((path) => path.startsWith('/api/'));
    for (const path of apiKept) expect(path).toMatch(/^\/api\/(init|branches\/\d+\/menus)$/);
  });
});
