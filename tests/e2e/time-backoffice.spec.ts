import { readFileSync } from 'node:fs';
import { expect as baseExpect, test } from './support/test.js';
import { viennaInstant } from '../../src/domain/opening-hours/vienna-time.js';
import { renderPdf } from '../support/pdf-render.js';
import { adminApi } from './support/admin-api.js';
import { signInAsAdmin } from './support/admin-sign-in.js';
import { expectNoSeriousA11yViolations, screenshot } from './support/storefront.js';

const expect = baseExpect.configure({ timeout: 15_000 });

// A week before the clocks go forward (Sunday 28 March 2027): its copy lands in summer time.
const WEEK = '2027-03-22';

test('the owner plans a shift, copies the week, corrects an activity and downloads the time sheet', async ({
  page,
}, testInfo) => {
  testInfo.setTimeout(testInfo.timeout + 60_000);
  await signInAsAdmin(page);
  const main = page.locator('#bo-main');
  const timeNavigation = page.getByRole('list', { name: 'Zeiterfassung' });
  const api = await adminApi(page);
  const branches = await api.get<{ id: number; name: string }[]>('/api/branches');
  const dornbirn = branches.find((branch) => branch.name === 'Dornbirn Marktplatz')!;
  const maria = await api.send<{ id: number }>('POST', '/api/users', {
    email: `maria.${Date.now()}@cafe.example`,
    name: 'Maria Huber',
    roles: ['ROLE_EMPLOYEE'],
    branches: [{ id: dornbirn.id }],
  });
  await api.send('PUT', `/api/time-sheets/employment-terms/${maria.id}`, {
    employedSince: '2025-01-01',
    workingDaysPerWeek: 5,
  });
  // Maria clocked out at 14:00 but worked until 15:00: the owner corrects it.
  await api.send('POST', '/api/working-activities', {
    user: maria.id,
    branch: dornbirn.id,
    startedAt: viennaInstant('2027-03-23', '07:00').toISOString(),
    endedAt: viennaInstant('2027-03-23', '14:00').toISOString(),
    pauses: [
      {
        start: viennaInstant('2027-03-23', '11:00').toISOString(),
        end: viennaInstant('2027-03-23', '11:30').toISOString(),
      },
    ],
  });

  await timeNavigation.getByRole('link', { name: 'Wochenplanung' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Wochenplanung' })).toBeVisible();
  await main.getByLabel('Filiale').selectOption({ label: 'Dornbirn Marktplatz' });
  await main.getByLabel('Woche ab Montag').fill('2027-03-24');
  await expect(main.getByLabel('Woche ab Montag')).toHaveValue(WEEK);
  await page.getByRole('button', { name: 'Schicht für Maria Huber am Di 23.03. planen' }).click();
  const form = page.getByRole('form', { name: 'Schicht planen' });
  await expect(form.getByRole('heading', { name: 'Schicht planen' })).toBeFocused();
  await form.getByLabel('Beginn').fill('07:00');
  await form.getByLabel('Ende', { exact: true }).fill('15:00');
  await form.getByLabel('Notiz').fill('Frühdienst Theke');
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, testInfo, 'shift-form-desktop');
  await form.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Schicht gespeichert.' })).toBeVisible();
  await expect(
    page.getByRole('button', { name: 'Schicht von Maria Huber am Di 23.03. 07:00–15:00 bearbeiten' }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, testInfo, 'week-planner-desktop');

  await page.getByRole('button', { name: 'Woche in die nächste Woche kopieren' }).click();
  await expect(
    page.getByRole('status').filter({
      hasText: '1 Schichten in die Woche ab Mo 29.03. kopiert, 0 übersprungen (dort bereits eingeplant).',
    }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Nächste Woche', exact: true }).click();
  await expect(main.getByLabel('Woche ab Montag')).toHaveValue('2027-03-29');
  // Summer time now, still 07:00 to 15:00 on the plan.
  await page
    .getByRole('button', { name: 'Schicht von Maria Huber am Di 30.03. 07:00–15:00 bearbeiten' })
    .click();
  const edit = page.getByRole('form', { name: 'Schicht bearbeiten' });
  await expect(edit.getByLabel('Notiz')).toHaveValue('Frühdienst Theke');
  await edit.getByRole('button', { name: 'Löschen' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Schicht gelöscht.' })).toBeVisible();
  await expect(
    page.getByRole('button', { name: 'Schicht von Maria Huber am Di 30.03. 07:00–15:00 bearbeiten' }),
  ).toHaveCount(0);

  await timeNavigation.getByRole('link', { name: 'Arbeitszeiten' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Arbeitszeiten' })).toBeVisible();
  await main.getByLabel('Person').selectOption({ label: 'Maria Huber' });
  await main.getByLabel('Monat').fill('2027-03');
  const table = page.getByRole('table', { name: 'Aktivitäten von Maria Huber im 2027-03' });
  await expect(table.getByRole('row', { name: /Di 23\.03\. Arbeit 07:00 14:00 0:30 6:30/ })).toBeVisible();
  await table.getByRole('button', { name: 'Aktivität vom Di 23.03. korrigieren' }).click();
  const correction = page.getByRole('form', { name: 'Aktivität korrigieren' });
  await correction.getByLabel('Ende (Uhrzeit)').fill('15:00');
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, testInfo, 'correction-form-desktop');
  await correction.getByRole('button', { name: 'Korrektur speichern' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Korrektur gespeichert.' })).toBeVisible();
  await expect(table.getByRole('row', { name: /Di 23\.03\. Arbeit 07:00 15:00 0:30 7:30/ })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Urlaubskonto 2027' })).toContainText('Maria Huber');
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, testInfo, 'time-sheets-desktop');

  const logs = await api.get<{ action: string; user: { name: string }; after: { endedAt: string } }[]>(
    '/api/logs?entity=workingActivity&limit=5',
  );
  expect(logs[0]).toMatchObject({
    action: 'update',
    after: { endedAt: viennaInstant('2027-03-23', '15:00').toISOString() },
  });

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Stundenzettel als CSV' }).click();
  const csv = readFileSync((await (await download).path())!, 'utf8');
  expect(csv).toContain('Person;Maria Huber');
  expect(csv).toContain('23.03.2027;Di;Arbeit;07:00;15:00;0:30;7:30');
  expect(csv).toContain('Summe;;;;;0:30;7:30');

  const href = await page.getByRole('link', { name: 'Stundenzettel als PDF' }).getAttribute('href');
  const response = await page.request.get(href!);
  expect(response.status()).toBe(200);
  const pdf = renderPdf(await response.body());
  expect(pdf.text).toContain('Arbeitszeitaufzeichnung');
  expect(pdf.text).toMatch(/23\.03\.2027\s+Di\s+Arbeit\s+07:00\s+15:00\s+0:30\s+7:30/);

  await timeNavigation.getByRole('link', { name: 'Urlaubskonten' }).click();
  await main.getByLabel('Jahr').fill('2027');
  await expect(page.getByRole('table', { name: 'Urlaubskonten 2027' })).toContainText('Maria Huber');
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, testInfo, 'holiday-balances-desktop');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/backend/week-planner?branch=${dornbirn.id}&week=${WEEK}`);
  await expect(
    page.getByRole('button', { name: 'Schicht von Maria Huber am Di 23.03. 07:00–15:00 bearbeiten' }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, testInfo, 'week-planner-phone');
  await page.goto(`/backend/time-sheets?user=${maria.id}&month=2027-03`);
  await expect(page.getByRole('button', { name: 'Aktivität vom Di 23.03. korrigieren' })).toBeVisible();
  await screenshot(page, testInfo, 'time-sheets-phone');
});
