import { expect, test } from './support/test.js';
import { recentVienna } from './support/clock.js';
import { acceptCookiesBeforehand, newsSeenBeforehand } from './support/storefront.js';

test('the branch page offers AVIF and WebP, preloads its hero and loads lower images lazily', async ({
  page,
  baseURL,
}) => {
  await acceptCookiesBeforehand(page, baseURL);
  await newsSeenBeforehand(page);
  const avif: string[] = [];
  page.on('response', (response) => {
    if (response.headers()['content-type'] === 'image/avif') avif.push(new URL(response.url()).pathname);
  });
  await page.clock.setFixedTime(recentVienna('friday', '11:45'));
  await page.goto('/store/dornbirn');
  await expect(page.getByRole('heading', { level: 1, name: 'Dornbirn Marktplatz' })).toBeVisible();

  const hero = page.locator('.branch-intro__image');
  await expect(hero).toHaveAttribute('fetchpriority', 'high');
  await expect(hero).toHaveAttribute('loading', 'eager');
  await expect(hero).toHaveAttribute('width', /^\d+$/);
  await expect(hero).toHaveAttribute('height', /^\d+$/);
  await expect(page.locator('link[rel="preload"][as="image"][fetchpriority="high"]')).toHaveAttribute(
    'type',
    'image/avif',
  );
  const sources = page.locator('picture:has(.branch-intro__image) source');
  await expect(sources).toHaveCount(2);
  await expect(sources.first()).toHaveAttribute('srcset', /\.avif \d+w/);
  await expect(sources.nth(1)).toHaveAttribute('srcset', /\.webp \d+w/);

  await expect(page.locator('.product-card__image').last()).toHaveAttribute('loading', 'lazy');
  // Chromium takes the AVIF source, and its size matches the reserved box: nothing moves.
  await expect.poll(() => avif.length).toBeGreaterThan(0);
  const box = await hero.evaluate((image: HTMLImageElement) => ({
    ratio: image.naturalWidth / image.naturalHeight,
    attributes: Number(image.getAttribute('width')) / Number(image.getAttribute('height')),
  }));
  expect(box.ratio).toBeCloseTo(box.attributes, 1);
});
