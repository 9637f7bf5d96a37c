import {
  expect,
  request as apiRequest,
  test,
  type Browser,
  type Locator,
  type Page,
  type Response,
} from './support/test.js';
import { E2E_ADMIN } from './support/admin.js';
import { addToCart, ORDER_BUTTON } from './support/cart.js';
import {
  acceptCookiesBeforehand,
  expectNoSeriousA11yViolations,
  newsSeenBeforehand,
  screenshot,
} from './support/storefront.js';

// The board hangs on a tablet at the counter: landscape, touch. Each journey runs once, in the desktop
// project, at the tablet's size; the guest orders from a phone of their own.
test.use({ viewport: { width: 1024, height: 768 }, hasTouch: true });

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

/** The guest looks at the status page again, as they would on hearing from the shop (no news there). */
async function reloadStatus(page: Page): Promise<void> {
  await page.reload();
}

/** The guest's order as the guest's own browser received it. */
interface GuestOrder {
  page: Page;
  /** 'Nr. 12', the ticket's name on the board. */
  ticket: string;
  /** The guest's name on the ticket, this order's alone. */
  name: string;
  /** When the 201 of the order reached the guest's browser (epoch ms, the machine's clock). */
  placedAt: number;
  close(): Promise<void>;
}

const isPlacement = (response: Response) =>
  response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/orders';

/** A guest in a browser of their own orders a Sachertorte for takeaway at Dornbirn and pays cash. */
async function guestOrders(browser: Browser, baseURL: string | undefined): Promise<GuestOrder> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await acceptCookiesBeforehand(page, baseURL);
  // Noted as it passes instead of awaited: a wait that never ends would hide why the order did not go out.
  const placements: Response[] = [];
  page.on('response', (response) => {
    if (isPlacement(response)) placements.push(response);
  });
  // A guest who saw the news earlier: it would take the focus in the middle of the order.
  await newsSeenBeforehand(page);
  await page.goto('/store/dornbirn');
  await addToCart(page, 'Sachertorte (Stück)');
  const cart = page.getByRole('region', { name: 'Warenkorb' });
  const toggle = cart.getByRole('button', { name: /im Warenkorb|Warenkorb ausblenden/ });
  if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
  await cart.getByRole('button', { name: ORDER_BUTTON }).click();
  // A surname of this order's own: numbers count per appointment day, so another journey's order for
  // another day can hold the same number on the board.
  const surname = `Huber ${Date.now()
    .toString(36)
    .replace(/\d/g, (digit) => 'abcdefghij'.charAt(Number(digit)))}`;
  await page.getByRole('textbox', { name: /^Vorname/ }).fill('Anna');
  await page.getByRole('textbox', { name: /^Nachname/ }).fill(surname);
  await page.getByRole('textbox', { name: /^E-Mail-Adresse/ }).fill('anna.huber@example.at');
  await page.getByRole('checkbox', { name: /Allgemeinen Geschäftsbedingungen/ }).check();
  await page.getByRole('checkbox', { name: /Datenschutzerklärung gelesen/ }).check();
  await page.getByRole('button', { name: ORDER_BUTTON }).click();
  await expect(page, 'the order is placed and the status page opens').toHaveURL(STATUS_URL, {
    timeout: 30_000,
  });
  expect(placements.map((response) => response.status())).toEqual([201]);
  const [answer] = placements as [Response];
  const timing = answer.request().timing();
  const { ticketNumber } = ((await answer.json()) as { data: { ticketNumber: number } }).data;
  await expect(page.getByText(`Ihre Bestellnummer ${ticketNumber}`, { exact: true })).toBeVisible();
  return {
    page,
    ticket: `Nr. ${ticketNumber}`,
    name: `Anna ${surname}`,
    placedAt: timing.startTime + timing.responseStart,
    close: () => context.close(),
  };
}

/** The guest's ticket on the board, or in one of its columns: its number, and the guest's name on it. */
function ticketOn(board: Page | Locator, guest: Pick<GuestOrder, 'ticket' | 'name'>) {
  return board.getByRole('article', { name: guest.ticket, exact: true }).filter({ hasText: guest.name });
}

/** The step of the order's progress the guest's status page marks as the current one. */
function currentStep(page: Page) {
  return page.getByRole('region', { name: 'Verlauf Ihrer Bestellung' }).locator('[aria-current="step"]');
}

function column(board: Page, name: RegExp) {
  return board.getByRole('region', { name });
}

async function openBoard(board: Page, path: string): Promise<void> {
  await board.goto(path);
  await expect(board.getByText('Verbunden', { exact: true })).toBeVisible();
}

