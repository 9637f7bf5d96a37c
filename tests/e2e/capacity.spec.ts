import { expect, request as apiRequest, test, type APIRequestContext } from './support/test.js';
import {
  addDays,
  viennaInstant,
  viennaParts,
  weekdayOf,
} from '../../src/domain/opening-hours/vienna-time.js';
import { E2E_ADMIN } from './support/admin.js';
import { signInAsAdmin } from './support/admin-sign-in.js';
import { addToCart, goToCheckout, ORDER_BUTTON } from './support/cart.js';
import {
  acceptCookiesBeforehand,
  newsSeenBeforehand,
  expectNoSeriousA11yViolations,
  openPage,
  screenshot,
} from './support/storefront.js';

// Both journeys change Dornbirn's capacity and pause, so they run once, in the desktop project, and leave
// the branch as they found it.

/** A Friday one to two weeks ahead: the guest's browser lives there, the server takes it as a pre-order. */
function comingFriday(): string {
  const today = viennaParts(new Date()).date;
  for (let offset = 1; offset <= 14; offset += 1) {
    const date = addDays(today, offset);
    if (weekdayOf(date) === 'friday' && !['12-24', '12-25', '12-26', '01-01'].includes(date.slice(5)))
      return date;
  }
  throw new Error('No Friday ahead');
}

async function signedInApi(baseURL: string | undefined) {
  const api = await apiRequest.newContext({ baseURL });
  const login = await api.post('/api/auth/login', { data: E2E_ADMIN });
  expect(login.ok()).toBe(true);
  const { csrfToken } = ((await login.json()) as { data: { csrfToken: string } }).data;
  const branches = (
    (await (await api.get('/api/branches')).json()) as { data: { id: number; identifier: string }[] }
  ).data;
  const dornbirn = branches.find((entry) => entry.identifier === 'dornbirn')!.id;
  const headers = { 'X-CSRF-Token': csrfToken };
  const setCapacity = async (settings: unknown) => {
    const answer = await api.put(`/api/branches/${dornbirn}/capacity`, { data: settings, headers });
    expect(answer.ok(), await answer.text()).toBe(true);
  };
  return { api, dornbirn, headers, setCapacity };
}

