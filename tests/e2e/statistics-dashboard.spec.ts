import { readFile } from 'node:fs/promises';
import { expect as baseExpect, test, type Page } from './support/test.js';
import { addDays, viennaInstant, viennaParts } from '../../src/domain/opening-hours/vienna-time.js';
import { adminApi } from './support/admin-api.js';
import { signInAsAdmin } from './support/admin-sign-in.js';
import { expectNoSeriousA11yViolations, screenshot } from './support/storefront.js';

// Several helpers share this machine: sign-ins (argon2id) and first loads can take seconds.
const expect = baseExpect.configure({ timeout: 15_000 });

// The demo data closes every branch on these days, whatever the weekday.
const holidays = ['12-24', '12-25', '12-26', '01-01'];

type Branch = { id: number; identifier: string; name: string };
type Product = { id: number; uid: string; unit: string };
type Figures = { gross: number; net: number; orders: number };

const euroFormat = new Intl.NumberFormat('de-AT', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** Cents as the dashboard shows them: '1,80', thousands grouped with a no-break space. */
const euroText = (cents: number) => euroFormat.format(cents / 100);
/** The same amount as the CSV holds it: a decimal comma, no grouping. */
const csvEuros = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');
const austrianDate = (date: string) => date.split('-').reverse().join('.');

/** A day after today on which the demo's branches open, for the phone order's pick-up. */
function nextOpenDay(today: string): string {
  for (let offset = 1; ; offset += 1) {
    const date = addDays(today, offset);
    if (!holidays.includes(date.slice(5))) return date;
  }
}

/** Staff take an order at the counter today, to be picked up at Dornbirn on the next open day. */
async function placePhoneOrder(page: Page, today: string) {
  const { dornbirn, semmel } = await demoCatalogue(page);
  const me = (await (await page.request.get('/api/users/me')).json()) as { data: { csrfToken: string } };
  return page.request.post('/api/orders/phone', {
    headers: { 'x-csrf-token': me.data.csrfToken, 'idempotency-key': crypto.randomUUID() },
    data: {
      branch: dornbirn.id,
      isDelivery: false,
      isDineIn: false,
      items: [{ productId: semmel.id, amount: 5, unit: semmel.unit, parts: {} }],
      firstName: 'Statistik',
      paymentMethod: 'cash',
      appointmentDate: viennaInstant(nextOpenDay(today), '10:00').toISOString(),
    },
  });
}

async function demoCatalogue(page: Page) {
  const response = await page.request.get('/api/init');
  const entries = ((await response.json()) as { data: { url: string; data: unknown }[] }).data;
  const entry = <T>(url: string) => entries.find((candidate) => candidate.url === url)?.data as T;
  const branches = entry<Branch[]>('/api/branches');
  const products = entry<Product[]>('/api/products');
  const dornbirn = branches.find((branch) => branch.identifier === 'dornbirn');
  const semmel = products.find((product) => product.uid === 'kaisersemmel');
  if (!dornbirn || !semmel) throw new Error('The demo data has Dornbirn and the Kaisersemmel');
  return { dornbirn, semmel };
}

test('the owner sees today’s order in the revenue, switches branch and period and downloads the CSV', async ({
  page,
}, testInfo) => {
  const today = viennaParts(new Date()).date;
  const monthStart = `${today.slice(0, 7)}-01`;
  await signInAsAdmin(page);
  const api = await adminApi(page);
  const { dornbirn } = await demoCatalogue(page);
  const revenueToday = () =>
    api.get<Figures>(`/api/statistics/revenue?from=${today}&to=${today}&branch=${dornbirn.id}`);

  // Staff take an order at the counter today, to be picked up on the next open day.
  const before = await revenueToday();
  const placed = await placePhoneOrder(page, today);
  expect(placed.status(), await placed.text()).toBe(201);
  const order = ((await placed.json()) as { data: { totalGross: number } }).data;
  const after = await revenueToday();
  expect(order.totalGross).toBeGreaterThan(0);
  expect(after.gross - before.gross).toBe(order.totalGross);

  await page.goto('/backend/statistics');
  await expect(page.getByRole('heading', { level: 1, name: 'Statistik' })).toBeVisible();
  const filters = page.getByRole('search', { name: 'Zeitraum und Filiale' });
  await expect(filters.getByRole('radio', { name: 'Heute' })).toBeChecked();
  await filters.getByLabel('Filiale', { exact: true }).selectOption({ label: dornbirn.name });
  await expect(page).toHaveURL(new RegExp(`branch=${dornbirn.id}`));

  const grossFigure = page.locator('.bo-figures__item', { hasText: 'Umsatz brutto' });
  await expect(grossFigure.locator('.bo-stats__value')).toHaveText(`€\u00a0${euroText(after.gross)}`);
  const yesterday = addDays(today, -1);
  const previous = await api.get<Figures>(
    `/api/statistics/revenue?from=${yesterday}&to=${yesterday}&branch=${dornbirn.id}`,
  );
  await expect(grossFigure.locator('.bo-stats__previous')).toHaveText(
    `Vorperiode: € ${euroText(previous.gross)}`,
  );
  // Visitors belong to the whole shop, not to a branch.
  const visitorsFigure = page.locator('.bo-figures__item', { hasText: 'Besucher' });
  await expect(visitorsFigure).toHaveCount(0);
  const revenueTable = page.getByRole('region', { name: 'Tabelle: Umsatz pro Tag' });
  const todayRow = revenueTable.getByRole('row').filter({ hasText: austrianDate(today) });
  await expect(todayRow.getByRole('cell').nth(1)).toHaveText(euroText(after.gross));
  await expect(todayRow.getByRole('cell').nth(2)).toHaveText(euroText(after.net));
  // The chart is drawn (a canvas) and named for the table beside it.
  const chart = page.getByRole('img', { name: /^Diagramm: Umsatz pro Tag\./ });
  await expect(chart.locator('canvas').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Tabelle: Beliebte Produkte' })).toContainText(
    'Kaisersemmel',
  );
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, testInfo, 'statistics-today-dornbirn');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Umsatz pro Tag als CSV herunterladen' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`statistik-umsatz-${today}-${today}.csv`);
  const csv = await readFile(await download.path());
  expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(csv.subarray(3).toString('utf8')).toBe(
    `Datum;Brutto (€);Netto (€)\r\n${austrianDate(today)};${csvEuros(after.gross)};${csvEuros(after.net)}\r\n`,
  );

  // A second order is called off: the month's cancellations count it.
  const second = await placePhoneOrder(page, today);
  expect(second.status()).toBe(201);
  const secondId = ((await second.json()) as { data: { id: number } }).data.id;
  await api.send('POST', `/api/orders/${secondId}/status/cancel`);

  // This month, all branches: the figures the API gives for them, compared with the month before.
  // The choice goes through the address, so the radio shows it once the page has rendered it again.
  const thisMonth = page.getByRole('radio', { name: 'Dieser Monat' });
  await thisMonth.click();
  await expect(thisMonth).toBeChecked();
  await page.getByLabel('Filiale', { exact: true }).selectOption({ label: 'Alle Filialen' });
  await expect(page).toHaveURL(/period=month/);
  await expect(page).not.toHaveURL(/branch=/);
  const month = await api.get<Figures>(`/api/statistics/orders?from=${monthStart}&to=${today}`);
  expect(month.gross).toBeGreaterThanOrEqual(after.gross);
  await expect(
    page.getByText(new RegExp(`^${austrianDate(monthStart)} bis ${austrianDate(today)}, verglichen mit`)),
  ).toBeVisible();
  await expect(grossFigure.locator('.bo-stats__value')).toHaveText(`€\u00a0${euroText(month.gross)}`);
  await expect(
    page.locator('.bo-figures__item', { hasText: 'Bestellungen' }).locator('.bo-stats__value'),
  ).toHaveText(String(month.orders));
  await expect(visitorsFigure).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Besucher und Seitenaufrufe pro Tag' }),
  ).toBeVisible();
  const canceled = await api.get<{ total: number; days: { date: string; value: number }[] }>(
    `/api/statistics/canceled-orders?from=${monthStart}&to=${today}`,
  );
  const canceledToday = canceled.days.find((day) => day.date === today)?.value ?? 0;
  expect(canceledToday).toBeGreaterThanOrEqual(1);
  const canceledRow = page
    .getByRole('region', { name: 'Tabelle: Stornierte Bestellungen pro Tag' })
    .getByRole('row')
    .filter({ hasText: austrianDate(today) });
  await expect(canceledRow.getByRole('cell').nth(1)).toHaveText(String(canceledToday));
  await expect(page.getByRole('img', { name: /^Diagramm: Stornierte Bestellungen pro Tag\./ })).toBeVisible();
  // When guests come: the shop's page views by hour and weekday, beside the orders'.
  for (const title of ['Besuche nach Uhrzeit', 'Besuche nach Wochentag'])
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, testInfo, 'statistics-month-all');

  // Custom days: an end before the start is refused in German and asks the server nothing.
  const customDays = page.getByRole('radio', { name: 'Eigener Zeitraum' });
  await customDays.click();
  await expect(customDays).toBeChecked();
  await page.getByLabel('Von', { exact: true }).fill(today);
  await page.getByLabel('Bis', { exact: true }).fill(addDays(today, -1));
  await expect(page.getByRole('alert')).toHaveText('Das Ende des Zeitraums liegt vor seinem Beginn.');
  await page.getByLabel('Bis', { exact: true }).fill(today);
  await expect(revenueTable.getByRole('row').filter({ hasText: austrianDate(today) })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('a person sees their own statistics, and the owner sees them on the person’s page', async ({
  page,
}, testInfo) => {
  const today = viennaParts(new Date()).date;
  await signInAsAdmin(page);
  const api = await adminApi(page);
  const me = await api.get<{ id: number; name: string }>('/api/users/me');
  const profileOf = `/api/statistics/user-profile?user=${me.id}&start=${today}&end=${today}`;
  const before = await api.get<{ orders: { handled: number } }>(profileOf);
  const placed = await placePhoneOrder(page, today);
  expect(placed.status()).toBe(201);
  const after = await api.get<{
    orders: { handled: number; byAction: { action: string; orders: number }[] };
  }>(profileOf);
  expect(after.orders.handled).toBe(before.orders.handled + 1);

  await page.locator('#bo-main').getByRole('link', { name: 'Meine Statistik' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Meine Statistik' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Heute' })).toBeChecked();
  const handled = page.locator('.bo-figures__item', { hasText: 'Bearbeitete Bestellungen' });
  await expect(handled.locator('.bo-stats__value')).toHaveText(String(after.orders.handled));
  const entered = after.orders.byAction.find((row) => row.action === 'create')?.orders ?? 0;
  await expect(
    page
      .getByRole('region', { name: 'Tabelle: Bestellungen nach Bearbeitung' })
      .getByRole('row')
      .filter({ hasText: 'Aufgenommen' })
      .getByRole('cell')
      .nth(1),
  ).toHaveText(String(entered));
  await expect(page.getByRole('heading', { level: 2, name: 'Aktivitäten' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, testInfo, 'my-statistics');

  // The owner on the person's page: the same figures below the form, with the period in the address.
  await page.goto(`/backend/users/${me.id}?period=month`);
  const panel = page.getByRole('region', { name: `Statistik von ${me.name}` });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('radio', { name: 'Dieser Monat' })).toBeChecked();
  await expect(
    panel.locator('.bo-figures__item', { hasText: 'Bearbeitete Bestellungen' }).locator('.bo-stats__value'),
  ).not.toHaveText('0');
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, testInfo, 'user-statistics');
});