/** Dornbirn's board open on `board`, and a guest's new order showing on it. */
async function guestOrderOnBoard(board: Page, browser: Browser, baseURL: string | undefined) {
  const { path } = await frontdeskBoard(baseURL);
  await openBoard(board, path);
  const guest = await guestOrders(browser, baseURL);
  const ticket = ticketOn(board, guest);
  await expect(ticket).toBeVisible();
  return { guest, ticket };
}

type BoardWindow = Window & { e2eTones?: number[]; e2eArrivals?: Record<string, number> };

/**
 * Counts the tones the board's Web Audio alert starts. The tones still sound; the count is what a test
 * can hear.
 */
async function listenForTones(board: Page): Promise<void> {
  await board.addInitScript(() => {
    const tones: number[] = [];
    Object.assign(window, { e2eTones: tones });
    const start = OscillatorNode.prototype.start;
    OscillatorNode.prototype.start = function (this: OscillatorNode, when?: number) {
      tones.push(this.frequency.value);
      start.call(this, when);
    };
  });
}

async function tonesPlayed(board: Page): Promise<number> {
  return board.evaluate(() => (window as BoardWindow).e2eTones?.length ?? 0);
}

/**
 * Notes, by the board's own clock, when each ticket first shows. The notes live in the page, so a reload
 * would lose them: finding them later also proves the order came in without one.
 */
async function noteArrivals(board: Page): Promise<void> {
  await board.evaluate(() => {
    const arrivals: Record<string, number> = {};
    Object.assign(window, { e2eArrivals: arrivals });
    const note = () => {
      for (const heading of document.querySelectorAll('article h3')) {
        const name = heading.textContent ?? '';
        arrivals[name] ??= Date.now();
      }
    };
    note();
    new MutationObserver(note).observe(document.body, { childList: true, subtree: true });
  });
}

async function arrivalOf(board: Page, ticket: string): Promise<number | null> {
  return board.evaluate((name) => {
    const arrivals = (window as BoardWindow).e2eArrivals;
    if (arrivals === undefined) throw new Error('The board was reloaded');
    return arrivals[name] ?? null;
  }, ticket);
}

/** The columns' titles line up on the tablet, also when one of them wraps onto two lines. */
async function expectColumnTitlesInLine(board: Page): Promise<void> {
  const titles = board.getByRole('heading', {
    level: 2,
    name: /^(Neu|Bestätigt|Unterwegs \/ Abholbereit) \(\d+\)$/,
  });
  await expect(titles).toHaveCount(3);
  const edges = await titles.evaluateAll((headings) =>
    headings.map((heading) => {
      const box = heading.getBoundingClientRect();
      return `${Math.round(box.top)}–${Math.round(box.bottom)}`;
    }),
  );
  expect(new Set(edges).size, `top–bottom of the titles: ${edges.join(', ')}`).toBe(1);
}

/** Nothing on a ticket sticks out past its border, however narrow its column. */
async function expectTicketsWithinBorders(page: Page): Promise<void> {
  const sticking = await page.getByRole('article').evaluateAll((tickets) =>
    tickets.flatMap((ticket) => {
      const { left, right } = ticket.getBoundingClientRect();
      return Array.from(ticket.querySelectorAll('*'))
        .filter((element) => {
          const box = element.getBoundingClientRect();
          return box.width > 1 && (box.right > right + 0.5 || box.left < left - 0.5);
        })
        .map((element) => `${ticket.querySelector('h3')?.textContent}: ${element.textContent?.slice(0, 40)}`);
    }),
  );
  expect(sticking).toEqual([]);
}

