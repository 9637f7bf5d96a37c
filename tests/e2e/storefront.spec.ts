import { expect, test, type Page } from './support/test.js';
import { recentVienna } from './support/clock.js';
import {
  acceptCookiesBeforehand,
  newsSeenBeforehand,
  CONSENT_COOKIE,
  expectNoSeriousA11yViolations,
  openPage,
  screenshot,
} from './support/storefront.js';

// Known moments of the demo week (Europe/Vienna): Dornbirn opens 07:00-02:00 on Fridays, Bregenz 06:30-18:00
// (pickup from 08:00) and closed on Sundays, Feldkirch 07:00-12:00 and 14:00-18:30.
const fridayLateMorning = () => recentVienna('friday', '11:45');
const fridayLunchBreak = () => recentVienna('friday', '12:30');
const sundayMorning = () => recentVienna('sunday', '09:30');

/**
 * The server renders public pages with the data embedded (ADR 014); a session cookie (staff) makes it
 * send the app shell, which loads `/api/init` in the browser, where these tests change or break it.
 */
async function renderInTheBrowser(page: Page, baseURL: string | undefined): Promise<void> {
  if (baseURL === undefined) throw new Error('The Playwright config sets baseURL');
  await page.context().addCookies([{ name: 'tischlein_session', value: 'none', url: baseURL }]);
}

async function visit(page: Page, path: string, at: Date): Promise<void> {
  await page.clock.setFixedTime(at);
  await openPage(page, path);
}

function branchCard(page: Page, name: string) {
  return page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, level: 2 }) });
}

function product(page: Page, name: string) {
  return page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true, level: 4 }) });
}

