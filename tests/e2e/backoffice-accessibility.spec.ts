import { seriousViolations, type Violation } from './support/axe.js';
import { expect as baseExpect, test, type Page } from './support/test.js';
import { addDays, viennaInstant, viennaParts } from '../../src/domain/opening-hours/vienna-time.js';
import { adminApi } from './support/admin-api.js';
import { signInAsAdmin } from './support/admin-sign-in.js';
import { horizontalCuts } from './support/horizontal-cut.js';
import { DESKTOP_VIEWPORT, PHONE_VIEWPORT } from './support/widths.js';

// Several helpers share this machine: sign-ins (argon2id) and first loads can take seconds.
const expect = baseExpect.configure({ timeout: 15_000 });

/** The 26 entity screens of the back office: each list, its 'new' form and the form of a stored entry. */
const entities = [
  'menus',
  'categories',
  'products',
  'tags',
  'divisions',
  'branches',
  'departments',
  'tables',
  'donatees',
  'sites',
  'navigations',
  'blocks',
  'redirects',
  'images',
  'image-templates',
  'uploads',
  'scenes',
  'devices',
  'digital-signage-segments',
  'digital-signage-streams',
  'digital-signage-devices',
  'projects',
  'tasks',
  'working-activities',
  'working-schedules',
  'users',
] as const;

/**
 * Every other route of the back office (src/web/backoffice/app/backoffice-app.tsx and its areas).
 * `{order}`, `{request}`, `{log}` and `{user}` stand for an entry the journey creates or finds.
 */
const pages = [
  '/backend/login',
  '/backend',
  '/backend/orders',
  '/backend/orders/missed',
  '/backend/orders/history',
  '/backend/orders/new',
  '/backend/orders/{order}',
  '/backend/requests',
  '/backend/requests/{request}',
  '/backend/statistics',
  '/backend/my-statistics',
  '/backend/config',
  '/backend/labels',
  '/backend/week-planner',
  '/backend/time-sheets',
  '/backend/holiday-balances',
  '/backend/logs',
  '/backend/logs/{log}',
  '/backend/settings',
  '/backend/no-such-screen',
] as const;

type InitEntry = { url: string; data: unknown };

// The demo data closes every branch on these days, whatever the weekday.
const holidays = ['12-24', '12-25', '12-26', '01-01'];

/** Waits until the screen has drawn its data: a heading, no loader spinning. */
async function settled(page: Page): Promise<void> {
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.locator('.loader')).toHaveCount(0);
}

