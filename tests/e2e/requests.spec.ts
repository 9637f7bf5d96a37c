import { expect, test, type Locator, type Page } from './support/test.js';
import { signInAsAdmin } from './support/admin-sign-in.js';
import { mailsTo } from './support/mail-sink.js';
import {
  acceptCookiesBeforehand,
  newsSeenBeforehand,
  expectNoSeriousA11yViolations,
  screenshot,
  untilReactRuns,
} from './support/storefront.js';

// The server judges a breakfast time by its own clock, so these journeys keep the real one; Dornbirn
// (the demo block's branch) serves breakfast every day from half an hour after opening.

/**
 * Presses Tab until `target` has the focus: the journey never clicks. The target is looked up again on
 * every press, since a re-render may replace the element that matched first.
 */
async function tabTo(page: Page, target: Locator, maxPresses = 120): Promise<void> {
  await expect(target).toBeAttached();
  for (let press = 0; press < maxPresses; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

async function pressOn(page: Page, target: Locator, key = 'Enter'): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.press(key);
}

/** Holds the form's POSTs until `release()`, counting them: what the guest sees while a send is on its way. */
async function holdFormPosts(page: Page, url: string): Promise<{ release: () => void; count: () => number }> {
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let count = 0;
  await page.route(url, async (route) => {
    count += 1;
    await held;
    await route.continue();
  });
  return { release: () => release(), count: () => count };
}

test.beforeEach(async ({ page, baseURL }) => {
  await acceptCookiesBeforehand(page, baseURL);
  await newsSeenBeforehand(page);
});

test('a guest books breakfast for three by keyboard, keeps it over a reload, and staff confirm it', async ({
  page,
}, testInfo) => {
  const isPhone = testInfo.project.name === 'phone';
  const guest = `fruehstueck-${testInfo.project.name}-${Date.now()}@gast.example`;
  const next = page.getByRole('button', { name: 'Nächster Schritt' });

  // The page's clock, so that the spam guard's seconds pass at once (below).
  await page.clock.install();
  await page.goto('/fruehstueck-buchen');
  await expect(page.getByText('Schritt 1 von 5: Termin')).toBeVisible();
  await expect(next).toBeDisabled();
  await expectNoSeriousA11yViolations(page);
  // The first day with free times is the calendar's stop in the tab order; the day after it has its
  // first time hours ahead, so the time cannot pass while the journey runs.
  await tabTo(page, page.locator('.calendar__day[tabindex="0"]'));
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  const time = page.getByLabel('Uhrzeit');
  await tabTo(page, time);
  await page.keyboard.press('ArrowDown');
  await expect(time).not.toHaveValue('');
  // Choosing the time chooses the appointment: 'Nächster Schritt' no longer waits for 'Speichern'.
  await expect(page.getByText(/^Gewählter Termin: /)).toBeVisible();
  await expect(next).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Speichern' })).toBeEnabled();
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, testInfo, 'breakfast-appointment');
  await pressOn(page, next);

  await expect(page).toHaveURL(/\/fruehstuecksanfrage\/personenanzahl$/);
  await pressOn(page, page.getByRole('button', { name: 'Erwachsene: eine Person mehr' }));
  await page.keyboard.press('Enter');
  await pressOn(page, page.getByRole('button', { name: 'Kinder bis 12 Jahre: eine Person mehr' }));
  await expect(page.getByLabel('Erwachsene', { exact: true })).toHaveValue('2');
  await expect(page.getByLabel('Kinder bis 12 Jahre', { exact: true })).toHaveValue('1');
  await expectNoSeriousA11yViolations(page);

  // Mid-way the page reloads: the form comes back from session storage, and so does the time the guest
  // opened it. A person needs more than the spam guard's 3 s for the steps so far; the rest after the
  // reload takes a robot's second, which must not make the request look like a robot's.
  await page.clock.fastForward(3_000);
  await page.reload();
  await expect(page.getByLabel('Erwachsene', { exact: true })).toHaveValue('2');
  await expect(page.getByLabel('Kinder bis 12 Jahre', { exact: true })).toHaveValue('1');
  await pressOn(page, next);

  await expect(page).toHaveURL(/\/fruehstuecksart$/);
  await expect(next).toBeDisabled();
  if (isPhone) {
    // Phones get a dropdown per person; typing a letter picks the first variant starting with it.
    for (const [label, letter] of [
      ['Person 1 (Erwachsene)', 'W'],
      ['Person 2 (Erwachsene)', 'W'],
      ['Person 1 (Kinder bis 12 Jahre)', 'K'],
    ] as const) {
      await tabTo(page, page.getByLabel(label));
      await page.keyboard.press(letter);
    }
    await expect(page.getByLabel('Person 1 (Kinder bis 12 Jahre)')).toHaveValue('Kinderfrühstück');
  } else {
    const person = (label: string) => page.getByRole('group', { name: label });
    // Space picks the first variant; in a radio group the arrow keys move to the next one and pick it.
    await tabTo(page, person('Person 1 (Erwachsene)').getByRole('radio').first());
    await page.keyboard.press('Space');
    await tabTo(page, person('Person 2 (Erwachsene)').getByRole('radio').first());
    await page.keyboard.press('Space');
    await tabTo(page, person('Person 1 (Kinder bis 12 Jahre)').getByRole('radio').first());
    await page.keyboard.press('ArrowLeft');
    await expect(
      person('Person 1 (Kinder bis 12 Jahre)').getByRole('radio', { name: 'Kinderfrühstück' }),
    ).toBeChecked();
  }
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, testInfo, 'breakfast-variants');
  await pressOn(page, next);

  await expect(page).toHaveURL(/\/zusammenfassung$/);
  await expect(page.getByRole('heading', { name: 'Frühstücksreservierung' })).toBeVisible();
  await expect(page.getByText('2 x Erwachsene')).toBeVisible();
  await expect(page.getByText('1 x Kinder bis 12 Jahre')).toBeVisible();
  await expect(page.getByText(/\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} Uhr/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await pressOn(page, next);

  await expect(page).toHaveURL(/\/daten$/);
  const submit = page.getByRole('button', { name: 'Frühstück reservieren' });
  await expect(submit).toBeDisabled();
  await tabTo(page, page.getByLabel('Name'));
  await page.keyboard.type('Hanna Gast');
  await page.keyboard.press('Tab');
  await page.keyboard.type('+43 664 1234567');
  await page.keyboard.press('Tab');
  await page.keyboard.type(guest);
  await page.keyboard.press('Tab');
  await page.keyboard.type('Ein Kinderstuhl bitte.');
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, testInfo, 'breakfast-data');
  // The send is held back a moment: while it is on its way the button waits and is disabled, so it goes once.
  const posts = await holdFormPosts(page, '**/custom/breakfast-forms');
  await pressOn(page, submit);
  const waiting = page.getByRole('button', { name: 'Bitte warten...' });
  await expect(waiting).toBeDisabled();
  posts.release();

  await expect(page.getByText('Vielen Dank für Ihre Anfrage!')).toBeVisible();
  // The thank-you replaces the whole page: it carries its heading and a way on.
  await expect(page.getByRole('heading', { level: 1, name: 'Anfrage gesendet' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Zur Startseite', exact: true })).toHaveAttribute('href', '/');
  expect(posts.count()).toBe(1);
  await expectNoSeriousA11yViolations(page);
  // Reset after success: the next visit starts afresh.
  expect(await page.evaluate(() => window.sessionStorage.getItem('breakfast'))).toBeNull();
  await expect
    .poll(async () => (await mailsTo(guest)).map((mail) => mail.subject))
    .toEqual(['Ihre Frühstücksanfrage bei Café Tischlein']);

  await signInAsAdmin(page);
  await page
    .getByRole('link', { name: /^Anfragen/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Anfragen' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('row').filter({ hasText: 'Hanna Gast' }).first().getByRole('link').click();
  await page.getByLabel('Nachricht an den Gast').fill('Wir freuen uns auf Sie!');
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, testInfo, 'request-detail');
  await page.getByRole('button', { name: 'Bestätigen' }).click();
  await expect(page.locator('.bo-page__head').getByText('Bestätigt')).toBeVisible();
  await expect(page.getByText(/Bestätigt · /)).toBeVisible();
  await expect
    .poll(async () => (await mailsTo(guest)).map((mail) => mail.subject))
    .toContain('Ihre Frühstücksanfrage wurde bestätigt');
  const answer = (await mailsTo(guest)).find((mail) => mail.subject.endsWith('bestätigt'));
  expect(answer?.text).toContain('Wir freuen uns auf Sie!');
});

test(
  'a guest sends the contact form, staff answer it, and the mail arrives',
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    const guest = `kontakt-${testInfo.project.name}-${Date.now()}@gast.example`;
    await page.goto('/ueber-uns');
    // Typed into the server's HTML before hydration, a field came back empty (CI: the phone number).
    await untilReactRuns(page);
    const form = page.locator('.contact-section');
    // Sent empty (Enter in a field), each field says what is missing, in words a screen reader reads with it.
    await form.getByLabel('Name').press('Enter');
    await expect(form.getByLabel('Name')).toHaveAccessibleDescription(
      'Dieser Wert ist zu kurz. Er muss mindestens 2 Zeichen lang sein.',
    );
    await expect(form.getByLabel('Telefonnummer')).toHaveAccessibleDescription(
      'Dieser Wert ist zu kurz. Er muss mindestens 6 Zeichen lang sein.',
    );
    await expect(form.getByLabel('Mailadresse')).toHaveAccessibleDescription(
      'Bitte geben Sie eine gültige E-Mail-Adresse an.',
    );
    await form.getByLabel('Name').fill('Karl Kontakt');
    await form.getByLabel('Telefonnummer').fill('0664 7654321');
    await form.getByLabel('Mailadresse').fill(guest);
    await form.getByLabel('Nachricht').fill('Jause für zwölf Personen?');
    await expect(form.getByText('Bitte geben Sie eine gültige E-Mail-Adresse an.')).toHaveCount(0);
    await form.getByRole('button', { name: 'Datum wählen' }).click();
    const calendar = page.getByRole('dialog', { name: 'Wunschtermin' });
    await calendar.locator('.calendar__day[tabindex="0"]').press('Enter');
    await expect(form.getByRole('button', { name: /, 08:30 Uhr$/ })).toBeVisible();
    await expect(form.getByRole('checkbox', { name: 'Standardbrettle mit Wurst' })).toBeChecked();
    await form.getByRole('checkbox', { name: 'Vegetarisches Brettle' }).check();
    await expect(form.getByLabel('Anzahl Vegetarisches Brettle')).toHaveValue('1');
    await expectNoSeriousA11yViolations(page);
    // People need a few seconds for a form; the server refuses sends faster than that as a bot's. On the
    // page's clock (installed before the visit) this send never reached the server: still real seconds.
    await page.waitForTimeout(3_000);
    const sent = page.waitForResponse('**/custom/forms');
    const posts = await holdFormPosts(page, '**/custom/forms');
    await form.getByRole('button', { name: 'Anfrage senden' }).click();
    const waiting = form.getByRole('button', { name: 'Bitte warten...' });
    await expect(waiting).toBeDisabled();
    posts.release();
    expect((await sent).status()).toBe(201);
    expect(posts.count()).toBe(1);
    await expect(page.getByText(/Ihre Kontaktanfrage wurde erfolgreich abgeschickt/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await expect.poll(async () => (await mailsTo(guest)).length).toBe(1);

    await signInAsAdmin(page);
    await page.goto('/backend/requests?kind=contact');
    await page.getByRole('row').filter({ hasText: 'Karl Kontakt' }).first().getByRole('link').click();
    await expect(
      page.getByText('2 x Standardbrettle mit Wurst').or(page.getByText('1 x Standardbrettle mit Wurst')),
    ).toBeVisible();
    await page.getByLabel('Interne Notiz').fill('Rückruf am Montag');
    await page.getByRole('button', { name: 'Notiz speichern' }).click();
    await expect(page.getByText('Notiz gespeichert.')).toBeVisible();
    await page.getByRole('button', { name: 'Bestätigen' }).click();
    await expect
      .poll(async () => (await mailsTo(guest)).map((mail) => mail.subject))
      .toContain('Ihre Kontaktanfrage wurde bestätigt');
  },
);

test('a guest who types before the page is ready keeps every field', { tag: '@phone' }, async ({ page }) => {
  // A slow phone: the app's script arrives after the guest has started on the server's form.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/app-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/ueber-uns', { waitUntil: 'commit' });
  const form = page.locator('.contact-section');
  await form.getByLabel('Name').fill('Frieda Früh');
  await form.getByLabel('Telefonnummer').fill('0664 1234567');
  await form.getByLabel('Mailadresse').fill('frieda@gast.example');
  release();
  await untilReactRuns(page);
  // Typing on makes the whole form render again, with what React holds for each field.
  await form.getByLabel('Nachricht').fill('Sonntag früh?');
  await expect(form.getByLabel('Name')).toHaveValue('Frieda Früh');
  await expect(form.getByLabel('Telefonnummer')).toHaveValue('0664 1234567');
  await expect(form.getByLabel('Mailadresse')).toHaveValue('frieda@gast.example');
  await expect(form.getByRole('button', { name: 'Anfrage senden' })).toHaveAttribute(
    'aria-disabled',
    'false',
  );
});

test(
  'the contact button on the start page lists the ways to reach the shop',
  { tag: '@phone' },
  async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Kontakt' });
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Abbrechen' })).toHaveAttribute('aria-expanded', 'true');
    // The footer has a directions link of its own: the menu's links are read inside the menu.
    const menu = page.getByRole('list', { name: 'Kontakt' });
    await expect(menu.getByRole('link', { name: 'Frühstück buchen' })).toHaveAttribute(
      'href',
      '/fruehstueck-buchen',
    );
    await expect(menu.getByRole('link', { name: 'E-Mail senden' })).toHaveAttribute('href', /^mailto:/);
    await expect(menu.getByRole('link', { name: 'Anrufen' })).toHaveAttribute('href', /^tel:/);
    await expect(menu.getByRole('link', { name: 'Route berechnen' })).toHaveAttribute('href', /maps/);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Abbrechen' }).click();
    await expect(page.getByRole('link', { name: 'Frühstück buchen' })).toBeHidden();
  },
);

test(
  'a new request reaches the open inbox live, is counted in the navigation, and the filters find it',
  { tag: '@desktop' },
  async ({ page, request }, testInfo) => {
    const guest = `Lena Live ${testInfo.project.name} ${Date.now()}`;
    const email = `live-${testInfo.project.name}-${Date.now()}@gast.example`;
    // Without an appointment the day filter goes by the day the request arrived: today in Vienna.
    const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Vienna' }).format(new Date());
    const newCount = async () => {
      const [label] = await page.locator('.bo-nav__count .visually-hidden').allTextContents();
      return Number(label?.match(/\d+/)?.[0] ?? 0);
    };

    await signInAsAdmin(page);
    // The navigation's count as the server gave it (no badge at all means none new).
    const counted = page.waitForResponse((response) => response.url().endsWith('/api/requests/count'));
    await page.goto('/backend/requests');
    await expect(page.getByRole('heading', { level: 1, name: 'Anfragen' })).toBeVisible();
    await expect(page.getByRole('table').or(page.getByText('Keine Anfragen gefunden.'))).toBeVisible();
    const before = ((await (await counted).json()) as { data: { new: number } }).data.new;
    await expect.poll(newCount).toBe(before);
    const rowOfGuest = page.getByRole('row').filter({ hasText: guest });
    await expect(rowOfGuest).toHaveCount(0);

    // The guest writes from a browser of their own; staff neither reload nor click.
    const sent = await request.post('/custom/forms', {
      data: {
        name: guest,
        phone: '0664 1112223',
        email,
        comment: 'Geht ein Tisch für acht?',
        date: null,
        website: '',
        fillMs: 20_000,
      },
    });
    expect(sent.status()).toBe(201);
    await expect(rowOfGuest).toBeVisible();
    await expect(rowOfGuest).toContainText('Neu');
    await expect.poll(newCount).toBe(before + 1);

    const filters = page.getByRole('search', { name: 'Filter' });
    await filters.getByLabel('Status').selectOption({ label: 'Neu' });
    await filters.getByLabel('Art').selectOption({ label: 'Kontakt' });
    await filters.getByLabel('Datum').fill(today);
    await expect(rowOfGuest).toBeVisible();
    await filters.getByLabel('Status').selectOption({ label: 'Bestätigt' });
    await expect(rowOfGuest).toHaveCount(0);
    await filters.getByLabel('Status').selectOption({ label: 'Neu' });
    await filters.getByLabel('Art').selectOption({ label: 'Frühstück' });
    await expect(rowOfGuest).toHaveCount(0);
    await filters.getByLabel('Art').selectOption({ label: 'Alle' });
    await expect(rowOfGuest).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await rowOfGuest.getByRole('link').click();
    await page.getByLabel('Nachricht an den Gast').fill('Leider sind wir an dem Abend geschlossen.');
    await page.getByRole('button', { name: 'Ablehnen' }).click();
    await expect(page.locator('.bo-page__head').getByText('Abgelehnt')).toBeVisible();
    await expect.poll(newCount).toBe(before);
    await expect
      .poll(async () => (await mailsTo(email)).map((mail) => mail.subject))
      .toContain('Ihre Kontaktanfrage wurde abgelehnt');
    const answer = (await mailsTo(email)).find((mail) => mail.subject.endsWith('abgelehnt'));
    expect(answer?.text).toContain('Leider sind wir an dem Abend geschlossen.');

    await page.goto(`/backend/requests?status=declined&date=${today}`);
    await expect(rowOfGuest).toBeVisible();
    await expect(rowOfGuest).toContainText('Abgelehnt');
  },
);
