import { randomUUID } from 'node:crypto';
import { expect, request as apiRequest, test, type Page } from './support/test.js';
import { E2E_ADMIN } from './support/admin.js';
import {
  acceptCookiesBeforehand,
  newsSeenBeforehand,
  expectNoSeriousA11yViolations,
  screenshot,
} from './support/storefront.js';

type Placed = { id: number; uid: string; hash: string };
type InitEntry = { url: string; data: { id: number; identifier?: string; name?: string; unit?: string }[] };

/** A guest's takeaway order at Dornbirn, placed from the guest's own browser. */
async function placeOrder(page: Page): Promise<Placed> {
  const init = (await (await page.request.get('/api/init')).json()) as { data: InitEntry[] };
  const entries = (url: string) => init.data.find((entry) => entry.url === url)?.data ?? [];
  const branch = entries('/api/branches').find((entry) => entry.identifier === 'dornbirn');
  const product = entries('/api/products').find((entry) => entry.name === 'Sachertorte (Stück)');
  if (branch === undefined || product === undefined) throw new Error('demo data without the Sachertorte');
  const response = await page.request.post('/api/orders', {
    headers: { 'idempotency-key': randomUUID() },
    data: {
      branch: branch.id,
      isDelivery: false,
      isDineIn: false,
      items: [{ productId: product.id, amount: 1, unit: product.unit, parts: {} }],
      firstName: 'Anna',
      lastName: 'Huber',
      email: 'anna.huber@example.at',
      phone: '+43 664 1234567',
      paymentMethod: 'cash',
      legalInstructions: true,
      privacyPolicy: true,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: Placed }).data;
}

/** Staff at the counter confirm the order; answers when the server has stored it. */
async function staffConfirms(baseURL: string | undefined, orderId: number): Promise<void> {
  const api = await apiRequest.newContext({ baseURL });
  const login = await api.post('/api/auth/login', { data: E2E_ADMIN });
  const { csrfToken } = ((await login.json()) as { data: { csrfToken: string } }).data;
  const confirmed = await api.post(`/api/orders/${orderId}/status/confirm`, {
    data: {},
    headers: { 'X-CSRF-Token': csrfToken },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  await api.dispose();
}

const isPoll = (url: string, order: Placed) =>
  new URL(url).pathname === `/api/orders/public/${order.uid}/${order.hash}`;

function currentStep(page: Page) {
  return page.getByRole('region', { name: 'Verlauf Ihrer Bestellung' }).locator('[aria-current="step"]');
}

test.describe('the live order status', () => {
  test.beforeEach(async ({ page, baseURL }) => {
    await acceptCookiesBeforehand(page, baseURL);
    await newsSeenBeforehand(page);
  });

  test('shows the confirmation within a second, without waiting for the poll', async ({
    page,
    baseURL,
  }, testInfo) => {
    const order = await placeOrder(page);
    const stream = page.waitForResponse((response) => response.url().endsWith('/events'));
    await page.goto(`/status/${order.uid}/${order.hash}`);
    expect((await stream).status()).toBe(200);
    await expect(currentStep(page)).toContainText('Warten auf Bestätigung');
    // The page has its answer from the stream; a poll from now on would be the fallback running.
    const polls: string[] = [];
    page.on('request', (request) => {
      if (isPoll(request.url(), order)) polls.push(request.url());
    });

    await staffConfirms(baseURL, order.id);
    const confirmedAt = Date.now();
    await expect(currentStep(page)).toContainText('Bestätigt – Ihre Bestellung wird zubereitet', {
      timeout: 1_000,
    });
    expect(Date.now() - confirmedAt).toBeLessThan(1_000);
    expect(polls).toEqual([]);

    // The shop sends push and the storefront's worker runs: the guest may ask to be told, by a tap.
    await page.waitForFunction(
      async () => (await navigator.serviceWorker.getRegistration('/')) !== undefined,
    );
    const notify = page.getByRole('button', { name: 'Benachrichtigen, wenn sich der Status ändert' });
    await expect(notify).toBeVisible();
    expect(await page.evaluate(() => Notification.permission)).toBe('default');
    await notify.focus();
    await expect(notify).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, testInfo, 'live-status-push');
  });

  test('falls back to the 10 s poll when the stream is refused', async ({ page, baseURL }) => {
    test.setTimeout(60_000);
    const order = await placeOrder(page);
    await page.route('**/events', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ errors: [{ message: 'ausgelastet' }] }),
      }),
    );
    await page.goto(`/status/${order.uid}/${order.hash}`);
    await expect(currentStep(page)).toContainText('Warten auf Bestätigung');
    await staffConfirms(baseURL, order.id);
    await expect(currentStep(page)).toContainText('Bestätigt – Ihre Bestellung wird zubereitet', {
      timeout: 12_000,
    });
  });
});
