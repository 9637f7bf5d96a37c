import { expect, test, type BrowserContext, type Locator, type Page } from './support/test.js';
import { addToCart, ORDER_BUTTON } from './support/cart.js';
import { textContrast } from './support/contrast.js';
import {
  CONSENT_COOKIE,
  newsSeenBeforehand,
  expectNoSeriousA11yViolations,
  openPage,
  viewportShot,
} from './support/storefront.js';
import {
  ALL_THIRD_PARTIES,
  answerThirdParty,
  configure,
  recordAnalytics,
  recordThirdParty,
} from './support/third-party.js';

// Consent by category (ADR 034): 'Ablehnen' beside 'Akzeptieren', 'Einstellungen' with Statistik,
// Marketing and Externe Medien, 'Cookie-Einstellungen' in the footer to change or withdraw.
const CATEGORIES_COOKIE = 'cookie-banner-categories';
const DAY_MS = 86_400_000;

function banner(page: Page): Locator {
  return page.getByRole('region', { name: 'Hinweis zu Cookies' });
}

async function cookie(context: BrowserContext, name: string) {
  return (await context.cookies()).find((entry) => entry.name === name);
}

/** Days until a cookie expires. */
function daysLeft(expires: number | undefined): number {
  return ((expires ?? 0) * 1000 - Date.now()) / DAY_MS;
}

/** Box, weight and colours: what makes one button look like another. */
async function looks(button: Locator) {
  const box = await button.boundingBox();
  const style = await button.evaluate((element) => {
    const computed = getComputedStyle(element);
    return {
      fontWeight: computed.fontWeight,
      fontSize: computed.fontSize,
      color: computed.color,
      background: computed.backgroundColor,
      border: computed.borderTopColor,
    };
  });
  return { width: Math.round(box?.width ?? 0), height: Math.round(box?.height ?? 0), ...style };
}

test.beforeEach(async ({ page }) => {
  await newsSeenBeforehand(page);
});