/** A takeaway order of one Kaisersemmel at Dornbirn for `appointment`, as another guest placed it. */
async function orderFor(api: APIRequestContext, dornbirn: number, appointment: Date): Promise<void> {
  const products = (
    (await (await api.get('/api/products')).json()) as { data: { id: number; uid: string }[] }
  ).data;
  const semmel = products.find((product) => product.uid === 'kaisersemmel')!;
  const answer = await api.post('/api/orders', {
    headers: { 'Idempotency-Key': crypto.randomUUID() },
    data: {
      branch: dornbirn,
      isDelivery: false,
      isDineIn: false,
      items: [{ productId: semmel.id, amount: 1, unit: 'piece', parts: {} }],
      firstName: 'Bea',
      lastName: 'Gast',
      email: 'bea@example.at',
      paymentMethod: 'cash',
      legalInstructions: true,
      privacyPolicy: true,
      appointmentDate: appointment.toISOString(),
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
}

test('a guest at 12:10 sees 12:15 booked out and gets 12:30', async ({ page, baseURL }, testInfo) => {
  const friday = comingFriday();
  const { api, dornbirn, setCapacity } = await signedInApi(baseURL);
  await setCapacity({ isEnabled: true, slotMinutes: 15, rules: [{ channel: 'takeaway', maxOrders: 1 }] });
  try {
    await orderFor(api, dornbirn, viennaInstant(friday, '12:05'));
    await orderFor(api, dornbirn, viennaInstant(friday, '12:15'));

    await page.clock.setFixedTime(viennaInstant(friday, '12:10'));
    await acceptCookiesBeforehand(page, baseURL);
    await openPage(page, '/store/dornbirn');
    await newsSeenBeforehand(page);
    await addToCart(page, 'Kaisersemmel');
    await goToCheckout(page);

    // "So bald wie möglich" would be the 12:00 slot, then 12:15: both are full, so it says 12:30.
    await expect(
      page.getByText('Früher ist unsere Küche ausgebucht – Ihre Bestellung ist um 12:30 Uhr fertig.'),
    ).toBeVisible();
    await screenshot(page, testInfo, 'checkout-capacity-asap-moved');

    await page.getByRole('radio', { name: 'Wunschtermin wählen' }).check();
    const time = page.getByRole('combobox', { name: 'Uhrzeit' });
    await expect(time.getByRole('option', { name: '12:15 Uhr – ausgebucht' })).toBeDisabled();
    await expect(time.getByRole('option', { name: '12:25 Uhr – ausgebucht' })).toBeDisabled();
    await expect(time.getByRole('option', { name: '12:30 Uhr', exact: true })).toBeEnabled();
    await expect(time.locator('option:checked')).toHaveText('12:30 Uhr');
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, testInfo, 'checkout-capacity-booked-out');

    await page.getByRole('radio', { name: 'So bald wie möglich' }).check();
    await page.getByRole('textbox', { name: /^Vorname/ }).fill('Anna');
    await page.getByRole('textbox', { name: /^Nachname/ }).fill('Huber');
    await page.getByRole('textbox', { name: /^E-Mail-Adresse/ }).fill('anna.huber@example.at');
    await page.getByRole('checkbox', { name: /Allgemeinen Geschäftsbedingungen/ }).check();
    await page.getByRole('checkbox', { name: /Datenschutzerklärung gelesen/ }).check();
    const placed = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/orders');
    await page.getByRole('button', { name: ORDER_BUTTON }).click();
    const answer = await placed;
    expect(answer.status(), await answer.text()).toBe(201);
    const order = ((await answer.json()) as { data: { appointment: string } }).data;
    expect(new Date(order.appointment)).toEqual(viennaInstant(friday, '12:30'));
  } finally {
    await setCapacity({ isEnabled: false });
    await api.dispose();
  }
});

test('staff pause online orders on the board and the storefront shows it within 2 s', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  const { api, dornbirn, headers, setCapacity } = await signedInApi(baseURL);
  await setCapacity({
    isEnabled: true,
    slotMinutes: 15,
    rules: [{ channel: 'all', maxOrders: 6, maxMinutes: 90 }],
  });
  const issued = await api.post(`/api/branches/${dornbirn}/api-keys/frontdesk`, { data: {}, headers });
  const { apiKey } = ((await issued.json()) as { data: { apiKey: string } }).data;
  const guestContext = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  try {
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.goto(`/frontdesk/${dornbirn}/${encodeURIComponent(apiKey)}`);
    const strip = page.getByRole('list', { name: 'Nächste Zeitfenster' });
    await expect(strip.getByRole('listitem')).toHaveCount(4);
    await expect(strip.getByRole('listitem').first()).toContainText('frei: 6');

    const guest = await guestContext.newPage();
    // The page follows the branch's status on its event stream and stops asking every second.
    const asked = { polls: 0, streams: 0 };
    guest.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path === `/api/branches/${dornbirn}/ordering-status`) asked.polls += 1;
      if (path === `/api/branches/${dornbirn}/ordering-status/events`) asked.streams += 1;
    });
    await acceptCookiesBeforehand(guest, baseURL);
    await openPage(guest, '/store/dornbirn');
    await newsSeenBeforehand(guest);
    await expect(guest.getByText(/Online-Bestellungen sind gerade pausiert/)).toHaveCount(0);

    const pause = page.getByRole('group', { name: 'Online-Bestellungen pausieren' });
    const changed = page.waitForResponse((response) => response.url().endsWith('/ordering-state'));
    await pause.getByRole('button', { name: '30 Min.' }).click();
    const answer = await changed;
    const resumesAt = ((await answer.json()) as { data: { resumesAt: string } }).data.resumesAt;
    const since = Date.now();
    const notice = guest.getByText(
      `Online-Bestellungen sind gerade pausiert. Ab ${viennaParts(new Date(resumesAt)).time} Uhr nehmen wir wieder Bestellungen an.`,
    );
    await expect(notice).toBeVisible({ timeout: 2_000 });
    testInfo.annotations.push({ type: 'pause seen after', description: `${Date.now() - since} ms` });
    await expect(page.getByText(`Pausiert bis ${viennaParts(new Date(resumesAt)).time} Uhr`)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, testInfo, 'board-kitchen-strip-paused');
    await expectNoSeriousA11yViolations(guest);
    await screenshot(guest, testInfo, 'storefront-paused');

    await page.getByRole('button', { name: 'Online-Bestellungen fortsetzen' }).click();
    await expect(notice).toHaveCount(0, { timeout: 2_000 });
    expect(asked.streams).toBe(1);
    expect(asked.polls).toBeLessThanOrEqual(2);
  } finally {
    await guestContext.close();
    await setCapacity({ isEnabled: false });
    await api.dispose();
  }
});

