import { expect, test, type Page, type Response } from './support/test.js';
import { acceptCookiesBeforehand, newsSeenBeforehand, openPage } from './support/storefront.js';

type Entry = { type: string; action: string; category?: string; data?: Record<string, unknown> };

/** The entries the page sent to the analytics log, with the server's answer to each. */
function recordAnalytics(page: Page) {
  const sent: { entry: Entry; status: Promise<number> }[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname !== '/api/analytics-log') return;
    sent.push({
      entry: request.postDataJSON() as Entry,
      status: request.response().then((response: Response | null) => response?.status() ?? 0),
    });
  });
  return sent;
}

async function addKaisersemmel(page: Page): Promise<void> {
  await page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Kaisersemmel', exact: true, level: 4 }) })
    .getByRole('button', { name: 'In den Warenkorb' })
    .click();
  const overlay = page.getByRole('dialog', { name: 'Kaisersemmel' });
  await overlay.getByRole('button', { name: 'Zum Warenkorb hinzufügen' }).click();
  await expect(overlay).toBeHidden();
  await expect(page.getByText('Produkt zum Warenkorb hinzugefügt.')).toBeVisible();
}

test.describe('analytics', () => {
  test.beforeEach(async ({ page }) => {
    await newsSeenBeforehand(page);
  });

  test('with consent, page views and adding to the cart reach the server', async ({ page, baseURL }) => {
    await acceptCookiesBeforehand(page, baseURL);
    const sent = recordAnalytics(page);
    await page.goto('/');
    await expect.poll(() => sent.map(({ entry }) => entry.action)).toContain('/');

    // A tap before React took the server's page over would open no dialog.
    await openPage(page, '/store/dornbirn');
    await addKaisersemmel(page);
    await expect
      .poll(() => sent.map(({ entry }) => `${entry.type} ${entry.action}`))
      .toEqual(['pageview /', 'pageview /store/dornbirn', 'event add_to_cart']);
    expect(sent[1]?.entry).toEqual({ type: 'pageview', action: '/store/dornbirn', category: 'storefront' });
    expect(sent[2]?.entry).toMatchObject({
      category: 'ecommerce',
      data: { branch: 'dornbirn', product: 'Kaisersemmel', amount: 1 },
    });
    // The answers before the page is left: the browser completes a keepalive request after a navigation,
    // but Playwright then reports it without a response.
    expect(await Promise.all(sent.map(({ status }) => status))).toEqual([204, 204, 204]);

    await page.goto('/store/dornbirn/checkout');
    await expect
      .poll(() =>
        sent
          .map(({ entry }) => `${entry.type} ${entry.action}`)
          .slice(3)
          .sort(),
      )
      .toEqual(['event initiate_checkout', 'pageview /store/dornbirn/checkout']);
    expect(sent.find(({ entry }) => entry.action === 'initiate_checkout')?.entry.data).toMatchObject({
      branch: 'dornbirn',
      value: 60,
      items: 1,
    });
    expect(await Promise.all(sent.map(({ status }) => status))).toEqual([204, 204, 204, 204, 204]);
  });

  test('without consent nothing is sent', async ({ page }) => {
    const sent = recordAnalytics(page);
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Akzeptieren' })).toBeVisible();
    await openPage(page, '/store/dornbirn');
    await addKaisersemmel(page);
    // The navigations and the cart's change are done; nothing went out for either.
    await page.goto('/store/dornbirn/checkout');
    await expect(page.getByRole('heading', { name: 'Bestellvorgang', level: 1 })).toBeVisible();
    expect(sent).toEqual([]);
  });
});