test.describe('with the map, the tag manager and the pixel configured', () => {
  let restore: () => Promise<void>;
  let requests: string[];
  let logged: string[];

  test.beforeEach(async ({ page, browser }) => {
    restore = await configure(browser, ALL_THIRD_PARTIES);
    await answerThirdParty(page);
    requests = recordThirdParty(page);
    logged = recordAnalytics(page);
  });

  test.afterEach(async () => {
    await restore();
  });

  test('refused on the first layer: three pages without the analytics log or another host, kept on reload', async ({
    page,
    context,
  }, testInfo) => {
    await openPage(page, '/');
    const refuse = banner(page).getByRole('button', { name: 'Ablehnen' });
    const accept = banner(page).getByRole('button', { name: 'Akzeptieren' });
    // Refusing is as easy and as visible as accepting.
    expect(await looks(refuse)).toEqual(await looks(accept));
    const [refuseBox, acceptBox] = [await refuse.boundingBox(), await accept.boundingBox()];
    expect(Math.round(refuseBox?.y ?? 0)).toBe(Math.round(acceptBox?.y ?? 1));
    await expect(banner(page).getByRole('button', { name: 'Einstellungen' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await viewportShot(page, testInfo, 'consent-banner');

    const serverPage = async () => (await page.request.get('/store/dornbirn')).text();
    expect(await serverPage()).toContain('Hinweis zu Cookies');
    await refuse.click();
    await expect(banner(page)).toHaveCount(0);
    // The server renders the page for the answer too: no banner in its HTML.
    expect(await serverPage()).not.toContain('Hinweis zu Cookies');
    const acceptance = await cookie(context, CONSENT_COOKIE);
    expect(acceptance?.value).toBe('false');
    expect(daysLeft(acceptance?.expires)).toBeGreaterThan(364);
    expect((await cookie(context, CATEGORIES_COOKIE))?.value).toBe('none');

    await expect(
      page.getByText('Die Karte wird angezeigt, wenn Sie Cookies akzeptieren.').first(),
    ).toBeVisible();
    await openPage(page, '/store/dornbirn');
    await expect(page.getByRole('heading', { level: 1, name: 'Dornbirn Marktplatz' })).toBeVisible();
    await openPage(page, '/store/dornbirn/checkout');
    await expect(page.getByRole('heading', { level: 1, name: 'Bestellvorgang' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Bestellvorgang' })).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
    // Once the network is quiet, the page has done what it does on its own.
    await page.waitForLoadState('networkidle');
    expect(logged).toEqual([]);
    expect(requests).toEqual([]);
    expect(await page.locator('script[src^="https://"]').count()).toBe(0);
  });

  test(
    "one category only: 'Statistik' sends the analytics log, nothing goes to another host",
    { tag: '@phone' },
    async ({ page, context }, testInfo) => {
      await openPage(page, '/');
      await banner(page).getByRole('button', { name: 'Einstellungen' }).click();
      const statistics = banner(page).getByRole('checkbox', { name: /^Statistik/ });
      await expect(statistics).toBeFocused();
      await expect(banner(page).getByRole('checkbox', { name: /^Notwendig/ })).toBeChecked();
      await expect(banner(page).getByRole('checkbox', { name: /^Notwendig/ })).toBeDisabled();
      for (const name of [/^Statistik/, /^Marketing/, /^Externe Medien/]) {
        await expect(banner(page).getByRole('checkbox', { name })).not.toBeChecked();
      }
      await expectNoSeriousA11yViolations(page);
      await viewportShot(page, testInfo, 'consent-settings');

      await statistics.check();
      await banner(page).getByRole('button', { name: 'Auswahl speichern' }).click();
      await expect(banner(page)).toHaveCount(0);
      expect((await cookie(context, CONSENT_COOKIE))?.value).toBe('false');
      expect((await cookie(context, CATEGORIES_COOKIE))?.value).toBe('statistics');

      await openPage(page, '/store/dornbirn');
      await expect.poll(() => logged.some((body) => body.includes('/store/dornbirn'))).toBe(true);
      await page.waitForLoadState('networkidle');
      expect(requests).toEqual([]);
      expect(await page.locator('script[src^="https://"]').count()).toBe(0);
    },
  );

  test(
    'withdrawn in the footer: the tag manager, the pixel and their cookies go, the log stops',
    { tag: '@phone' },
    async ({ page, context }) => {
      await openPage(page, '/');
      await banner(page).getByRole('button', { name: 'Akzeptieren' }).click();
      await expect.poll(() => requests.some((url) => url.includes('googletagmanager.com/gtm.js'))).toBe(true);
      await expect.poll(async () => (await cookie(context, '_fbp'))?.value).toBeDefined();
      await expect.poll(async () => (await cookie(context, '_ga'))?.value).toBeDefined();
      await expect(page.getByRole('region', { name: 'Karte unserer Standorte' }).first()).toBeVisible();

      const settings = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie-Einstellungen' });
      // It sat black on the black footer bar: the one way to withdraw could not be seen (issue 39).
      expect(await textContrast(settings)).toBeGreaterThanOrEqual(4.5);
      await settings.focus();
      expect(await textContrast(settings)).toBeGreaterThanOrEqual(4.5);
      await settings.click();
      await expect(banner(page).getByRole('checkbox', { name: /^Statistik/ })).toBeFocused();
      for (const name of [/^Statistik/, /^Marketing/, /^Externe Medien/]) {
        await expect(banner(page).getByRole('checkbox', { name })).toBeChecked();
      }
      await banner(page)
        .getByRole('checkbox', { name: /^Statistik/ })
        .uncheck();
      await banner(page)
        .getByRole('checkbox', { name: /^Marketing/ })
        .uncheck();
      // A script that ran cannot be unloaded: the page loads again without it.
      const reloaded = page.waitForEvent('load');
      await banner(page).getByRole('button', { name: 'Auswahl speichern' }).click();
      await reloaded;
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect((await cookie(context, CONSENT_COOKIE))?.value).toBe('false');
      expect((await cookie(context, CATEGORIES_COOKIE))?.value).toBe('externalMedia');
      expect(await cookie(context, '_fbp')).toBeUndefined();
      expect(await cookie(context, '_ga')).toBeUndefined();
      expect(await page.locator('script[src^="https://"]').count()).toBe(0);
      await expect(page.getByRole('region', { name: 'Karte unserer Standorte' }).first()).toBeVisible();

      const loggedBefore = logged.length;
      const requestsBefore = requests.length;
      await openPage(page, '/store/dornbirn');
      await expect(page.getByRole('heading', { level: 1, name: 'Dornbirn Marktplatz' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(logged.length).toBe(loggedBefore);
      expect(
        requests.slice(requestsBefore).every((url) => url.startsWith('https://tiles.example.test/')),
      ).toBe(true);

      // Externe Medien withdrawn: the map goes at once, no reload needed.
      await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie-Einstellungen' }).click();
      await banner(page)
        .getByRole('checkbox', { name: /^Externe Medien/ })
        .uncheck();
      await banner(page).getByRole('button', { name: 'Auswahl speichern' }).click();
      await expect(banner(page)).toHaveCount(0);
      await expect(settings).toBeFocused();
      await expect(page.getByRole('region', { name: 'Karte unserer Standorte' })).toHaveCount(0);
      expect((await cookie(context, CATEGORIES_COOKIE))?.value).toBe('none');
    },
  );
});

// The phone runs at 390 px in the tests above.
test(
  'axe finds nothing serious with the banner and its settings open at 1366 px',
  { tag: '@desktop' },
  async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await openPage(page, '/store/dornbirn');
    await expect(banner(page)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await banner(page).getByRole('button', { name: 'Einstellungen' }).click();
    await expectNoSeriousA11yViolations(page);
  },
);

// The cart is a bottom bar on phones only.
test(
  'at 390 px the cart bar and its order button stay above the open banner and answer a tap',
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    await openPage(page, '/store/dornbirn');
    await expect(banner(page)).toBeVisible();
    await addToCart(page, 'Sachertorte (Stück)');
    const cart = page.getByRole('region', { name: 'Warenkorb' });
    const toggle = cart.getByRole('button', { name: /im Warenkorb/ });
    for (const layer of ['first', 'settings']) {
      if (layer === 'settings') await banner(page).getByRole('button', { name: 'Einstellungen' }).click();
      const bar = await toggle.boundingBox();
      const notice = await banner(page).boundingBox();
      expect(bar, layer).not.toBeNull();
      expect((bar?.y ?? 0) + (bar?.height ?? 0), layer).toBeLessThanOrEqual((notice?.y ?? 0) + 1);
      // A trial click fails when anything else would take the tap.
      await toggle.click({ trial: true });
    }
    await viewportShot(page, testInfo, 'consent-cart-bar');
    await toggle.click();
    const order = cart.getByRole('button', { name: ORDER_BUTTON });
    await order.click();
    await expect(page.getByRole('heading', { name: 'Bestellvorgang', level: 1 })).toBeVisible();
    await expect(banner(page)).toBeVisible();
    await page.getByRole('button', { name: ORDER_BUTTON }).click({ trial: true });
  },
);

test(
  'a self-service kiosk asks nothing: no banner, no footer entry, no install prompt',
  { tag: '@desktop' },
  async ({ page }) => {
    await openPage(page, '/self-service/store/dornbirn');
    await page.getByRole('button', { name: 'Tippen um zu bestellen' }).click();
    await expect(page.getByRole('heading', { name: 'Dornbirn Marktplatz', level: 1 })).toBeVisible();
    // The banner and the prompt come with the page's first answers: by a quiet network they would be there.
    await page.waitForLoadState('networkidle');
    await expect(banner(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Cookie-Einstellungen' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'App installieren' })).toHaveCount(0);
  },
);