/** A counter order at Dornbirn for the next open day, as the phone-order screen places one. */
async function placeCounterOrder(page: Page): Promise<number> {
  const entries = ((await (await page.request.get('/api/init')).json()) as { data: InitEntry[] }).data;
  const entry = <T>(url: string) => entries.find((candidate) => candidate.url === url)?.data as T;
  const branch = entry<{ id: number; identifier: string }[]>('/api/branches').find(
    (candidate) => candidate.identifier === 'dornbirn',
  );
  const semmel = entry<{ id: number; uid: string; unit: string }[]>('/api/products').find(
    (candidate) => candidate.uid === 'kaisersemmel',
  );
  if (!branch || !semmel) throw new Error('The demo data has Dornbirn and the Kaisersemmel');
  const today = viennaParts(new Date()).date;
  let day = addDays(today, 1);
  while (holidays.includes(day.slice(5))) day = addDays(day, 1);
  const me = (await (await page.request.get('/api/users/me')).json()) as { data: { csrfToken: string } };
  const placed = await page.request.post('/api/orders/phone', {
    headers: { 'x-csrf-token': me.data.csrfToken, 'idempotency-key': crypto.randomUUID() },
    data: {
      branch: branch.id,
      isDelivery: false,
      isDineIn: false,
      items: [{ productId: semmel.id, amount: 2, unit: semmel.unit, parts: {} }],
      firstName: 'Axe',
      paymentMethod: 'cash',
      appointmentDate: viennaInstant(day, '10:00').toISOString(),
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return ((await placed.json()) as { data: { id: number } }).data.id;
}

function firstId(list: unknown): number | undefined {
  const rows = Array.isArray(list) ? list : (list as { items?: unknown[] }).items;
  return (rows?.[0] as { id?: number } | undefined)?.id;
}

// Staff at the counter use phones and tablets: each screen is checked at a desk, a tablet's and a phone's width.
const TABLET_VIEWPORT = { width: 768, height: 1024 };

type Findings = Record<string, Violation[] | string[]>;

/**
 * At each width: the engines' findings at the desk's and the phone's width, and at every width what is cut
 * off at the right edge. Keyed `route @ width`.
 */
async function checkWidths(page: Page, route: string, findings: Findings): Promise<void> {
  for (const viewport of [DESKTOP_VIEWPORT, TABLET_VIEWPORT, PHONE_VIEWPORT]) {
    await page.setViewportSize(viewport);
    const at = `${route} @ ${viewport.width}`;
    const cuts = await horizontalCuts(page);
    if (cuts.length > 0) findings[`${at}: cut`] = cuts;
    if (viewport === TABLET_VIEWPORT) continue;
    const found = await seriousViolations(page);
    if (found.length > 0) findings[at] = found;
  }
  await page.setViewportSize(DESKTOP_VIEWPORT);
}

/** Visits each route within the loaded back office and collects the findings by route and width. */
async function findingsOn(page: Page, routes: string[]): Promise<Findings> {
  const findings: Findings = {};
  for (const route of routes) {
    // Within the loaded back office, as a click on a link goes: the bundle is not fetched and parsed anew.
    // The router keeps the last screen up while the next one's chunk loads, so its heading is marked and
    // the check waits for another (or the same element with another text): the statistics screen was
    // once checked with the request form of the screen before still showing.
    const isHere = new URL(page.url()).pathname === route;
    const before = await page.evaluate((to) => {
      const heading = document.querySelector('h1');
      heading?.setAttribute('data-swept', '');
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
      return heading?.textContent ?? null;
    }, route);
    await expect(page).toHaveURL(route);
    await expect
      .poll(
        () =>
          page.evaluate(
            ({ text, here }) => {
              const heading = document.querySelector('h1');
              if (here) return heading !== null;
              return (
                heading !== null && (!heading.hasAttribute('data-swept') || heading.textContent !== text)
              );
            },
            { text: before, here: isHere },
          ),
        { message: `${route} shows a screen of its own` },
      )
      .toBe(true);
    await settled(page);
    await checkWidths(page, route, findings);
  }
  return findings;
}

// axe itself takes 2-10 s a screen on this machine, the screen under one: the ~95 screens were one test
// of ~11 minutes that one worker ran alone. In parts, both workers share them.
test.describe.configure({ mode: 'parallel' });

test('the back office’s other screens: nothing serious for axe and HTML_CodeSniffer, nothing cut at any width', async ({
  page,
  request,
}) => {
  test.setTimeout(600_000);
  await page.goto('/backend/login');
  await settled(page);
  const findings: Findings = {};
  await checkWidths(page, '/backend/login', findings);
  await signInAsAdmin(page);
  const api = await adminApi(page);

  // A guest's contact request and a counter order, so that their detail screens have something to show.
  const sent = await request.post('/custom/forms', {
    data: {
      name: 'Axe Prüfung',
      phone: '0664 1112223',
      email: 'axe@example.at',
      comment: 'Ein Tisch für zwei?',
      date: null,
      website: '',
      fillMs: 20_000,
    },
  });
  expect(sent.status()).toBe(201);
  const requestId = firstId(await api.get<unknown>('/api/requests'));
  const orderId = await placeCounterOrder(page);
  const logId = firstId(await api.get<unknown>('/api/logs'));
  const stand = { request: requestId, order: orderId, log: logId };

  const routes: string[] = [];
  for (const path of pages) {
    if (path === '/backend/login') continue;
    routes.push(path.replace(/\{(\w+)\}/, (_, key: keyof typeof stand) => String(stand[key])));
  }
  expect(routes).toHaveLength(pages.length - 1);
  Object.assign(findings, await findingsOn(page, routes));
  expect(findings).toEqual({});
});

const ENTITY_PARTS = 5;
for (let part = 0; part < ENTITY_PARTS; part += 1) {
  const some = entities.filter((_, index) => index % ENTITY_PARTS === part);
  test(`the lists and forms of ${some.join(', ')}: nothing serious, nothing cut at any width`, async ({
    page,
  }) => {
    test.setTimeout(600_000);
    await signInAsAdmin(page);
    const api = await adminApi(page);
    const routes: string[] = [];
    for (const entity of some) {
      routes.push(`/backend/${entity}`, `/backend/${entity}/new`);
      const id = firstId(await api.get<unknown>(`/api/${entity}`));
      if (id !== undefined) routes.push(`/backend/${entity}/${id}`);
    }
    // Every entity's list and empty form at least.
    expect(routes.length).toBeGreaterThanOrEqual(some.length * 2);
    expect(await findingsOn(page, routes)).toEqual({});
  });
}
