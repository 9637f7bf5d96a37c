import { expect, test } from './support/test.js';
import { adminApi } from './support/admin-api.js';
import { signInAsAdmin } from './support/admin-sign-in.js';
import {
  acceptCookiesBeforehand,
  newsSeenBeforehand,
  expectNoSeriousA11yViolations,
  openPage,
  screenshot,
} from './support/storefront.js';

type Image = { id: number; width: number; height: number };
type Config = { shopName: string; title: string; logo: Image | null };

test('the logo from the configuration heads the page and the footer, named by the shop, sized before it loads', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  await signInAsAdmin(page);
  const api = await adminApi(page);
  const config = await api.get<Config>('/api/config');
  const init = await api.get<{ url: string; data: unknown }[]>('/api/init');
  const products = init.find((entry) => entry.url === '/api/products')?.data as { images: Image[] }[];
  const logo = products.flatMap((product) => product.images)[0];
  if (!logo) throw new Error('the demo data has product images');
  const shopName = config.shopName || config.title;
  await api.send('POST', '/api/config', { ...config, logo });
  try {
    // The server's HTML already holds the logo with its size: nothing moves when it arrives.
    const html = await (await request.get('/')).text();
    const header = /<header class="site-header">[\s\S]*?<\/header>/.exec(html)?.[0] ?? '';
    expect(header).toContain(`alt="${shopName}"`);
    expect(header).toContain(`width="${logo.width}"`);
    expect(header).toContain(`height="${logo.height}"`);

    await page.context().clearCookies();
    await acceptCookiesBeforehand(page, baseURL);
    await newsSeenBeforehand(page);
    await openPage(page, '/');
    const brand = page.getByRole('banner').getByRole('link', { name: `${shopName} – zur Startseite` });
    await expect(brand.getByRole('img', { name: shopName })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('img', { name: shopName })).toBeVisible();
    await expect
      .poll(() =>
        brand.getByRole('img').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth),
      )
      .toBeGreaterThan(0);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, testInfo, 'shop-logo');
  } finally {
    await signInAsAdmin(page);
    await (await adminApi(page)).send('POST', '/api/config', { ...config, logo: null });
  }
});
