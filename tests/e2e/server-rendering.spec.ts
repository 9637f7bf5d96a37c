import { expect, test, type Page } from './support/test.js';
import { recentVienna } from './support/clock.js';
import {
  acceptCookiesBeforehand,
  newsSeenBeforehand,
  expectNoSeriousA11yViolations,
} from './support/storefront.js';

const BROWSER_ENCODING = 'gzip, deflate, br, zstd';

function product(page: Page, name: string) {
  return page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true, level: 4 }) });
}

/**
 * Errors and warnings the page logs, hydration mismatches among them, and what the CSP refused: a refused
 * `new Function` that the code catches logs nothing, but Lighthouse counts it against best practices.
 */
async function consoleProblems(page: Page): Promise<string[]> {
  const messages: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP refused ${event.violatedDirective} in ${event.sourceFile}`);
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') messages.push(message.text());
  });
  page.on('pageerror', (error) => messages.push(error.message));
  return messages;
}

/** Layout shifts as CLS counts them (not those right after the visitor's input). */
async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const shift = entry as unknown as { value: number; hadRecentInput: boolean };
        if (!shift.hadRecentInput) shifts.push(shift.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

async function layoutShiftTotal(page: Page): Promise<number> {
  const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);
  return shifts.reduce((sum, value) => sum + value, 0);
}

test.describe('without JavaScript', () => {
  // axe runs inside the page, so accessibility is checked on the same pages with JavaScript below.
  test.use({ javaScriptEnabled: false });

  test('the branch page shows the branch, its hours and its menu with prices', async ({ page }) => {
    const response = await page.goto('/store/dornbirn');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'Dornbirn Marktplatz', level: 1 })).toBeVisible();
    await expect(page.getByText('Marktplatz 7, 6850 Dornbirn').first()).toBeVisible();
    const hours = page.getByRole('heading', { name: 'Öffnungszeiten' }).first();
    await expect(hours).toBeAttached();
    await expect(page.getByRole('table').first()).toContainText('07:00');
    await expect(product(page, 'Kaisersemmel')).toContainText('€ 0,60 / Stk.');
    await expect(product(page, 'Vorarlberger Bergkäse')).toContainText('ca. € 0,35 / dag');

    await expect(page).toHaveTitle(
      'Dornbirn Marktplatz - Café Tischlein – Bäckerei und Kaffeehaus in Vorarlberg',
    );
    const origin = new URL(page.url()).origin;
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/store\/dornbirn$/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      'content',
      /^Dornbirn Marktplatz/,
    );
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    );
    expect(jsonLd).toMatchObject({ '@type': 'Restaurant', name: 'Dornbirn Marktplatz' });
    expect(jsonLd.openingHoursSpecification.length).toBeGreaterThan(0);
    expect(jsonLd.hasMenu['@type']).toBe('Menu');
    expect(origin).toMatch(/^http:\/\/127\.0\.0\.1:/);
  });

  test('the start page lists the branches and an unknown address answers 404', async ({ page }) => {
    await page.goto('/');
    for (const name of ['Dornbirn Marktplatz', 'Bregenz Kornmarkt', 'Feldkirch Marktgasse']) {
      await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
    }
    const missing = await page.goto('/store/gibt-es-nicht');
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('each page names its largest picture in the head, before any script', async ({ request }) => {
    for (const [path, picture] of [
      ['/', 'branch card'],
      ['/store/dornbirn', 'branch hero'],
      ['/ueber-uns', 'first hero section'],
    ] as const) {
      const html = await (await request.get(path)).text();
      const head = html.slice(0, html.indexOf('</head>'));
      const preload = head.indexOf('<link rel="preload" as="image"');
      expect(preload, `${path}: the ${picture} is preloaded from the head`).toBeGreaterThan(0);
      expect(preload, `${path}: before the scripts`).toBeLessThan(head.indexOf('<script type="module"'));
      expect(html).not.toContain('<div id="root"><link');
    }
  });
});

test.describe('with JavaScript', () => {
  test.beforeEach(async ({ page, baseURL }) => {
    await acceptCookiesBeforehand(page, baseURL);
    await newsSeenBeforehand(page);
  });

  test('the branch page hydrates without warnings, a second fetch or a layout shift', async ({ page }) => {
    const messages = await consoleProblems(page);
    const apiCalls: string[] = [];
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request.url());
      if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
    });
    await recordLayoutShifts(page);
    // The browser's clock is the server's here: a test clock would change the opening-hours notice.
    await page.goto('/store/dornbirn');
    await expect(page.getByRole('heading', { name: 'Dornbirn Marktplatz', level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');

    expect(messages).toEqual([]);
    expect(apiCalls.filter((url) => /\/api\/(init|branches\/\d+\/menus)/.test(url))).toEqual([]);
    // Its stylesheets came inline: hydration neither fetches them again nor waits for them.
    expect(stylesheets).toEqual([]);
    expect(await layoutShiftTotal(page)).toBe(0);
    // Hydrated: the menu's buttons work.
    await product(page, 'Kaisersemmel').getByRole('button').first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    expect(messages).toEqual([]);
    await expectNoSeriousA11yViolations(page);
  });

  test('opening-hours lines turn to the browser’s clock once hydrated', async ({ page }) => {
    // Friday 11:45 in the browser: Dornbirn is open until 02:00, whatever the server's clock said.
    await page.clock.setFixedTime(recentVienna('friday', '11:45'));
    await page.goto('/store/dornbirn');
    await expect(page.getByRole('complementary', { name: 'Standorte' })).toContainText(
      'Geöffnet bis 02:00 Uhr',
    );
    await page.clock.setFixedTime(recentVienna('sunday', '05:00'));
    await page.goto('/');
    await expect(page.getByRole('complementary', { name: 'Standorte' })).toContainText(
      'Alle Standorte geschlossen',
    );
  });

  test('a content site hydrates without warnings or a layout shift', async ({ page }) => {
    const messages = await consoleProblems(page);
    await recordLayoutShifts(page);
    await page.goto('/ueber-uns');
    await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
    await page.waitForLoadState('networkidle');
    expect(messages).toEqual([]);
    await expectNoSeriousA11yViolations(page);
    expect(await layoutShiftTotal(page)).toBe(0);
  });
});

test.describe('HTTP', () => {
  test('pages and assets go out compressed by content negotiation with the right caching', async ({
    request,
  }) => {
    const home = await request.get('/', { headers: { 'accept-encoding': BROWSER_ENCODING } });
    expect(home.status()).toBe(200);
    expect(home.headers()['content-encoding']).toBe('br');
    expect(home.headers()['cache-control']).toBe('no-cache');
    expect(home.headers()['vary']).toContain('accept-encoding');
    const etag = home.headers()['etag'];
    expect(etag).toMatch(/^".+"$/);
    const html = await home.text();
    expect(html).toContain('id="tischlein-state"');
    expect(html).toContain('<link rel="canonical"');

    const again = await request.get('/', {
      headers: { 'accept-encoding': BROWSER_ENCODING, 'if-none-match': etag ?? '' },
    });
    expect(again.status()).toBe(304);

    // The rendered page's scripts yield the bandwidth to its pictures (ADR 033).
    expect(html).not.toMatch(/<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority="low")/);
    const entry = /<script type="module"[^>]*\ssrc="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(entry).toBeDefined();
    for (const [accepted, encoding] of [
      [BROWSER_ENCODING, 'br'],
      ['gzip', 'gzip'],
      ['identity', undefined],
    ] as const) {
      const asset = await request.get(entry ?? '', { headers: { 'accept-encoding': accepted } });
      expect(asset.status()).toBe(200);
      expect(asset.headers()['content-encoding']).toBe(encoding);
      expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(asset.headers()['content-type']).toContain('javascript');
      expect((await asset.text()).length).toBeGreaterThan(1000);
    }
  });

  test('checkout and status stay with the browser; robots.txt and sitemap.xml are no app pages', async ({
    request,
  }) => {
    const checkout = await (await request.get('/store/dornbirn/checkout')).text();
    expect(checkout).not.toContain('tischlein-state');
    const robots = await request.get('/robots.txt');
    expect(robots.headers()['content-type']).toBe('text/plain; charset=utf-8');
    expect(await robots.text()).toContain('Disallow: /store/dornbirn/checkout');
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.headers()['content-type']).toBe('application/xml; charset=utf-8');
    expect(await sitemap.text()).toContain('/store/dornbirn</loc>');
  });
});
