import {
  expect as baseExpect,
  test,
  type Browser,
  type Locator,
  type Page,
  type TestInfo,
} from './support/test.js';
import { E2E_ADMIN } from './support/admin.js';
import { signInAsAdmin } from './support/admin-sign-in.js';
import {
  acceptCookiesBeforehand,
  newsSeenBeforehand,
  expectNoSeriousA11yViolations,
} from './support/storefront.js';

// The back office is made for tablets and desktops; each journey runs once (it creates accounts and
// products whose identifiers must be unique) and looks at the tablet sizes itself.

// Several helpers share this machine: sign-ins (argon2id) and first loads can take seconds.
const expect = baseExpect.configure({ timeout: 15_000 });

const TABLET_PORTRAIT = { width: 768, height: 1024 };
const TABLET_LANDSCAPE = { width: 1024, height: 768 };

/** Screenshots for a person to look at, only when SCREENSHOT_DIR asks for them. */
async function screenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  const { width } = page.viewportSize() ?? { width: 0 };
  await page.screenshot({
    path: `${dir}/backoffice-${width}-${name}.png`,
    fullPage: true,
    animations: 'disabled',
  });
  void testInfo;
}

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/backend/login');
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByLabel('Passwort', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
}

/** The one journey that signs the administrator in through the form (the others reuse the worker's session). */
async function signInThroughTheForm(page: Page): Promise<void> {
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page.getByRole('heading', { level: 1, name: /^Willkommen, / })).toBeVisible();
}

function navigation(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Backoffice-Navigation' });
}

/** Below 1024 px the navigation is a drawer behind the menu button. */
async function openSection(page: Page, name: string): Promise<void> {
  const toggle = page.getByRole('button', { name: 'Menü öffnen' });
  if (await toggle.isVisible()) await toggle.click();
  await navigation(page).getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();
}

function errorEntries(page: Page): Locator {
  return page.getByRole('region', { name: 'Fehlermeldungen' }).getByRole('listitem');
}

async function newBrowserPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'de-AT', timezoneId: 'Europe/Vienna' });
  return context.newPage();
}

test.describe('signing in to the back office', () => {
  test('shows the server’s message, offers a login link and returns to the page a lost session left', async ({
    page,
  }, testInfo) => {
    await page.goto('/backend/products?q=torte');
    // No session: the API answers 401 and the browser goes to the sign-in page, remembering the way back.
    await expect(page).toHaveURL(/\/backend\/login\?redirect=/);
    await expect(page.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, testInfo, 'login');

    await page.getByLabel('E-Mail-Adresse').fill(E2E_ADMIN.email);
    await page.getByLabel('Passwort', { exact: true }).fill('falsches-Passwort-123');
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page.getByRole('alert')).toHaveText('Die E-Mail-Adresse oder das Passwort ist falsch.');

    await page.getByRole('button', { name: 'Login-Link anfordern' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Login-Link anfordern' })).toBeFocused();
    await page.getByLabel('E-Mail-Adresse').fill(E2E_ADMIN.email);
    await page.getByRole('button', { name: 'Login-Link anfordern' }).click();
    await expect(page.getByRole('status')).toContainText('Anmeldelink');
    await page.getByRole('button', { name: 'Mit Passwort anmelden' }).click();

    await page.getByLabel('E-Mail-Adresse').fill(E2E_ADMIN.email);
    await page.getByLabel('Passwort', { exact: true }).fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page).toHaveURL(/\/backend\/products\?q=torte$/);
    await expect(page.getByRole('searchbox', { name: 'Suchen' })).toHaveValue('torte');
    await expect(page.getByRole('link', { name: 'Sachertorte (Stück)', exact: true })).toBeVisible();
  });

  test('a mailed link that is not valid says so', async ({ page }) => {
    await page.goto('/backend/login/link/abgelaufen-oder-falsch');
    await expect(page.getByRole('alert')).toHaveText('Der Anmeldelink ist ungültig oder abgelaufen.');
    await expect(page.getByRole('link', { name: 'Zur Anmeldung' })).toBeVisible();
  });
});

