import { expect, test, type APIRequestContext, type Page } from './support/test.js';
import { addToCart, goToCheckout, ORDER_BUTTON } from './support/cart.js';
import { fakeMollieURL } from './support/fake-providers.js';
import {
  acceptCookiesBeforehand,
  newsSeenBeforehand,
  expectNoSeriousA11yViolations,
  screenshot,
} from './support/storefront.js';

// Dornbirn offers Mollie in the demo data; the browser suite's server pays at the fake Mollie
// (playwright.config.ts), whose hosted page offers 'Bezahlen', 'Abbrechen' and 'Zahlung ablehnen'.
// The real clock is kept: the server judges the order by its own, and Dornbirn takes pre-orders.
const ONLINE = 'Online bezahlen (Kreditkarte, EPS, PayPal …)';
const PAYMENT_FAILED =
  'Leider ist Ihre Zahlung fehlgeschlagen. Bitte überprüfen Sie Ihre Daten und versuchen Sie es erneut.';

/** The fake's controls (tests/support/fake-provider-server.ts), called as the bank or Mollie would act. */
function fakeMollie(request: APIRequestContext) {
  const post = async (path: string, data: unknown = {}) => {
    const answer = await request.post(`${fakeMollieURL()}/_test${path}`, { data });
    expect(answer.ok(), `${path}: ${await answer.text()}`).toBe(true);
    return answer.json() as Promise<unknown>;
  };
  return {
    reset: () => post('/reset'),
    holdWebhooks: () => post('/webhooks/hold'),
    releaseWebhooks: () => post('/webhooks/release') as Promise<{ status?: number }[]>,
    setStatus: (id: string, status: string) => post(`/payments/${id}/status`, { status }),
    sendWebhook: (id: string) => post(`/payments/${id}/webhook`),
  };
}

/** Contact details (kept for this tab after the first time), the legal checkboxes and Mollie. */
async function fillOnlineTakeaway(page: Page): Promise<void> {
  const firstName = page.getByRole('textbox', { name: /^Vorname/ });
  if ((await firstName.inputValue()) === '') {
    await firstName.fill('Anna');
    await page.getByRole('textbox', { name: /^Nachname/ }).fill('Huber');
    await page.getByRole('textbox', { name: /^E-Mail-Adresse/ }).fill('anna.huber@example.at');
  }
  await page.getByRole('checkbox', { name: /Allgemeinen Geschäftsbedingungen/ }).check();
  await page.getByRole('checkbox', { name: /Datenschutzerklärung gelesen/ }).check();
  await page.getByRole('radio', { name: ONLINE }).check();
}

/** Sends the order and follows the redirect to the fake's hosted page; resolves with the payment id. */
async function sendToMollie(page: Page): Promise<string> {
  await page.getByRole('button', { name: ORDER_BUTTON }).click();
  await expect(page).toHaveURL(new RegExp(`^${fakeMollieURL()}/checkout/tr_\\w+$`));
  await expect(page.getByRole('heading', { name: 'Testzahlung (Mollie)', level: 1 })).toBeVisible();
  await expect(page.getByText('Betrag: € 4,80')).toBeVisible();
  return new URL(page.url()).pathname.split('/').pop() ?? '';
}

async function orderSachertorteOnline(page: Page): Promise<string> {
  await page.goto('/store/dornbirn');
  await addToCart(page, 'Sachertorte (Stück)');
  await goToCheckout(page);
  await fillOnlineTakeaway(page);
  return sendToMollie(page);
}

