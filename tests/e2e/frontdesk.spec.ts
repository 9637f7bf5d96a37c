import { expect, request as apiRequest, test, type Browser, type Page } from '@playwright/test';
import { E2E_ADMIN } from './support/admin.js';
import {
  acceptCookiesBeforehand,
  closeNewsWhenItOpens,
  expectNoSeriousA11yViolations,
  screenshot,
} from './support/storefront.js';

// The board hangs on a tablet at the counter: landscape, touch. Each journey runs once, in the desktop
// project, at the tablet's size; the guest orders from a phone of their own.
test.skip(({ isMobile }) => isMobile, 'The board journeys run in the desktop project');
test.use({ viewport: { width: 1024, height: 768 }, hasTouch: true });

const ORDER_BUTTON = /^Jetzt (vor)?bestellen$/;
const STATUS_URL = /\/status\/[^/]+\/[^/]+$/;

/** The key of Dornbirn's front-desk board, issued by the administrator as the back office does it. */
async function frontdeskBoard(baseURL: string | undefined): Promise<{ branchId: number; path: string }> {
  const api = await apiRequest.newContext({ baseURL });
  const login = await api.post('/api/auth/login', { data: E2E_ADMIN });
  expect(login.ok()).toBe(true);
  const { csrfToken } = ((await login.json()) as { data: { csrfToken: string } }).data;
  const branches = (
    (await (await api.get('/api/branches')).json()) as { data: { id: number; identifier: string }[] }
  ).data;
  const branch = branches.find((entry) => entry.identifier === 'dornbirn');
  if (branch === undefined) throw new Error('The demo data has no Dornbirn branch');
  const issued = await api.post(`/api/branches/${branch.id}/api-keys/frontdesk`, {
    data: {},
    headers: { 'X-CSRF-Token': csrfToken },
  });
  expect(issued.ok(), await issued.text()).toBe(true);
  const { apiKey } = ((await issued.json()) as { data: { apiKey: string } }).data;
  await api.dispose();
  return { branchId: branch.id, path: `/frontdesk/${branch.id}/${encodeURIComponent(apiKey)}` };
}

/** A guest in a browser of their own orders a Sachertorte for takeaway at Dornbirn and pays cash. */
async function guestOrders(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await acceptCookiesBeforehand(page, baseURL);
  await closeNewsWhenItOpens(page);
  await page.goto('/store/dornbirn');
  await page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Sachertorte (Stück)', exact: true, level: 4 }) })
    .getByRole('button', { name: 'In den Warenkorb' })
    .click();
  const overlay = page.getByRole('dialog', { name: 'Sachertorte (Stück)' });
  await overlay.getByRole('button', { name: 'Zum Warenkorb hinzufügen' }).click();
  await expect(overlay).toBeHidden();
  const cart = page.getByRole('region', { name: 'Warenkorb' });
  const toggle = cart.getByRole('button', { name: /im Warenkorb|Warenkorb ausblenden/ });
  if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
  await cart.getByRole('button', { name: ORDER_BUTTON }).click();
  await page.getByRole('textbox', { name: /^Vorname/ }).fill('Anna');
  await page.getByRole('textbox', { name: /^Nachname/ }).fill('Huber');
  await page.getByRole('textbox', { name: /^E-Mail-Adresse/ }).fill('anna.huber@example.at');
  await page.getByRole('checkbox', { name: /Allgemeinen Geschäftsbedingungen/ }).check();
  await page.getByRole('checkbox', { name: /Datenschutzerklärung gelesen/ }).check();
  const placed = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/orders',
  );
  await page.getByRole('button', { name: ORDER_BUTTON }).click();
  const answer = await placed;
  const placedAt = Date.now();
  expect(answer.status()).toBe(201);
  const { ticketNumber } = ((await answer.json()) as { data: { ticketNumber: number } }).data;
  await expect(page).toHaveURL(STATUS_URL);
  return { page, ticket: `Nr. ${ticketNumber}`, placedAt, close: () => context.close() };
}

