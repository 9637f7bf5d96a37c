import { expect as baseExpect, test, type Page } from './support/test.js';
import { addDays, viennaInstant, viennaParts } from '../../src/domain/opening-hours/vienna-time.js';
import { adminApi } from './support/admin-api.js';
import { openSignedInOffice } from './support/admin-sign-in.js';
import { expectNoSeriousA11yViolations, openPage, screenshot, untilReactRuns } from './support/storefront.js';

// The staff member is on the phone; the owner's desk is a second, desktop browser.

// Several helpers share this machine: sign-ins (argon2id) and first loads can take seconds.
const expect = baseExpect.configure({ timeout: 15_000 });

// The demo data closes every branch on these days, whatever the weekday.
const holidays = ['12-24', '12-25', '12-26', '01-01'];
const MINUTE = 60_000;

type Branch = { id: number; identifier: string; name: string };
type Product = { id: number; uid: string; unit: string };
type Worked = { user: number; name: string; minutes: number; days: unknown[] };

// Hours show up to two decimals: 108 minutes read '1,8', not '1,80'.
const hoursText = (minutes: number) =>
  new Intl.NumberFormat('de-AT', { maximumFractionDigits: 2 }).format(minutes / 60);
const euroText = (cents: number) =>
  new Intl.NumberFormat('de-AT', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(cents / 100);
const austrianDate = (date: string) => date.split('-').reverse().join('.');

function nextOpenDay(today: string): string {
  for (let offset = 1; ; offset += 1) {
    const date = addDays(today, offset);
    if (!holidays.includes(date.slice(5))) return date;
  }
}

/** Taps a clock button at a time the phone shows, so the day has real hours in it. */
async function stampAt(page: Page, at: Date, button: string, shows: string | RegExp) {
  await page.clock.setSystemTime(at);
  await page.getByRole('button', { name: button }).click();
  await expect(page.getByText(shows, { exact: true })).toBeVisible();
}

test('a staff member clocks a shift on the phone; the owner sees the hours and the day’s revenue', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  if (baseURL === undefined) throw new Error('The Playwright config sets baseURL');
  const office = await openSignedInOffice(browser, baseURL);
  const api = await adminApi(office);
  const init = (await (await office.request.get('/api/init')).json()) as {
    data: { url: string; data: unknown }[];
  };
  const entry = <T>(url: string) => init.data.find((candidate) => candidate.url === url)?.data as T;
  const dornbirn = entry<Branch[]>('/api/branches').find((branch) => branch.identifier === 'dornbirn');
  const semmel = entry<Product[]>('/api/products').find((product) => product.uid === 'kaisersemmel');
  if (!dornbirn || !semmel) throw new Error('The demo data has Dornbirn and the Kaisersemmel');

  const jonas = await api.send<{ id: number }>('POST', '/api/users', {
    email: 'jonas.berger@tischlein.local',
    name: 'Jonas Berger',
    roles: ['ROLE_EMPLOYEE'],
    branches: [{ id: dornbirn.id }],
  });
  const { token } = await api.send<{ token: string }>('POST', `/api/users/${jonas.id}/time-tracking-token`);
  const clockPath = `/zeiterfassung/${token}/${encodeURIComponent('jonas.berger@tischlein.local')}`;

  // The shift lies in today's Vienna day: up to three hours before now, less shortly after midnight.
  const now = Date.now();
  const today = viennaParts(new Date(now)).date;
  const span = Math.min(180 * MINUTE, now - viennaInstant(today, '00:00').getTime() - MINUTE);
  const startAt = new Date(now - span);
  const pauseAt = new Date(now - span / 2);
  const resumeAt = new Date(now - span / 4);

  // Jonas opens his clock link on his phone, whose clock shows the shift's start.
  await page.clock.install({ time: startAt });
  await openPage(page, clockPath);
  await expect(page.getByRole('heading', { level: 1, name: 'Zeiterfassung' })).toBeVisible();
  await expect(page.getByText('Hallo Jonas Berger')).toBeVisible();
  await expect(page.getByText('Nicht eingestempelt')).toBeVisible();

  // The page is his app: it links his own manifest, and the clock's worker controls it.
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(manifestHref).toBe(`${clockPath}/manifest.webmanifest`);
  const manifest = await page.request.get(manifestHref ?? '');
  expect(manifest.status()).toBe(200);
  expect(await manifest.json()).toMatchObject({ start_url: clockPath, name: 'Zeiterfassung – Jonas Berger' });
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null))
    .toBe(`${baseURL}/sw.js`);
  expect(await page.evaluate(() => navigator.serviceWorker.ready.then((ready) => ready.scope))).toBe(
    `${baseURL}/zeiterfassung/`,
  );
  const cdp = await page.context().newCDPSession(page);
  // Chromium's own verdict on manifest, icons, start URL, scope and worker. A test browser is a private
  // window, where nothing is ever installed: that one reason is expected.
  await expect
    .poll(async () =>
      (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors.map((error) => error.errorId),
    )
    .toEqual(['in-incognito']);
  // The worker kept the page and its files for opening offline, never a clock answer.
  await expect
    .poll(() => page.evaluate(async () => (await caches.match(location.pathname)) !== undefined))
    .toBe(true);
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    return urls;
  });
  expect(cached.filter((url) => url.includes('/api/time-tracking/'))).toEqual([]);
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, testInfo, 'clock-installable');

  // Clock in, pause, resume and end, each at its time on the phone.
  await page.getByRole('button', { name: 'Arbeit beginnen' }).click();
  await expect(page.getByText('Arbeitszeit läuft')).toBeVisible();
  await stampAt(page, pauseAt, 'Pause beginnen', 'Pause');
  await stampAt(page, resumeAt, 'Weiterarbeiten', 'Arbeitszeit läuft');
  await expectNoSeriousA11yViolations(page);
  await stampAt(page, new Date(), 'Arbeit beenden', 'Nicht eingestempelt');
  await expect(page.getByTestId('clock-queued')).toBeHidden();

  // Opened again without the network, the page still shows Jonas's clock from the phone.
  await page.context().setOffline(true);
  const reopened = await page.reload();
  expect(reopened?.fromServiceWorker()).toBe(true);
  await untilReactRuns(page);
  await expect(page.getByText('Hallo Jonas Berger')).toBeVisible();
  await expect(page.getByText('Nicht eingestempelt')).toBeVisible();
  await screenshot(page, testInfo, 'clock-offline-reopened');
  await page.context().setOffline(false);

  // The same phone opens the shop, whose worker comes at '/'. When the shop stops offering the app, it
  // removes its own worker; the clock's stays and still keeps the clock page.
  const scopes = () =>
    page.evaluate(async () =>
      (await navigator.serviceWorker.getRegistrations()).map((registration) => registration.scope).sort(),
    );
  await openPage(page, '/');
  await expect.poll(scopes).toEqual([`${baseURL}/`, `${baseURL}/zeiterfassung/`]);
  const config = await api.get<Record<string, unknown>>('/api/config');
  await api.send('POST', '/api/config', { ...config, enablePluginPWA: false });
  try {
    await openPage(page, '/');
    await expect.poll(scopes).toEqual([`${baseURL}/zeiterfassung/`]);
  } finally {
    await api.send('POST', '/api/config', config);
  }
  const back = await page.goto(clockPath);
  expect(back?.fromServiceWorker()).toBe(true);
  await expect(page.getByText('Hallo Jonas Berger')).toBeVisible();

  // A guest orders at the counter today, so the day has revenue.
  const revenueToday = () =>
    api.get<{ gross: number }>(`/api/statistics/revenue?from=${today}&to=${today}&branch=${dornbirn.id}`);
  const before = await revenueToday();
  const me = (await (await office.request.get('/api/users/me')).json()) as { data: { csrfToken: string } };
  const placed = await office.request.post('/api/orders/phone', {
    headers: { 'x-csrf-token': me.data.csrfToken, 'idempotency-key': crypto.randomUUID() },
    data: {
      branch: dornbirn.id,
      isDelivery: false,
      isDineIn: false,
      items: [{ productId: semmel.id, amount: 4, unit: semmel.unit, parts: {} }],
      firstName: 'Schicht',
      paymentMethod: 'cash',
      appointmentDate: viennaInstant(nextOpenDay(today), '10:00').toISOString(),
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = ((await placed.json()) as { data: { totalGross: number } }).data;
  expect(order.totalGross).toBeGreaterThan(0);
  const after = await revenueToday();
  expect(after.gross - before.gross).toBe(order.totalGross);

  // The owner opens today's statistics for Dornbirn: Jonas's hours and the revenue chart.
  const worked = (
    await api.get<Worked[]>(
      `/api/statistics/working-activities?from=${today}&to=${today}&branch=${dornbirn.id}`,
    )
  ).find((person) => person.user === jonas.id);
  const expectedMinutes =
    (pauseAt.getTime() - startAt.getTime() + (Date.now() - resumeAt.getTime())) / MINUTE;
  expect(worked?.minutes).toBeGreaterThan(expectedMinutes - 3);
  expect(worked?.minutes).toBeLessThan(expectedMinutes + 3);

  await openPage(office, '/backend/statistics');
  await expect(office.getByRole('radio', { name: 'Heute' })).toBeChecked();
  await office.getByLabel('Filiale', { exact: true }).selectOption({ label: dornbirn.name });
  await expect(office).toHaveURL(new RegExp(`branch=${dornbirn.id}`));
  const hours = office.getByRole('region', { name: 'Tabelle: Arbeitszeiten' });
  const jonasRow = hours.getByRole('row').filter({ hasText: 'Jonas Berger' });
  await expect(jonasRow.getByRole('cell')).toHaveText([
    'Jonas Berger',
    '1',
    hoursText(worked?.minutes ?? -1),
  ]);
  const revenueTable = office.getByRole('region', { name: 'Tabelle: Umsatz pro Tag' });
  const todayRow = revenueTable.getByRole('row').filter({ hasText: austrianDate(today) });
  await expect(todayRow.getByRole('cell').nth(1)).toHaveText(euroText(after.gross));
  const chart = office.getByRole('img', { name: /^Diagramm: Umsatz pro Tag\./ });
  await expect(chart.locator('canvas').first()).toBeVisible();
  await expectNoSeriousA11yViolations(office);
  await screenshot(office, testInfo, 'statistics-clocked-day');
  await office.context().close();
});
