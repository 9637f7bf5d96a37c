import { expect, test, type Page } from './support/test.js';
import { startBenchServer } from '../../bench/start-bench-server.js';
import {
  acceptCookiesBeforehand,
  expectNoSeriousA11yViolations,
  untilReactRuns,
} from './support/storefront.js';

// A catalogue of hundreds of products on one branch page: its own server with the generated catalogue,
// since the demo café's menu fits into the first part (src/web/storefront/branch/utils/menu-parts.ts).
let server: Awaited<ReturnType<typeof startBenchServer>>;
let base = '';
const branchPath = '/store/bench-001';

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startBenchServer({ BENCH_DATASET: 'large', BENCH_BRANCHES: '2', BENCH_PRODUCTS: '300' });
  base = `http://127.0.0.1:${server.port}`;
});
test.afterAll(() => server?.stop());

const cards = (page: Page) => page.locator('.product-card');

test('a long menu arrives in parts as the guest scrolls, by keyboard and by the category bar', async ({
  page,
}) => {
  await page.goto(base + branchPath);
  await untilReactRuns(page);
  await expect(cards(page)).toHaveCount(60);
  const status = page.getByRole('status').filter({ hasText: 'Produkten werden angezeigt.' });
  await expect(status).toHaveText(/^60 von \d+ Produkten werden angezeigt\.$/);
  await expectNoSeriousA11yViolations(page);

  // Scrolling towards the end of the part brings the next one, and the address keeps it for a way back.
  await page.getByRole('link', { name: 'Weitere Produkte anzeigen' }).scrollIntoViewIfNeeded();
  await expect(cards(page)).toHaveCount(120);
  await expect(page).toHaveURL(/\?teil=2$/);

  // A keyboard user who chooses the link goes on with the first product that was added.
  await page.goto(`${base}${branchPath}?teil=3`);
  await untilReactRuns(page);
  await expect(cards(page)).toHaveCount(180);
  const more = page.getByRole('link', { name: 'Weitere Produkte anzeigen' });
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(cards(page).nth(180).locator('h4')).toBeFocused();
  // Only the chosen part came: none came by itself while the link had the keyboard focus.
  await expect(cards(page)).toHaveCount(240);

  // The category bar reaches a group that is not on the page yet: shown, scrolled to and focused.
  await page.goto(base + branchPath);
  await untilReactRuns(page);
  const bar = page.getByRole('navigation', { name: 'Kategorien' });
  const last = bar.getByRole('link').last();
  const name = (await last.textContent()) ?? '';
  await last.click();
  const title = page.getByRole('heading', { level: 3, name, exact: true });
  await expect(title).toBeFocused();
  await expect(title).toBeInViewport();
  await expect(page).toHaveURL(/\?teil=\d+$/);
});

test.describe('a page that carries part of the catalogue', () => {
  // The service worker would answer the held-back request from its copy of an earlier visit.
  test.use({ serviceWorkers: 'block' });

  test('carries only the shown products and loads the rest when the cart needs it', async ({ page }) => {
    // The consent banner would cover the phone's cart toggle.
    await acceptCookiesBeforehand(page, base);
    const initRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/init') initRequests.push(request.method());
    });
    const carried = () =>
      page
        .locator('#tischlein-state')
        .evaluate(
          (element) =>
            (JSON.parse(element.textContent ?? '') as { init: { '/api/products': unknown[] } }).init[
              '/api/products'
            ].length,
        );
    await page.goto(`${base}${branchPath}?teil=3`);
    await untilReactRuns(page);
    expect(await carried()).toBe(180);

    // A product of the third part goes into the cart (the first one there that can be ordered now).
    const addButton = /^(In den Warenkorb|Konfigurieren)/;
    let index = 150;
    while ((await cards(page).nth(index).getByRole('button', { name: addButton }).count()) === 0) index += 1;
    const card = cards(page).nth(index);
    const name = (await card.locator('h4').textContent()) ?? '';
    await card.getByRole('button', { name: addButton }).click();
    await page
      .getByRole('dialog', { name })
      .getByRole('button', { name: 'Zum Warenkorb hinzufügen' })
      .click();
    const storedItems = () =>
      page.evaluate(
        () =>
          (JSON.parse(sessionStorage.getItem('cart:bench-001') ?? '{}') as { items?: unknown[] }).items
            ?.length,
      );
    await expect.poll(storedItems).toBe(1);

    // The first part's page does not hold that product: it neither drops the item nor waits for a tap, it
    // loads the whole catalogue at once and shows the cart with it.
    initRequests.length = 0;
    // The answer is held back, so what the page does before it arrives can be seen.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/init', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(base + branchPath);
    expect(await carried()).toBe(60);
    await untilReactRuns(page);
    await expect.poll(() => initRequests.length).toBe(1);
    expect(await storedItems()).toBe(1);
    release();
    const toggle = page
      .getByRole('region', { name: 'Warenkorb' })
      .getByRole('button', { name: /im Warenkorb/ });
    if ((await toggle.count()) > 0 && (await toggle.getAttribute('aria-expanded')) === 'false')
      await toggle.click();
    await expect(page.getByRole('region', { name: 'Warenkorb' })).toContainText(name);
  });
});

test('without a script the rest of the menu is a link away', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(base + branchPath);
  await expect(cards(page)).toHaveCount(60);
  const more = page.getByRole('link', { name: 'Weitere Produkte anzeigen' });
  await expect(more).toHaveAttribute('href', '?teil=2#teil-2');
  await more.click();
  await expect(page).toHaveURL(/\?teil=2#teil-2$/);
  await expect(cards(page)).toHaveCount(120);
  await expect(page.locator('#teil-2')).toBeInViewport();
  // Every group is reachable from the category bar, later ones on the part where they start.
  const hrefs = await page
    .getByRole('navigation', { name: 'Kategorien' })
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(hrefs.some((href) => /^\?teil=\d+#group-\d+$/.test(href ?? ''))).toBe(true);
  await context.close();
});