test.describe('a guest paying online with Mollie', () => {
  test.beforeEach(async ({ page, baseURL }) => {
    await acceptCookiesBeforehand(page, baseURL);
    await newsSeenBeforehand(page);
    await fakeMollie(page.request).reset();
  });

  test('pays, returns before the webhook and sees the order waiting for the branch', async ({
    page,
  }, testInfo) => {
    const mollie = fakeMollie(page.request);
    // The webhook is held until the guest is back: the return alone must tell that the order is paid.
    await mollie.holdWebhooks();
    await orderSachertorteOnline(page);
    await page.getByRole('button', { name: 'Bezahlen' }).click();

    await expect(page).toHaveURL(/\/status\/[^/]+\/[^/]+$/);
    await expect(
      page.getByRole('heading', { name: 'Vielen Dank für Ihre Bestellung!', level: 1 }),
    ).toBeVisible();
    await expect(page.getByText(/^Ihre Bestellnummer \d+$/)).toBeVisible();
    const timeline = page.getByRole('region', { name: 'Verlauf Ihrer Bestellung' });
    await expect(timeline.getByRole('listitem').first()).toContainText('Zahlung eingegangen (erledigt)');
    await expect(timeline.locator('[aria-current="step"]')).toContainText('Warten auf Bestätigung');
    await expect(page.getByText(/fehlgeschlagen/)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, testInfo, 'online-payment-paid');

    // The late webhook is answered and changes nothing the guest sees.
    const deliveries = await mollie.releaseWebhooks();
    expect(deliveries.map((delivery) => delivery.status)).toEqual([200]);
    await page.reload();
    await expect(timeline.locator('[aria-current="step"]')).toContainText('Warten auf Bestätigung');
    await expect(page.getByText(/fehlgeschlagen/)).toHaveCount(0);

    // Paid, so the cart is empty again.
    await page.goto('/store/dornbirn');
    await expect(page.getByRole('region', { name: 'Warenkorb' })).toContainText(
      'Keine Produkte im Warenkorb',
    );
  });

  test('returns while the bank still decides and sees the payment being checked until it arrives', async ({
    page,
  }) => {
    const mollie = fakeMollie(page.request);
    const paymentId = await orderSachertorteOnline(page);
    // A bank transfer or a 3-D Secure check in progress: Mollie says 'pending' when the guest is back.
    await mollie.setStatus(paymentId, 'pending');
    await page.getByRole('button', { name: 'Bezahlen' }).click();

    await expect(page).toHaveURL(/\/status\/[^/]+\/[^/]+$/);
    await expect(
      page.getByRole('heading', { name: 'Vielen Dank für Ihre Bestellung!', level: 1 }),
    ).toBeVisible();
    const current = page
      .getByRole('region', { name: 'Verlauf Ihrer Bestellung' })
      .locator('[aria-current="step"]');
    await expect(current).toContainText('Warten auf Zahlungseingang');
    await expect(current).toContainText(
      'Ihre Zahlung wird geprüft. Das kann einen Moment dauern – Sie müssen nichts weiter tun.',
    );
    await expect(page.getByText(/fehlgeschlagen/)).toHaveCount(0);

    // The money arrives and Mollie calls the webhook; the page's next poll shows it.
    await mollie.setStatus(paymentId, 'paid');
    await mollie.sendWebhook(paymentId);
    await expect(current).toContainText('Warten auf Bestätigung', { timeout: 20_000 });
    await expect(page.getByText(/fehlgeschlagen/)).toHaveCount(0);
  });

  test('is refused or cancels at Mollie and comes back to the checkout with the cart', async ({
    page,
  }, testInfo) => {
    await orderSachertorteOnline(page);
    await page.getByRole('button', { name: 'Zahlung ablehnen' }).click();

    await expect(page).toHaveURL(/\/store\/dornbirn\/checkout\/error$/);
    await expect(page.getByRole('alert').filter({ hasText: PAYMENT_FAILED })).toHaveText(PAYMENT_FAILED);
    const summary = page.getByRole('region', { name: 'Ihre Bestellung' });
    await expect(summary).toContainText('Sachertorte (Stück)');
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, testInfo, 'online-payment-failed');

    // Another try, cancelled this time: back on the error page, the cart still there.
    await fillOnlineTakeaway(page);
    await sendToMollie(page);
    await page.getByRole('button', { name: 'Abbrechen' }).click();
    await expect(page).toHaveURL(/\/store\/dornbirn\/checkout\/error$/);
    await expect(page.getByRole('alert').filter({ hasText: PAYMENT_FAILED })).toBeVisible();
    await expect(summary).toContainText('Sachertorte (Stück)');
  });
});
