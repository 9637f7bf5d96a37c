import { expect as baseExpect, test, type Page, type TestInfo } from './support/test.js';
import { addDays, viennaInstant, viennaParts } from '../../src/domain/opening-hours/vienna-time.js';
import { adminApi } from './support/admin-api.js';
import { openSignedInOffice } from './support/admin-sign-in.js';
import { expectNoSeriousA11yViolations } from './support/storefront.js';

// The clock is made for the phone in the staff member's pocket: the journey runs in the phone project.

// Several helpers share this machine: sign-ins (argon2id) and first loads can take seconds.
const expect = baseExpect.configure({ timeout: 15_000 });

type Activity = {
  id: number;
  project: number | null;
  task: number | null;
  status: string;
  startedAt: string;
  pauses: { start: string; end: string | null }[];
};

async function screenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  const { width } = page.viewportSize() ?? { width: 0 };
  await page.screenshot({ path: `${dir}/time-clock-${width}-${name}.png`, fullPage: true });
  testInfo.annotations.push({ type: 'screenshot', description: name });
}

test('a staff member clocks in on the phone, pauses, resumes, ends, and stamps through a network loss exactly once', async ({
  page,
  context,
  browser,
  baseURL,
}, testInfo) => {
  if (baseURL === undefined) throw new Error('The Playwright config sets baseURL');
  // The administrator works at a desk.
  const office = await openSignedInOffice(browser, baseURL);
  const api = await adminApi(office);
  const [branch] = await api.get<{ id: number; name: string }[]>('/api/branches');
  if (branch === undefined) throw new Error('The demo data has branches');
  const lena = await api.send<{ id: number }>('POST', '/api/users', {
    email: 'lena.huber@tischlein.local',
    name: 'Lena Huber',
    roles: ['ROLE_EMPLOYEE'],
    branches: [{ id: branch.id }],
  });
  await api.send('PUT', `/api/time-sheets/employment-terms/${lena.id}`, {
    employedSince: '2020-03-01',
    workingDaysPerWeek: 5,
  });
  const project = await api.send<{ id: number }>('POST', '/api/projects', { name: 'Weihnachtsbäckerei' });
  const task = await api.send<{ id: number }>('POST', '/api/tasks', {
    project: project.id,
    name: 'Vanillekipferl',
  });
  const today = viennaParts(new Date()).date;
  await api.send('POST', '/api/working-schedules', {
    user: lena.id,
    branch: branch.id,
    startsAt: viennaInstant(today, '06:00').toISOString(),
    endsAt: viennaInstant(today, '14:00').toISOString(),
  });
  await api.send('POST', '/api/working-schedules', {
    user: lena.id,
    branch: branch.id,
    startsAt: viennaInstant(addDays(today, 1), '07:00').toISOString(),
    endsAt: viennaInstant(addDays(today, 1), '15:00').toISOString(),
  });

  // The administrator issues Lena's clock link on her page in the back office.
  await office.goto(`/backend/users/${lena.id}`);
  const clockLink = office.getByRole('region', { name: 'Zeiterfassung' });
  await expect(clockLink.getByText('Für diese Person ist noch kein Link vergeben.')).toBeVisible();
  await clockLink.getByRole('button', { name: 'Link zur Zeiterfassung erzeugen' }).click();
  await office
    .getByRole('dialog', { name: 'Neuen Link zur Zeiterfassung für „Lena Huber“ erzeugen?' })
    .getByRole('button', { name: 'Neuen Link erzeugen' })
    .click();
  const shown = office.getByRole('dialog', { name: 'Link zur Zeiterfassung für „Lena Huber“' });
  const address = await shown.getByLabel('Link zur Zeiterfassung').inputValue();
  expect(address).toMatch(
    new RegExp(`^${baseURL}/zeiterfassung/[\\w-]{32}/lena\\.huber%40tischlein\\.local$`),
  );
  await expectNoSeriousA11yViolations(office);
  await screenshot(office, testInfo, 'back-office-link');
  await shown.getByRole('button', { name: 'Fertig' }).click();
  await expect(clockLink.getByText('Für diese Person ist ein Link vergeben.')).toBeVisible();

  // Lena opens the link on her phone: today's shift, her holidays, nothing running.
  await page.goto(address);
  await expect(page.getByRole('heading', { level: 1, name: 'Zeiterfassung' })).toBeVisible();
  await expect(page.getByText('Hallo Lena Huber')).toBeVisible();
  const todayCard = page.getByRole('region', { name: 'Heute geplant' });
  await expect(todayCard.getByRole('listitem')).toHaveText([
    `06:00–14:00 Uhr · ${branch.name}`,
    /^\S+ \d+\.\d+\.: 07:00–15:00 Uhr · /,
  ]);
  const holidays = page.getByRole('region', { name: /^Urlaub \d{4}$/ });
  await expect(holidays.getByText(/^Resturlaub: \d+(,\d)? Tage$/)).toBeVisible();
  await expect(page.getByText('Nicht eingestempelt')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, testInfo, 'idle');

  // Clock in on the project's task; the worked time ticks.
  await page.getByLabel('Projekt').selectOption({ label: 'Weihnachtsbäckerei' });
  await page.getByLabel('Aufgabe').selectOption({ label: 'Vanillekipferl' });
  await page.getByRole('button', { name: 'Arbeit beginnen' }).click();
  await expect(page.getByText('Arbeitszeit läuft')).toBeVisible();
  const elapsed = page.getByTestId('clock-elapsed');
  await expect(elapsed).toHaveText(/^0:00:0\d$/);
  const first = await elapsed.textContent();
  await expect(elapsed).not.toHaveText(first ?? '');
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, testInfo, 'running');

  await page.getByRole('button', { name: 'Pause beginnen' }).click();
  await expect(page.getByText('Pause', { exact: true })).toBeVisible();
  await screenshot(page, testInfo, 'paused');
  await page.getByRole('button', { name: 'Weiterarbeiten' }).click();
  await expect(page.getByText('Arbeitszeit läuft')).toBeVisible();
  await page.getByRole('button', { name: 'Arbeit beenden' }).click();
  await expect(page.getByText('Nicht eingestempelt')).toBeVisible();

  const activities = () => api.get<Activity[]>(`/api/working-activities?user=${lena.id}`);
  await expect.poll(async () => (await activities()).map((entry) => entry.status)).toEqual(['ended']);
  const [worked] = await activities();
  expect(worked).toMatchObject({ project: project.id, task: task.id });
  expect(worked?.pauses).toHaveLength(1);
  expect(worked?.pauses[0]?.end).not.toBeNull();

  // The network goes: the stamps wait on the phone, with their own time.
  await context.setOffline(true);
  const offlineAt = Date.now();
  await page.getByRole('button', { name: 'Arbeit beginnen' }).click();
  await expect(page.getByRole('status').getByText(/^Keine Verbindung\./)).toBeVisible();
  await expect(page.getByTestId('clock-queued')).toHaveText('1 Stempel wartet auf das Senden.');
  const stampedBy = Date.now();
  await expect(page.getByText('Arbeitszeit läuft')).toBeVisible();
  await page.getByRole('button', { name: 'Pause beginnen' }).click();
  await expect(page.getByTestId('clock-queued')).toHaveText('2 Stempel warten auf das Senden.');
  await expect(page.getByText('Pause', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, testInfo, 'offline');

  // Back online, the first answer is lost on its way to the phone: the stamp arrived, the phone sends it
  // again, and it still counts once.
  let lostAnswers = 0;
  await page.route('**/working-activities/start', async (route) => {
    if (lostAnswers > 0) return route.continue();
    lostAnswers += 1;
    await route.fetch();
    await route.abort('internetdisconnected');
  });
  await context.setOffline(false);
  await expect(page.getByTestId('clock-queued')).toBeHidden({ timeout: 30_000 });
  expect(lostAnswers).toBe(1);
  await expect(page.getByText('Pause', { exact: true })).toBeVisible();

  const after = await activities();
  expect(after).toHaveLength(2);
  const offline = after.find((entry) => entry.id !== worked?.id);
  expect(offline?.status).toBe('paused');
  expect(offline?.pauses).toHaveLength(1);
  // Counted when it was stamped (before the pause, the axe check and the way back online), not when it
  // arrived.
  const startedAt = new Date(offline?.startedAt ?? 0).getTime();
  expect(startedAt).toBeGreaterThanOrEqual(offlineAt - 1_000);
  expect(startedAt).toBeLessThanOrEqual(stampedBy);

  // A new link locks the old one out: the next stamp is refused with the server's German reasons.
  await api.send('POST', `/api/users/${lena.id}/time-tracking-token`);
  await page.getByRole('button', { name: 'Weiterarbeiten' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Aktivität konnte nicht fortgesetzt werden. Der Zugang zur Zeiterfassung ist ungültig. Bitte fragen Sie die Leitung nach einem neuen Link.',
  );
  await expect(page.getByTestId('clock-queued')).toBeHidden();
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, testInfo, 'refused');
  expect((await activities()).find((entry) => entry.id === offline?.id)?.status).toBe('paused');

  await page.setViewportSize({ width: 1280, height: 900 });
  await screenshot(page, testInfo, 'desktop');
  await office.context().close();
});
