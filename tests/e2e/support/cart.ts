import { expect, type Page } from '@playwright/test';
import { untilReactRuns } from './storefront.js';

/** The order button of the cart and of the checkout: an order, or a pre-order outside opening hours. */
export const ORDER_BUTTON = /^Jetzt (vor)?bestellen$/;

/**
 * Puts one of the product `name` into the cart through its overlay, as it comes. Waits until React took
 * the server's page over: a tap before that opens nothing (twice a journey waited 90 s for the overlay).
 */
export async function addToCart(page: Page, name: string): Promise<void> {
  await untilReactRuns(page);
  await page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true, level: 4 }) })
    .getByRole('button', { name: 'In den Warenkorb' })
    .click();
  const overlay = page.getByRole('dialog', { name });
  await overlay.getByRole('button', { name: 'Zum Warenkorb hinzufügen' }).click();
  await expect(overlay).toBeHidden();
}

/** From the branch page with a filled cart to the checkout, through the cart's order button. */
export async function goToCheckout(page: Page): Promise<void> {
  const cart = page.getByRole('region', { name: 'Warenkorb' });
  const toggle = cart.getByRole('button', { name: /im Warenkorb|Warenkorb ausblenden/ });
  if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
  await cart.getByRole('button', { name: ORDER_BUTTON }).click();
  await expect(page.getByRole('heading', { name: 'Bestellvorgang', level: 1 })).toBeVisible();
}