test.describe('the front-desk board', () => {
  test('shows a new order within two seconds with an alert, and the guest sees it confirmed', async ({
    page: board,
    browser,
    baseURL,
  }, testInfo) => {
    const { path } = await frontdeskBoard(baseURL);
    await listenForTones(board);
    await openBoard(board, path);
    // Orders of earlier journeys may still wait for 'Gesehen': quiet, the board's next sound is the new order's.
    const alert = board.getByRole('region', { name: 'Neue Bestellung!' });
    if (await alert.isVisible()) {
      await alert.getByRole('button', { name: 'Gesehen' }).click();
      await expect(alert).toBeHidden();
    }
    await board.getByRole('button', { name: 'Ton aktivieren' }).click();
    await expect(board.getByText('Ton ist an')).toBeVisible();
    // Switching the sound on plays it once, so the person at the counter knows what to listen for.
    await expect.poll(() => tonesPlayed(board)).toBeGreaterThan(0);
    const tonesBefore = await tonesPlayed(board);
    await noteArrivals(board);

    const guest = await guestOrders(browser, baseURL);
    const ticket = ticketOn(board, guest);
    await expect(ticketOn(column(board, /^Neu \(\d+\)$/), guest)).toBeVisible();
    const arrival = await arrivalOf(board, guest.ticket);
    expect(arrival, 'the ticket was noted when it appeared').not.toBeNull();
    expect(
      (arrival ?? Number.POSITIVE_INFINITY) - guest.placedAt,
      'milliseconds from the order being placed to its ticket on the board',
    ).toBeLessThan(2_000);
    testInfo.annotations.push({
      type: 'board arrival',
      description: `${Math.round((arrival ?? 0) - guest.placedAt)} ms after the order was placed`,
    });

    // The alert: a sound, a banner, an announcement, the ticket marked and the tab's title.
    await expect.poll(() => tonesPlayed(board), { timeout: 5_000 }).toBeGreaterThan(tonesBefore);
    await expect(alert).toContainText(guest.ticket);
    await expect(board.locator('[aria-live="assertive"]')).toContainText(
      `Neue Bestellung ${guest.ticket} eingegangen.`,
    );
    await expect(ticket.getByText('Neu eingegangen')).toBeVisible();
    await expect(board).toHaveTitle(/Neue Bestellung!/);
    await expectColumnTitlesInLine(board);
    await expectTicketsWithinBorders(board);
    await expectNoSeriousA11yViolations(board);
    await screenshot(board, testInfo, 'frontdesk-new-order');

    await ticket.getByRole('button', { name: 'Gesehen' }).click();
    await expect(ticket.getByText('Neu eingegangen')).toHaveCount(0);
    await expect(alert).toBeHidden();

    await ticket.getByRole('button', { name: 'Bestätigen' }).click();
    await expect(ticketOn(column(board, /^Bestätigt \(\d+\)$/), guest)).toBeVisible();
    await screenshot(board, testInfo, 'frontdesk-confirmed');

    await reloadStatus(guest.page);
    await expect(currentStep(guest.page)).toContainText('Bestätigt – Ihre Bestellung wird zubereitet');

    // Ready for pickup, then handed over: the ticket leaves the board.
    await ticket.getByRole('button', { name: 'Abholbereit' }).click();
    await expect(ticketOn(column(board, /^Unterwegs \/ Abholbereit \(\d+\)$/), guest)).toBeVisible();
    await ticket.getByRole('button', { name: 'Abgeschlossen' }).click();
    await expect(ticket).toHaveCount(0);
    await guest.close();
  });

  test('rejects an order with a message the guest reads on the status page', async ({
    page: board,
    browser,
    baseURL,
  }, testInfo) => {
    const { guest, ticket } = await guestOrderOnBoard(board, browser, baseURL);

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

    await reloadStatus(guest.page);
    await expect(guest.page.getByRole('heading', { name: 'Bestellung storniert', level: 1 })).toBeVisible();
    await expect(
      guest.page.getByText('Nachricht der Filiale: Die Sachertorte ist heute leider aus.', { exact: true }),
    ).toBeVisible();
    await guest.close();
  });

  test('proposes another time; the guest accepts it and the order goes on', async ({
    page: board,
    browser,
    baseURL,
  }, testInfo) => {
    const { guest, ticket } = await guestOrderOnBoard(board, browser, baseURL);
    await ticket.getByRole('button', { name: 'Gesehen' }).click();
    await expect(ticket.getByText('Neu eingegangen')).toHaveCount(0);

    await ticket.getByRole('button', { name: 'Anderer Termin' }).click();
    const dialog = board.getByRole('dialog', { name: `Anderen Termin für ${guest.ticket} vorschlagen` });
    await dialog.getByRole('button', { name: '+60 Min.' }).click();
    const isoDate = await dialog.getByLabel('Datum', { exact: true }).inputValue();
    const time = await dialog.getByLabel('Uhrzeit', { exact: true }).inputValue();
    const date = `${isoDate.slice(8, 10)}.${isoDate.slice(5, 7)}.${isoDate.slice(0, 4)}`;
    await dialog.getByRole('button', { name: 'Termin vorschlagen' }).click();
    await expect(dialog).toBeHidden();
    const proposals = column(board, /^Anderer Termin vorgeschlagen – wartet auf den Gast \(\d+\)$/);
    const proposed = ticketOn(proposals, guest);
    await expect(proposed.getByText(/^Vorgeschlagen: /)).toContainText(`${time} Uhr`);
    await expectNoSeriousA11yViolations(board);
    await screenshot(board, testInfo, 'frontdesk-proposed');

    // The status page asks again every ten seconds; the guest who just got the message looks at once.
    await reloadStatus(guest.page);
    const counter = guest.page.getByRole('region', { name: 'Neuer Terminvorschlag' });
    await expect(counter).toContainText(`${date} um ${time} Uhr`);
    await counter.getByRole('button', { name: 'Termin annehmen' }).click();
    await expect(counter).toHaveCount(0);
    await expect(currentStep(guest.page)).toContainText('Bestätigt – Ihre Bestellung wird zubereitet');
    await expect(
      guest.page
        .getByRole('region', { name: 'Bestellinformationen' })
        .getByRole('definition')
        .filter({ hasText: ` um ${time} Uhr` }),
    ).toHaveText(`${date} um ${time} Uhr`);

    // The guest's answer reaches the board by itself: confirmed, for the agreed time.
    const confirmed = ticketOn(column(board, /^Bestätigt \(\d+\)$/), guest);
    await expect(confirmed).toBeVisible();
    await expect(proposed).toHaveCount(0);
    await expect(confirmed.getByText(new RegExp(`, ${time} Uhr$`))).toBeVisible();

    // And on it goes: ready for pickup, which the guest sees too.
    await ticket.getByRole('button', { name: 'Abholbereit' }).click();
    await expect(ticketOn(column(board, /^Unterwegs \/ Abholbereit \(\d+\)$/), guest)).toBeVisible();
    await reloadStatus(guest.page);
    await expect(currentStep(guest.page)).toContainText('Ihre Bestellung ist abholbereit');
    await guest.close();
  });

  test('shows a new order from its event without loading its list again', async ({
    page: board,
    browser,
    baseURL,
  }, testInfo) => {
    const { path } = await frontdeskBoard(baseURL);
    const listPath = `/api/orders${path.replace(/^\/frontdesk/, '/frontdesk')}`;
    const listLoads: string[] = [];
    board.on('request', (request) => {
      const url = new URL(request.url());
      if (request.method() === 'GET' && decodeURIComponent(url.pathname) === decodeURIComponent(listPath)) {
        listLoads.push(url.pathname);
      }
    });
    await openBoard(board, path);
    const guest = await guestOrders(browser, baseURL);
    await expect(ticketOn(board, guest)).toBeVisible();
    // The event carried the order: the list was loaded once, when the board opened.
    expect(listLoads).toHaveLength(1);
    await expectNoSeriousA11yViolations(board);
    await screenshot(board, testInfo, 'frontdesk-live-order');
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
    await expect(ticketOn(board, guest)).toBeVisible();
    await guest.close();
  });

  test('refuses a wrong key in German, and a key the administrator replaced', async ({ page, baseURL }) => {
    const refused = (board: Page) =>
      board.getByRole('heading', { name: 'Diese Bestellübersicht kann nicht geöffnet werden', level: 1 });
    const first = await frontdeskBoard(baseURL);
    await page.goto(`/frontdesk/${first.branchId}/falscher-schluessel`);
    await expect(refused(page)).toBeVisible();
    await expect(page.getByText('Der Zugangsschlüssel dieser Anzeige ist ungültig.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // A tablet that went missing: the administrator issues a new key, and the old one stops working, also
    // on a board that is open right now the next time it looks (here: its screen comes back on).
    await openBoard(page, first.path);
    const second = await frontdeskBoard(baseURL);
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await expect(refused(page)).toBeVisible();
    const fresh = await page.context().newPage();
    await fresh.goto(first.path);
    await expect(refused(fresh)).toBeVisible();
    await fresh.goto(second.path);
    await expect(fresh.getByText('Verbunden', { exact: true })).toBeVisible();
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
    const ticket = ticketOn(page, guest);
    await expect(ticket).toBeVisible();
    await expectTicketsWithinBorders(page);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, testInfo, 'backoffice-current-orders');

    // Opened from far down the list (a short window, as on a tablet at the counter), the order shows its
    // heading and its actions, not the list's scroll position.
    const own = page.viewportSize() ?? { width: 1440, height: 900 };
    await page.setViewportSize({ width: own.width, height: 480 });
    await page.evaluate(() =>
      window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }),
    );
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await ticket.getByRole('link', { name: `Bestellung ${guest.ticket} öffnen` }).click();
    const orderHeading = page.getByRole('heading', { level: 1, name: `Bestellung ${guest.ticket}` });
    await expect(orderHeading).toBeVisible();
    await expect(orderHeading).toBeInViewport();
    await page.setViewportSize(own);
    await expect(
      page
        .getByRole('region', { name: 'Produkte', exact: true })
        .getByRole('listitem')
        .filter({ hasText: 'Sachertorte (Stück)' }),
    ).toBeVisible();
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