function ticketOn(board: Page, ticket: string) {
  return board.getByRole('article', { name: ticket, exact: true });
}

function column(board: Page, name: RegExp) {
  return board.getByRole('region', { name });
}

async function openBoard(board: Page, path: string): Promise<void> {
  await board.goto(path);
  await expect(board.getByText('Verbunden', { exact: true })).toBeVisible();
}

test.describe('the front-desk board', () => {
  test('shows a new order within two seconds with an alert, and the guest sees it confirmed', async ({
    page: board,
    browser,
    baseURL,
  }, testInfo) => {
    const { path } = await frontdeskBoard(baseURL);
    await openBoard(board, path);
    await board.getByRole('button', { name: 'Ton aktivieren' }).click();
    await expect(board.getByText('Ton ist an')).toBeVisible();
    // A reload would lose this mark: the order has to arrive by itself.
    await board.evaluate(() => Object.assign(window, { e2eBoardMark: true }));

    const guest = await guestOrders(browser, baseURL);
    const ticket = ticketOn(board, guest.ticket);
    await expect(ticket).toBeVisible({ timeout: Math.max(0, 2_000 - (Date.now() - guest.placedAt)) });
    expect(await board.evaluate(() => 'e2eBoardMark' in window)).toBe(true);
    await expect(
      column(board, /^Neu \(\d+\)$/).getByRole('article', { name: guest.ticket, exact: true }),
    ).toBeVisible();

    const alert = board.getByRole('region', { name: 'Neue Bestellung!' });
    await expect(alert).toContainText(guest.ticket);
    await expect(board.locator('[aria-live="assertive"]')).toContainText(
      `Neue Bestellung ${guest.ticket} eingegangen.`,
    );
    await expect(ticket.getByText('Neu eingegangen')).toBeVisible();
    await expect(board).toHaveTitle(/Neue Bestellung!/);
    await expectNoSeriousA11yViolations(board);
    await screenshot(board, testInfo, 'frontdesk-new-order');

    await ticket.getByRole('button', { name: 'Gesehen' }).click();
    await expect(ticket.getByText('Neu eingegangen')).toHaveCount(0);

    await ticket.getByRole('button', { name: 'Bestätigen' }).click();
    await expect(
      column(board, /^Bestätigt \(\d+\)$/).getByRole('article', { name: guest.ticket, exact: true }),
    ).toBeVisible();
    await screenshot(board, testInfo, 'frontdesk-confirmed');

    await guest.page.reload();
    await expect(
      guest.page.getByRole('region', { name: 'Verlauf Ihrer Bestellung' }).locator('[aria-current="step"]'),
    ).toContainText('Bestätigt – Ihre Bestellung wird zubereitet');

    // Ready for pickup, then handed over: the ticket leaves the board.
    await ticket.getByRole('button', { name: 'Abholbereit' }).click();
    await expect(
      column(board, /^Unterwegs \/ Abholbereit \(\d+\)$/).getByRole('article', {
        name: guest.ticket,
        exact: true,
      }),
    ).toBeVisible();
    await ticket.getByRole('button', { name: 'Abgeschlossen' }).click();
    await expect(ticket).toHaveCount(0);
    await guest.close();
  });

  test('rejects an order with a message the guest reads on the status page', async ({
    page: board,
    browser,
    baseURL,
  }, testInfo) => {
    const { path } = await frontdeskBoard(baseURL);
    await openBoard(board, path);
    const guest = await guestOrders(browser, baseURL);
    const ticket = ticketOn(board, guest.ticket);
    await expect(ticket).toBeVisible();

    await ticket.getByRole('button', { name: 'Ablehnen' }).click();
    const dialog = board.getByRole('dialog', { name: `Bestellung ${guest.ticket} ablehnen` });
    await dialog
      .getByRole('textbox', { name: 'Nachricht an den Gast (optional)' })
      .fill('Die Sachertorte ist heute leider aus.');
    await expectNoSeriousA11yViolations(board);
    await screenshot(board, testInfo, 'frontdesk-reject');
    await dialog.getByRole('button', { name: 'Bestellung ablehnen' }).click();
    await expect(dialog).toBeHidden();
    await expect(ticket).toHaveCount(0);

    await guest.page.reload();
    await expect(guest.page.getByRole('heading', { name: 'Bestellung storniert', level: 1 })).toBeVisible();
    await expect(guest.page.getByText('Die Sachertorte ist heute leider aus.')).toBeVisible();
    await guest.close();
  });

  test('misses no order while its connection is down', async ({ page: board, browser, baseURL }) => {
    const { path } = await frontdeskBoard(baseURL);
    // The event stream cannot be reached: the board says so and keeps trying.
    await board.route('**/events', (route) => route.abort('internetdisconnected'));
    await board.goto(path);
    await expect(board.getByText('Verbindung unterbrochen – wird wiederhergestellt …')).toBeVisible();

    const guest = await guestOrders(browser, baseURL);
    // The network comes back: the board tries again at once instead of waiting out its back-off.
    await board.unroute('**/events');
    await board.context().setOffline(true);
    await board.context().setOffline(false);
    await expect(board.getByText('Verbunden', { exact: true })).toBeVisible();
    await expect(ticketOn(board, guest.ticket)).toBeVisible();
    await guest.close();
  });

  test('refuses a wrong key in German', async ({ page, baseURL }) => {
    const { branchId } = await frontdeskBoard(baseURL);
    await page.goto(`/frontdesk/${branchId}/falscher-schluessel`);
    await expect(
      page.getByRole('heading', { name: 'Diese Bestellübersicht kann nicht geöffnet werden', level: 1 }),
    ).toBeVisible();
    await expect(page.getByText('Der Zugangsschlüssel dieser Anzeige ist ungültig.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('the order area of the back office', () => {
  test('follows a new order live, opens it, confirms it and finds it in the history', async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    await page.goto('/backend/login');
    await page.getByLabel('E-Mail-Adresse').fill(E2E_ADMIN.email);
    await page.getByLabel('Passwort', { exact: true }).fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /^Willkommen, / })).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Backoffice-Navigation' })
      .getByRole('link', { name: 'Aktuelle Bestellungen' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Aktuelle Bestellungen' })).toBeVisible();
    await expect(page.getByText('Verbunden', { exact: true })).toBeVisible();

    const guest = await guestOrders(browser, baseURL);
    const ticket = ticketOn(page, guest.ticket);
    await expect(ticket).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, testInfo, 'backoffice-current-orders');

    await ticket.getByRole('link', { name: `Bestellung ${guest.ticket} öffnen` }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Bestellung ${guest.ticket}` })).toBeVisible();
    await expect(page.getByText('Sachertorte (Stück)')).toBeVisible();
    await page.getByRole('button', { name: 'Gesehen' }).click();
    await page
      .getByRole('group', { name: `Aktionen für Bestellung ${guest.ticket}` })
      .getByRole('button', { name: 'Bestätigen' })
      .click();
    await expect(page.locator('.bo-order-status')).toHaveText('Bestätigt');
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, testInfo, 'backoffice-order');

    await page.getByRole('link', { name: 'Verlauf', exact: true }).click();
    const number = guest.ticket.replace('Nr. ', '');
    await page.getByRole('searchbox', { name: 'Suche' }).fill(number);
    await page.getByRole('button', { name: 'Anwenden' }).click();
    await expect(page).toHaveURL(new RegExp(`search=${number}`));
    await expect(page.getByRole('link', { name: `Bestellung ${guest.ticket} öffnen` })).toBeVisible();
    await guest.close();
  });
});
