import { expect, test } from './support/test.js';
import { addToCart, goToCheckout, ORDER_BUTTON } from './support/cart.js';
import {
  acceptCookiesBeforehand,
  newsSeenBeforehand,
  expectNoSeriousA11yViolations,
  screenshot,
} from './support/storefront.js';

test.beforeEach(async ({ page, baseURL }) => {
  await acceptCookiesBeforehand(page, baseURL);
  await newsSeenBeforehand(page);
});

test("a table's QR link orders dine-in at that table without asking for it", async ({ page }, testInfo) => {
  // The address a printed table code holds (GET /api/tables/qr-codes.pdf).
  await page.goto('/store/dornbirn?table=Terrasse%202');
  await addToCart(page, 'Kaisersemmel');
  await goToCheckout(page);
  await expect(page.getByRole('combobox', { name: 'Art der Lieferung' })).toHaveValue('dineIn');
  await expect(page.getByText('Ihr Tisch: Terrasse 2')).toBeVisible();
  await expect(page.getByRole('combobox', { name: /^Tisch/ })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, testInfo, 'checkout-table-from-link');
  await page.getByRole('checkbox', { name: /Allgemeinen Geschäftsbedingungen/ }).check();
  await page.getByRole('checkbox', { name: /Datenschutzerklärung gelesen/ }).check();
  await page.getByRole('button', { name: ORDER_BUTTON }).click();
  await expect(page).toHaveURL(/\/status\/[^/]+\/[^/]+$/);
  const apiPath = new URL(page.url()).pathname.replace(/^\/status\//, '/api/orders/public/');
  const order = (await (await page.request.get(apiPath)).json()) as {
    data: { isDineIn: boolean; tableIdentifier: string | null };
  };
  expect(order.data).toMatchObject({ isDineIn: true, tableIdentifier: 'Terrasse 2' });
});

test("a table that is not one of the branch's leaves the choice to the guest", async ({ page }) => {
  await page.goto('/store/dornbirn?table=Tisch%20999');
  await addToCart(page, 'Kaisersemmel');
  await goToCheckout(page);
  await expect(page.getByRole('combobox', { name: /^Tisch/ })).toBeVisible();
});