test.describe('a returning visitor', () => {
  test.beforeEach(async ({ page, baseURL }) => {
    await acceptCookiesBeforehand(page, baseURL);
    await newsSeenBeforehand(page);
  });

  test(
    'sees every branch with today’s hours, pickup times and a closing-soon warning',
    { tag: '@phone' },
    async ({ page }, testInfo) => {
      await visit(page, '/', fridayLateMorning());

      await expect(
        page.getByRole('heading', { name: 'Willkommen bei Café Tischlein', level: 1 }),
      ).toBeVisible();
      await expect(page.getByRole('complementary', { name: 'Standorte' })).toHaveText('3 Standorte geöffnet');

      const dornbirn = branchCard(page, 'Dornbirn Marktplatz');
      await expect(dornbirn).toContainText('Marktplatz 7');
      await expect(dornbirn).toContainText('6850 Dornbirn');
      await expect(dornbirn).toContainText('Heute geöffnet: 07:00 - 02:00 Uhr');
      await expect(dornbirn).toContainText('Abholung: 07:00 - 02:00 Uhr');

      const bregenz = branchCard(page, 'Bregenz Kornmarkt');
      await expect(bregenz).toContainText('Heute geöffnet: 06:30 - 18:00 Uhr');
      await expect(bregenz).toContainText('Abholung: 08:00 - 18:00 Uhr');

      const feldkirch = branchCard(page, 'Feldkirch Marktgasse');
      await expect(feldkirch).toContainText('Heute geöffnet: 07:00 - 12:00, 14:00 - 18:30 Uhr');
      await expect(feldkirch).toContainText('Schließt bald um 12:00 Uhr');
      await expect(dornbirn).not.toContainText('Schließt bald');

      await expect(page).toHaveTitle('Café Tischlein – Bäckerei und Kaffeehaus in Vorarlberg');
      await expectNoSeriousA11yViolations(page);
      await screenshot(page, testInfo, 'home');
    },
  );

  test('learns when a closed branch opens again', { tag: '@phone' }, async ({ page }) => {
    await visit(page, '/', sundayMorning());
    await expect(branchCard(page, 'Bregenz Kornmarkt')).toContainText('Öffnet Montag um 06:30 Uhr');
    await expect(page.getByRole('complementary', { name: 'Standorte' })).toHaveText('2 Standorte geöffnet');

    await visit(page, '/', fridayLunchBreak());
    await expect(branchCard(page, 'Feldkirch Marktgasse')).toContainText(
      'Offen heute 14:00 Uhr bis 18:30 Uhr',
    );
  });

  test('searches for a town and filters by a tag', { tag: '@phone' }, async ({ page }, testInfo) => {
    await visit(page, '/', fridayLateMorning());
    const search = page.getByRole('searchbox', { name: 'Standort suchen' });
    await expect(search).toHaveAttribute('placeholder', 'PLZ / Ort');

    await search.fill('Dornbirn');
    await expect(page.getByText('1 von 3 Filialen werden angezeigt.')).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
      'Dornbirn Marktplatz',
    ]);
    // The form has its submit button (HTML_CodeSniffer's H32.2); it, like a phone's search key, puts the
    // keyboard away and keeps what was found.
    await expect(page.getByRole('search').getByRole('button', { name: 'Suchen' })).toBeVisible();
    await search.press('Enter');
    await expect(search).not.toBeFocused();
    await expect(page.getByText('1 von 3 Filialen werden angezeigt.')).toBeVisible();

    await search.fill('6900, Feldkirch');
    await expect(page.getByText('2 von 3 Filialen werden angezeigt.')).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
      'Bregenz Kornmarkt',
      'Feldkirch Marktgasse',
    ]);

    await search.fill('Wien');
    await expect(page.getByText('Leider wurden keine Ergebnisse gefunden.')).toBeVisible();

    await search.fill('');
    const delivery = page.getByRole('button', { name: 'Lieferservice' });
    await delivery.click();
    await expect(delivery).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('2 von 3 Filialen werden angezeigt.')).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
      'Dornbirn Marktplatz',
      'Bregenz Kornmarkt',
    ]);
    await screenshot(page, testInfo, 'home-filtered');

    await search.fill('Feldkirch');
    await expect(page.getByText('Leider wurden keine Ergebnisse gefunden.')).toBeVisible();

    await search.fill('');
    await delivery.click();
    await expect(delivery).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(3);
    await expect(page.getByText(/Filialen werden angezeigt/)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test(
    'keeps a town typed before the page was ready, and follows the back button',
    { tag: '@phone' },
    async ({ page }) => {
      let release = () => {};
      const scriptHeld = new Promise<void>((resolve) => (release = resolve));
      // A slow phone: the rendered page is there, its script not yet.
      await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
        await scriptHeld;
        await route.continue();
      });
      await page.clock.setFixedTime(fridayLateMorning());
      await page.goto('/', { waitUntil: 'commit' });
      const search = page.getByRole('searchbox', { name: 'Standort suchen' });
      await search.fill('Dornbirn');
      release();
      await expect(page.getByText('1 von 3 Filialen werden angezeigt.')).toBeVisible();
      await expect(search).toHaveValue('Dornbirn');
      await expect(page).toHaveURL(/\?q=Dornbirn$/);

      await page.getByRole('link', { name: 'Dornbirn Marktplatz' }).first().click();
      await expect(page.getByRole('heading', { level: 1, name: 'Dornbirn Marktplatz' })).toBeVisible();
      await page.goBack();
      await expect(search).toHaveValue('Dornbirn');
      await search.fill('');
      await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(3);
    },
  );

  test('keeps every letter typed quickly on a slow phone', { tag: '@phone' }, async ({ page }) => {
    await visit(page, '/', fridayLateMorning());
    const search = page.getByRole('searchbox', { name: 'Standort suchen' });
    await expect(search).toBeVisible();
    // The address's term comes back into the page after the guest typed on; it once overwrote the box.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 20 });
    await search.pressSequentially('Dornbirn', { delay: 15 });
    await expect(page).toHaveURL(/\?q=Dornbirn$/);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await expect(search).toHaveValue('Dornbirn');
    await expect(page.getByText('1 von 3 Filialen werden angezeigt.')).toBeVisible();
  });

  test('opens a branch and reads its menu, prices and allergens', async ({ page }, testInfo) => {
    await visit(page, '/', fridayLateMorning());
    await page.getByRole('link', { name: 'Dornbirn Marktplatz' }).first().click();

    await expect(page).toHaveURL(/\/store\/dornbirn$/);
    await expect(page.getByRole('heading', { name: 'Dornbirn Marktplatz', level: 1 })).toBeVisible();
    const toolbar = page.getByRole('complementary', { name: 'Standorte' });
    await expect(toolbar.getByRole('link', { name: 'Dornbirn Marktplatz' })).toHaveAttribute('href', '/');
    await expect(toolbar).toContainText('Geöffnet bis 02:00 Uhr');
    await expect(page.getByText('Derzeit haben wir leider geschlossen.')).toHaveCount(0);

    for (const category of ['Frühstück', 'Backwaren', 'Torten & Kuchen', 'Kaffee & Tee', 'Mittagstisch']) {
      await expect(page.getByRole('heading', { name: category, exact: true, level: 3 })).toBeVisible();
    }
    await expect(product(page, 'Kaisersemmel')).toContainText('€ 0,60 / Stk.');
    await expect(product(page, 'Kaisersemmel')).toContainText('Allergene: A');
    await expect(product(page, 'Vorarlberger Bergkäse')).toContainText('ca. € 0,35 / dag');
    // Disabled, but the operator wants guests to see it: greyed out with a note.
    await expect(product(page, 'Hausgemachter Pfirsich-Eistee (0,4 l)')).toContainText(
      'Derzeit nicht verfügbar',
    );
    // Scheduled products: the lunch menu runs on weekdays 11-14, the Gugelhupf only at weekends.
    await expect(product(page, 'Tagesmenü')).toBeVisible();
    await expect(product(page, 'Tagesmenü')).not.toContainText('Derzeit nicht verfügbar');
    await expect(product(page, 'Marmorgugelhupf vom Wochenende')).toHaveCount(0);

    const legend = page.getByRole('region', { name: 'Allergeninformation' });
    await expect(legend).toContainText('AGlutenhaltiges Getreide');
    await expect(legend).toContainText('RWeichtiere');
    await expect(page.getByRole('main').getByRole('region', { name: 'Öffnungszeiten' })).toContainText(
      '07:00 - 02:00 Uhr',
    );
    await expect(
      page
        .getByRole('main')
        .getByRole('region', { name: 'Kontakt' })
        .getByRole('link', { name: '+43 5572 203140' }),
    ).toHaveAttribute('href', 'tel:+435572203140');

    await expect(page).toHaveTitle(
      'Dornbirn Marktplatz - Café Tischlein – Bäckerei und Kaffeehaus in Vorarlberg',
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/store\/dornbirn$/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /Unser Stammhaus am Marktplatz/,
    );
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      'content',
      /^Dornbirn Marktplatz - /,
    );

    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    );
    expect(jsonLd).toMatchObject({
      '@type': 'Restaurant',
      name: 'Dornbirn Marktplatz',
      telephone: '+43 5572 203140',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Marktplatz 7',
        postalCode: '6850',
        addressLocality: 'Dornbirn',
      },
      geo: { '@type': 'GeoCoordinates', latitude: 47.41378, longitude: 9.74205 },
    });
    expect(jsonLd.openingHoursSpecification).toContainEqual({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: 'https://schema.org/Friday',
      opens: '07:00',
      closes: '02:00',
    });
    const backwaren = jsonLd.hasMenu.hasMenuSection.find(
      (section: { name: string }) => section.name === 'Backwaren',
    );
    expect(backwaren.hasMenuItem).toContainEqual(
      expect.objectContaining({
        name: 'Kaisersemmel',
        offers: { '@type': 'Offer', price: '0.60', priceCurrency: 'EUR' },
      }),
    );

    await expectNoSeriousA11yViolations(page);
    await screenshot(page, testInfo, 'branch');
  });

  test(
    'hides every product with an allergen they must avoid',
    { tag: '@phone' },
    async ({ page }, testInfo) => {
      await visit(page, '/store/dornbirn', fridayLateMorning());
      await expect(product(page, 'Kaisersemmel')).toBeVisible();

      await page.getByText('Nach Allergenen filtern').click();
      const gluten = page.getByRole('checkbox', { name: 'A Glutenhaltiges Getreide' });
      await gluten.check();

      await expect(product(page, 'Kaisersemmel')).toHaveCount(0);
      await expect(product(page, 'Kornspitz')).toHaveCount(0);
      await expect(product(page, 'Espresso')).toBeVisible();
      await expect(page.getByText(/\d+ Produkte mit den gewählten Allergenen ausgeblendet\./)).toBeVisible();
      await expect(page.getByText('Nach Allergenen filtern (1 gewählt)')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await screenshot(page, testInfo, 'branch-filtered');

      await gluten.uncheck();
      await expect(product(page, 'Kaisersemmel')).toBeVisible();
    },
  );

  test(
    'sees that a branch is closed, when it reopens, and only its current menu',
    { tag: '@phone' },
    async ({ page }, testInfo) => {
      await visit(page, '/store/bregenz', sundayMorning());
      // The page carries the products of the server's own day, and the rest of the menu comes with the
      // guest's first key or tap: only with it does this browser's Sunday find its weekend products.
      await page.keyboard.press('Tab');

      await expect(page.getByRole('heading', { name: 'Bregenz Kornmarkt', level: 1 })).toBeVisible();
      await expect(page.getByText('Derzeit haben wir leider geschlossen.')).toBeVisible();
      await expect(page.getByText('Wir öffnen am Montag um 06:30 Uhr wieder.')).toBeVisible();
      await expect(page.getByText('Gerne nehmen wir auch Ihre Vorbestellungen entgegen.')).toBeVisible();
      await expect(page.getByRole('complementary', { name: 'Standorte' })).toContainText('Geschlossen');

      // The winter menu is in force: no lunch, and the spring menu's new products are not there yet.
      await expect(product(page, 'Sachertorte (Stück)')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Mittagstisch', level: 3 })).toHaveCount(0);
      await expect(product(page, 'Erdbeertörtchen')).toHaveCount(0);
      await expect(product(page, 'Marmorgugelhupf vom Wochenende')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await screenshot(page, testInfo, 'branch-closed');
    },
  );

  test('reads a legal page from the footer', { tag: '@phone' }, async ({ page }, testInfo) => {
    await visit(page, '/', fridayLateMorning());
    const legal = page.getByRole('navigation', { name: 'Rechtliches' });
    await expect(legal.getByRole('link')).toHaveText(['AGB', 'Datenschutz', 'Impressum', 'Allergene']);
    await legal.getByRole('link', { name: 'Impressum' }).click();

    await expect(page).toHaveURL(/\/site\/imprint$/);
    // The text brings its own visible heading; the page's h1 names it for screen readers.
    await expect(page.getByRole('heading', { name: 'Impressum', level: 1 })).toHaveCount(1);
    await expect(page.getByRole('heading', { name: 'Impressum', level: 2 })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Café Tischlein GmbH');
    await expect(page).toHaveTitle('Impressum - Café Tischlein – Bäckerei und Kaffeehaus in Vorarlberg');
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, testInfo, 'legal');
  });

  test(
    'gets a 404 page for an unknown address and an unknown branch',
    { tag: '@phone' },
    async ({ page }, testInfo) => {
      await visit(page, '/gibt-es-nicht/wirklich', fridayLateMorning());
      await expect(page.getByRole('heading', { name: '404 Not Found', level: 1 })).toBeVisible();
      await expect(page.getByText('Leider wurde die angeforderte Seite nicht gefunden.')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await screenshot(page, testInfo, 'not-found');

      await visit(page, '/store/wien', fridayLateMorning());
      await expect(page.getByRole('heading', { name: '404 Not Found', level: 1 })).toBeVisible();
      await page.getByRole('link', { name: 'Zur Startseite', exact: true }).click();
      await expect(
        page.getByRole('heading', { name: 'Willkommen bei Café Tischlein', level: 1 }),
      ).toBeVisible();
    },
  );

  test('uses the header navigation on any screen', async ({ page, isMobile }) => {
    await visit(page, '/', fridayLateMorning());
    const navigation = page.getByRole('navigation', { name: 'Hauptnavigation' });
    const about = navigation.getByRole('link', { name: 'Über uns', exact: true });

    if (isMobile) {
      const toggle = navigation.getByRole('button', { name: 'Menü öffnen' });
      await expect(about).toBeHidden();
      await toggle.click();
      await expect(navigation.getByRole('button', { name: 'Menü schließen' })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
      await expect(about).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(about).toBeHidden();
      await expect(toggle).toBeFocused();
      await toggle.click();
    } else {
      await expect(navigation.getByRole('button', { name: 'Menü öffnen' })).toBeHidden();
    }
    await about.click();
    await expect(page).toHaveURL(/\/ueber-uns$/);
    await expect(page.getByRole('heading', { name: 'Seit 1962 mit Liebe gebacken' })).toBeVisible();
    await expect(about).toBeVisible({ visible: !isMobile });
  });

  test('skips straight to the content with the keyboard', async ({ page }) => {
    await visit(page, '/', fridayLateMorning());
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Zum Inhalt springen' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });

  test('is told when the connection drops', { tag: '@phone' }, async ({ page, context }) => {
    await visit(page, '/', fridayLateMorning());
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await context.setOffline(true);
    const warning = page.getByRole('alert');
    await expect(warning).toContainText('Sie sind offline');
    await expect(warning).toContainText('Bitte überprüfen Sie Ihre Internetverbindung.');
    await expect(warning.getByRole('button', { name: 'Erneut versuchen' })).toBeVisible();
    await context.setOffline(false);
    await expect(warning).toHaveCount(0);
  });

  test('can retry when the data cannot be loaded', { tag: '@phone' }, async ({ page, baseURL }) => {
    await renderInTheBrowser(page, baseURL);
    let failing = true;
    await page.route('**/api/init', (route) =>
      failing ? route.fulfill({ status: 503, body: '' }) : route.fallback(),
    );
    await visit(page, '/', fridayLateMorning());
    await expect(page.getByRole('heading', { name: 'Daten konnten nicht geladen werden.' })).toBeVisible({
      timeout: 15_000,
    });
    failing = false;
    await page.getByRole('button', { name: 'Erneut versuchen' }).click();
    await expect(
      page.getByRole('heading', { name: 'Willkommen bei Café Tischlein', level: 1 }),
    ).toBeVisible();
  });
});

test.describe('a shop with the home page plugin and a single branch', () => {
  test.beforeEach(async ({ page, baseURL }) => {
    await acceptCookiesBeforehand(page, baseURL);
    await newsSeenBeforehand(page);
    await renderInTheBrowser(page, baseURL);
    // The demo runs the branch finder with three branches; this shop is configured the other way.
    await page.route('**/api/init', async (route) => {
      const response = await route.fetch();
      const body: { data: { url: string; data: unknown }[] } = await response.json();
      const entries = body.data.map((entry) => {
        if (entry.url === '/api/config')
          return { ...entry, data: { ...(entry.data as object), enablePluginHomePage: true } };
        if (entry.url === '/api/branches') return { ...entry, data: (entry.data as unknown[]).slice(0, 1) };
        return entry;
      });
      await route.fulfill({ response, json: { data: entries } });
    });
  });

  test(
    'offers ordering, a table reservation and directions, and the opening and delivery hours',
    { tag: '@phone' },
    async ({ page }, testInfo) => {
      await visit(page, '/', fridayLateMorning());
      const main = page.getByRole('main');
      await expect(
        main.getByRole('heading', { name: 'Willkommen bei Café Tischlein', level: 1 }),
      ).toBeVisible();
      await expect(main.getByRole('link', { name: 'Online Bestellen' })).toHaveAttribute(
        'href',
        '/store/dornbirn',
      );
      await expect(main.getByRole('link', { name: 'Tischreservierung' })).toHaveAttribute(
        'href',
        'tel:+435572203140',
      );
      await expect(main.getByRole('link', { name: /Anfahrt/ })).toHaveAttribute(
        'href',
        /google\.com\/maps\/dir/,
      );

      const branch = main.getByRole('region', { name: 'Dornbirn Marktplatz' });
      const table = branch.getByRole('table');
      await expect(table).toContainText('07:00 - 19:00 Uhr');
      await branch.getByRole('button', { name: 'Lieferzeiten anzeigen' }).click();
      await expect(branch.getByRole('heading', { name: 'Lieferzeiten' })).toBeVisible();
      await expect(table).toContainText('11:00 - 14:00, 17:00 - 21:00 Uhr');
      await expect(table).toContainText('Geschlossen');
      await branch.getByRole('button', { name: 'Öffnungszeiten anzeigen' }).click();
      await expect(table).toContainText('07:00 - 19:00 Uhr');

      // With a single branch the shop name in the footer leads straight to it.
      await expect(
        page.getByRole('contentinfo').getByRole('link', { name: 'Café Tischlein', exact: true }),
      ).toHaveAttribute('href', '/store/dornbirn');
      await expectNoSeriousA11yViolations(page);
      await screenshot(page, testInfo, 'home-teasers');
    },
  );
});

test.describe('a first-time visitor', () => {
  test('accepts cookies once and is not asked again', async ({ page, context }) => {
    await newsSeenBeforehand(page);
    await visit(page, '/', fridayLateMorning());
    const banner = page.getByRole('region', { name: 'Hinweis zu Cookies' });
    await expect(banner.getByRole('link', { name: 'Mehr erfahren' })).toHaveAttribute(
      'href',
      '/site/privacy',
    );
    await expectNoSeriousA11yViolations(page);

    await banner.getByRole('button', { name: 'Akzeptieren' }).click();
    await expect(banner).toHaveCount(0);
    const consent = (await context.cookies()).find((cookie) => cookie.name === CONSENT_COOKIE);
    expect(consent?.value).toBe('true');
    const days = ((consent?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(365);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Hinweis zu Cookies' })).toHaveCount(0);
  });

  test('is not interrupted by the news while typing', { tag: '@phone' }, async ({ page, baseURL }) => {
    await acceptCookiesBeforehand(page, baseURL);
    await page.clock.install({ time: fridayLateMorning() });
    await openPage(page, '/');
    const search = page.getByRole('searchbox', { name: 'Standort suchen' });
    await search.focus();
    await search.pressSequentially('Dorn', { delay: 100 });
    // Well past the news' two seconds on the page's clock: a visitor already filling a field keeps the
    // focus and the text.
    await page.clock.fastForward(3_000);
    await expect(page.getByRole('dialog', { name: 'Neuigkeiten' })).toBeHidden();
    await expect(search).toBeFocused();
    await expect(search).toHaveValue('Dorn');
  });

  test(
    'sees the news two seconds after arriving and can close it',
    { tag: '@phone' },
    async ({ page, baseURL }, testInfo) => {
      await acceptCookiesBeforehand(page, baseURL);
      await visit(page, '/', fridayLateMorning());
      const news = page.getByRole('dialog', { name: 'Neuigkeiten' });
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(news).toBeHidden();
      await expect(news).toBeVisible({ timeout: 5_000 });
      await expect(news).toContainText('Neu in Dornbirn:');
      await screenshot(page, testInfo, 'news', { withNews: true });

      // A click on the backdrop, outside the dialog's box, closes it.
      await page.mouse.click(5, 5);
      await expect(news).toBeHidden();

      // It greets a visit once: the next page of the same visit comes without it.
      await page.clock.install({ time: fridayLateMorning() });
      await openPage(page, '/ueber-uns');
      await page.clock.runFor(3_000);
      await expect(news).toBeHidden();

      // A new visit sees it again and follows its link.
      await page.evaluate(() => window.sessionStorage.clear());
      await page.goto('/');
      await news.getByRole('link', { name: 'Jetzt bestellen' }).click();
      await expect(news).toBeHidden();
      await expect(page).toHaveURL(/\/store\/dornbirn$/);
    },
  );
});