test.describe('an administrator', () => {
  // Each journey signs in (argon2id) more than once and walks through several screens.
  test.describe.configure({ timeout: 120_000 });

  test('creates a configurable product, puts it on a menu, and a visitor sees it on the storefront', async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    await signInAsAdmin(page);
    await screenshot(page, testInfo, 'dashboard');

    await openSection(page, 'Produkte');
    await expect(page.getByRole('table', { name: 'Liste: Produkte' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, testInfo, 'product-list');

    // Sorting by price puts the cheapest product first, a second click the dearest; searching narrows the list.
    await page.getByRole('button', { name: 'Preis' }).click();
    await expect(page.getByRole('columnheader', { name: 'Preis' })).toHaveAttribute('aria-sort', 'ascending');
    await expect(page.getByRole('row').nth(1)).toContainText('Vorarlberger Bergkäse');
    await page.getByRole('button', { name: 'Preis' }).click();
    await expect(page.getByRole('row').nth(1)).toContainText('Sachertorte ganz');
    await page.getByRole('searchbox', { name: 'Suchen' }).fill('strudel');
    await expect(page.getByRole('row')).toHaveCount(3);

    await page.getByRole('link', { name: 'Neu: Produkt' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Neu: Produkt' })).toBeVisible();

    // Saving an empty form: the server names each field, the first message stands at the top.
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(errorEntries(page).first()).toContainText('Dieser Wert darf nicht leer sein.');
    await expect(page.getByLabel('Name (Pflichtfeld)', { exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );

    await page.getByLabel('Kennung (Pflichtfeld)').fill('kuerbisweckerl-nach-wahl');
    await expect(page.getByLabel('Kennung (Pflichtfeld)')).not.toHaveAttribute('aria-invalid');
    await page.getByLabel('Name (Pflichtfeld)', { exact: true }).fill('Kürbisweckerl nach Wahl');
    await page.getByLabel('Typ', { exact: true }).selectOption({ label: 'Konfigurierbar' });
    await page.getByLabel('Preis (Pflichtfeld)').fill('2,40');
    await page.getByLabel('Steuersatz (%) (Pflichtfeld)').fill('10');
    await page.getByLabel('Steuersatz Takeaway (%) (Pflichtfeld)').fill('10');
    await page.getByLabel('Steuersatz Dine In (%) (Pflichtfeld)').fill('10');

    const parts = page.getByRole('group', { name: 'Konfiguration' });
    await parts.getByRole('button', { name: 'Teil hinzufügen' }).click();
    await parts.getByLabel('Name', { exact: true }).fill('Aufstrich');
    await parts.getByLabel('Art der Auswahl').selectOption({ label: 'Einfachauswahl' });
    await parts.getByRole('button', { name: 'Option hinzufügen' }).click();
    await parts.getByLabel('Bezeichnung').fill('Kräuterbutter');
    await parts.getByLabel('Wirkung auf den Preis').selectOption({ label: 'Aufpreis' });
    await parts.getByLabel('Betrag (€)').fill('0,50');
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, testInfo, 'product-form');

    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Produkt: Kürbisweckerl nach Wahl' }),
    ).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Produkt wurde erstellt.' })).toBeVisible();
    await expect(errorEntries(page)).toHaveCount(0);

    // The clipboard keeps one product per browser tab session; pasting starts a new product from it.
    await page.getByRole('button', { name: 'In die Zwischenablage kopieren' }).click();
    const stored = await page.evaluate(() => sessionStorage.getItem('asp.clipboard'));
    expect(JSON.parse(stored ?? '[]')).toMatchObject([
      { context: 'product', label: 'Kürbisweckerl nach Wahl' },
    ]);
    await page.getByRole('link', { name: 'Zurück zur Liste' }).click();
    await page.getByRole('link', { name: 'Neu: Produkt' }).click();
    await page.getByRole('button', { name: 'Einfügen: „Kürbisweckerl nach Wahl“' }).click();
    await expect(page.getByLabel('Name (Pflichtfeld)', { exact: true })).toHaveValue(
      'Kürbisweckerl nach Wahl (Kopie)',
    );
    await expect(page.getByRole('group', { name: 'Konfiguration' }).getByLabel('Bezeichnung')).toHaveValue(
      'Kräuterbutter',
    );

    await openSection(page, 'Produktkataloge');
    await page.getByRole('link', { name: 'Sortiment Dornbirn & Feldkirch', exact: true }).click();
    const catalog = page.getByRole('group', { name: 'Produktkatalog', exact: true });
    await catalog.getByLabel('Produkt zu „Backwaren“ hinzufügen').fill('Kürbisweckerl');
    await catalog.getByRole('button', { name: '„Kürbisweckerl nach Wahl“ hinzufügen' }).click();
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Produktkatalog wurde gespeichert.' }),
    ).toBeVisible();
    await screenshot(page, testInfo, 'menu-form');

    const visitor = await newBrowserPage(browser, baseURL);
    await acceptCookiesBeforehand(visitor, baseURL);
    await newsSeenBeforehand(visitor);
    const product = visitor
      .getByRole('listitem')
      .filter({ has: visitor.getByRole('heading', { name: 'Kürbisweckerl nach Wahl', level: 4 }) });
    // The storefront's public data may be up to a few seconds old.
    await expect(async () => {
      await visitor.goto('/store/dornbirn');
      await expect(product).toBeVisible({ timeout: 10_000 });
    }).toPass({ timeout: 45_000 });
    await expect(product).toContainText('2,40');
    await expect(product.getByRole('button', { name: 'Konfigurieren' })).toBeVisible();
    await visitor.context().close();
  });

  test('creates an employee, who signs in and may not open the users list', async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    await signInAsAdmin(page);
    await openSection(page, 'Benutzer');
    await page.getByRole('link', { name: 'Neu: Benutzer' }).click();
    await page.getByLabel('E-Mail (Pflichtfeld)').fill('anna.berger@tischlein.local');
    await page.getByLabel('Name (Pflichtfeld)').fill('Anna Berger');
    const roles = page.getByRole('group', { name: 'Rollen' });
    await roles.getByRole('checkbox', { name: 'Mitarbeiter' }).check();
    await page
      .getByRole('group', { name: 'Filialen' })
      .getByRole('checkbox', { name: 'Dornbirn Marktplatz' })
      .check();
    await page.getByLabel('Neues Passwort').fill('Kaffeehaus-Dornbirn-7');
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, testInfo, 'user-form');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Benutzer: Anna Berger' })).toBeVisible();

    const employee = await newBrowserPage(browser, baseURL);
    await signIn(employee, 'anna.berger@tischlein.local', 'Kaffeehaus-Dornbirn-7');
    await expect(employee.getByRole('heading', { level: 1, name: 'Willkommen, Anna Berger!' })).toBeVisible();
    // An employee finds orders, statistics, label printing and time tracking, nothing else.
    const areas = navigation(employee);
    await expect(areas.getByRole('link', { name: 'Aktuelle Bestellungen' })).toBeVisible();
    await expect(areas.getByRole('link', { name: 'Projekte' })).toBeVisible();
    await expect(areas.getByRole('link', { name: 'Benutzer' })).toHaveCount(0);
    await expect(areas.getByRole('link', { name: 'Produkte' })).toHaveCount(0);

    // The statistics show the employee's one branch by name, with no other to choose and no shop visitors.
    await employee.goto('/backend/statistics');
    await expect(employee.getByRole('heading', { level: 1, name: 'Statistik' })).toBeVisible();
    await expect(employee.getByText('Filiale: Dornbirn Marktplatz', { exact: true })).toBeVisible();
    await expect(employee.getByLabel('Filiale', { exact: true })).toHaveCount(0);
    await expect(employee.locator('.bo-figures__item', { hasText: 'Umsatz brutto' })).toBeVisible();
    await expect(employee.locator('.bo-figures__item', { hasText: 'Besucher' })).toHaveCount(0);
    await expect(employee.getByRole('heading', { level: 2, name: 'Seiten' })).toHaveCount(0);
    await expect(employee.getByRole('alert')).toHaveCount(0);

    await employee.goto('/backend/users');
    await expect(employee.getByRole('heading', { level: 1, name: 'Keine Berechtigung' })).toBeVisible();
    await expect(employee.getByRole('table')).toHaveCount(0);
    await expectNoSeriousA11yViolations(employee);
    await employee.context().close();
  });

  test('works on a tablet with the keyboard, and sees the toolbar on the storefront', async ({
    page,
    baseURL,
  }, testInfo) => {
    await acceptCookiesBeforehand(page, baseURL);
    await newsSeenBeforehand(page);
    await page.setViewportSize(TABLET_PORTRAIT);
    await signInThroughTheForm(page);
    await screenshot(page, testInfo, 'dashboard');

    // The navigation is a drawer: it opens from the menu button and Escape closes it back to the button.
    const toggle = page.getByRole('button', { name: 'Menü öffnen' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(navigation(page).getByRole('link', { name: 'Filialen', exact: true })).toBeVisible();
    await screenshot(page, testInfo, 'navigation-open');
    await page.keyboard.press('Escape');
    await expect(navigation(page).getByRole('link', { name: 'Filialen', exact: true })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Menü öffnen' })).toBeFocused();

    await openSection(page, 'Filialen');
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, testInfo, 'branch-list');
    await page.getByRole('link', { name: 'Dornbirn Marktplatz', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Filiale: Dornbirn Marktplatz' })).toBeVisible();
    await screenshot(page, testInfo, 'branch-form');

    await page.setViewportSize(TABLET_LANDSCAPE);
    await page.getByRole('link', { name: 'Zurück zur Liste' }).click();
    await screenshot(page, testInfo, 'branch-list');

    await page.getByRole('link', { name: 'Zum Shop' }).click();
    const toolbar = page.getByRole('navigation', { name: 'Admin-Werkzeuge' });
    await expect(toolbar).toContainText('Angemeldet als Administrator');
    await expect(toolbar).toContainText('Version 1.7.2-dev');
    await screenshot(page, testInfo, 'storefront-toolbar');
    await toolbar.getByRole('link', { name: 'Navigationen' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Navigationen' })).toBeVisible();
    await page.getByRole('link', { name: 'Zum Shop' }).click();
    await page
      .getByRole('navigation', { name: 'Admin-Werkzeuge' })
      .getByRole('button', { name: 'Abmelden' })
      .click();
    await expect(page.getByRole('navigation', { name: 'Admin-Werkzeuge' })).toHaveCount(0);
  });
});

test('a guest of the storefront never downloads the back office or the admin toolbar', async ({
  page,
  baseURL,
}) => {
  await acceptCookiesBeforehand(page, baseURL);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((path) => /backoffice|admin-toolbar|entity-/.test(path))).toEqual([]);
  await expect(page.getByRole('navigation', { name: 'Admin-Werkzeuge' })).toHaveCount(0);
});