test("an administrator sets the kitchen's capacity and 'Viel los' on the branch's page, and a product's make time", async ({
  page,
  baseURL,
}, testInfo) => {
  const { api, dornbirn, headers, setCapacity } = await signedInApi(baseURL);
  const products = (
    (await (await api.get('/api/products')).json()) as { data: { id: number; uid: string }[] }
  ).data;
  const semmel = products.find((product) => product.uid === 'kaisersemmel')!.id;
  const makeMinutes = async () =>
    ((await (await api.get(`/api/products/${semmel}`)).json()) as { data: { makeMinutes: number | null } })
      .data.makeMinutes;
  try {
    await signInAsAdmin(page);
    await page.goto(`/backend/branches/${dornbirn}`);
    const panel = page.getByRole('region', { name: 'Kapazität' });
    await panel.getByRole('checkbox', { name: 'Kapazität begrenzen' }).check();
    await panel.getByRole('button', { name: 'Regel hinzufügen' }).click();
    const rule = panel.getByRole('group', { name: 'Regel 1' });
    await rule.getByRole('combobox', { name: 'Bestellart' }).selectOption({ label: 'Takeaway' });
    await rule.getByRole('spinbutton', { name: 'Höchstens Bestellungen' }).fill('4');
    await rule.getByRole('spinbutton', { name: '+ Bestellungen je Person' }).fill('2');
    await rule.getByRole('checkbox', { name: 'Fr' }).check();
    await rule.getByLabel('Von').fill('11:00');
    await rule.getByLabel('Bis').fill('14:00');
    await panel.getByRole('button', { name: 'Kapazität speichern' }).click();
    await expect(panel.getByText('Gespeichert.')).toBeVisible();
    const saved = (await (await api.get(`/api/branches/${dornbirn}/capacity`)).json()) as {
      data: { settings: { isEnabled: boolean; rules: unknown[] } };
    };
    expect(saved.data.settings.isEnabled).toBe(true);
    expect(saved.data.settings.rules).toEqual([
      expect.objectContaining({
        channel: 'takeaway',
        maxOrders: 4,
        ordersPerPerson: 2,
        weekdays: ['friday'],
        from: '11:00',
        to: '14:00',
      }),
    ]);

    await panel.getByRole('group', { name: 'Viel los' }).getByRole('button', { name: '+15 Min.' }).click();
    await expect(panel.getByText('Vorlaufzeit +15 Min.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await panel.screenshot({ path: testInfo.outputPath('capacity-form.png') });
    await screenshot(page, testInfo, 'backoffice-capacity-form');
    await panel.getByRole('group', { name: 'Viel los' }).getByRole('button', { name: 'Normal' }).click();
    await expect(panel.getByText('Vorlaufzeit +15 Min.')).toHaveCount(0);

    // The kitchen's minutes for one Kaisersemmel, on the product's own form; empty takes its category's.
    await page.goto(`/backend/products/${semmel}`);
    const minutes = page.getByRole('textbox', { name: 'Zubereitungszeit je Stück (Minuten)' });
    await expect(minutes).toHaveValue('');
    await expect(minutes).toHaveAccessibleDescription(/Leer: Es gilt die Zubereitungszeit der Kategorie/);
    await minutes.fill('300');
    await page.getByRole('button', { name: 'Speichern', exact: true }).click();
    await expect(minutes).toHaveAccessibleDescription(/Bitte geben Sie 0 bis 240 Minuten an\./);
    expect(await makeMinutes()).toBeNull();
    await minutes.fill('4');
    await page.getByRole('button', { name: 'Speichern', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Produkt wurde gespeichert.' })).toBeVisible();
    expect(await makeMinutes()).toBe(4);
    await page.reload();
    await expect(minutes).toHaveValue('4');
    await expect(minutes).not.toHaveAccessibleDescription(/Bitte geben Sie/);
  } finally {
    await setCapacity({ isEnabled: false });
    const product = ((await (await api.get(`/api/products/${semmel}`)).json()) as { data: object }).data;
    const restored = await api.put(`/api/products/${semmel}`, {
      data: { ...product, makeMinutes: null },
      headers,
    });
    expect(restored.ok(), await restored.text()).toBe(true);
    await api.dispose();
  }
});
