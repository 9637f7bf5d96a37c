import { expect, test, type Page } from './support/test.js';
import { acceptCookiesBeforehand, newsSeenBeforehand, openPage } from './support/storefront.js';

/** Counts the fades of the page's main element from now on (the shell animates it on a navigation). */
async function countFades(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    const counted = window as unknown as { fades: number };
    counted.fades = 0;
    const animate = Element.prototype.animate;
    Element.prototype.animate = function (this: Element, ...args: Parameters<Element['animate']>) {
      if (this.id === 'main') counted.fades += 1;
      return animate.apply(this, args);
    };
  });
  return () => page.evaluate(() => (window as unknown as { fades: number }).fades);
}

const scrollTop = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** Where the view comes to rest: the stylesheet scrolls smoothly, so a position is read twice apart. */
async function restingScrollTop(page: Page): Promise<number> {
  let last = -1;
  await expect
    .poll(
      async () => {
        const now = await scrollTop(page);
        const rests = now === last;
        last = now;
        return rests;
      },
      { intervals: [250] },
    )
    .toBe(true);
  return last;
}

test.beforeEach(async ({ page, baseURL }) => {
  await acceptCookiesBeforehand(page, baseURL);
  await newsSeenBeforehand(page);
  // A short window, so the start page scrolls on a desktop too.
  await page.setViewportSize({ width: page.viewportSize()?.width ?? 390, height: 420 });
});

test('a link scrolls smoothly to the top and fades the page in; back returns to the place after 750 ms', async ({
  page,
}) => {
  await openPage(page, '/');
  const fades = await countFades(page);
  const branch = page.getByRole('link', { name: 'Dornbirn Marktplatz' }).first();
  await branch.evaluate((link) => link.scrollIntoView({ block: 'center' }));
  const left = await restingScrollTop(page);
  expect(left).toBeGreaterThan(0);

  await branch.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dornbirn Marktplatz' })).toBeVisible();
  await expect.poll(() => scrollTop(page)).toBe(0);
  expect(await fades()).toBe(1);

  await page.evaluate(() => window.scrollTo(0, 600));
  expect(await restingScrollTop(page)).toBeGreaterThan(0);
  const started = Date.now();
  await page.goBack();
  await expect(page.getByRole('link', { name: 'Dornbirn Marktplatz' }).first()).toBeVisible();
  await expect.poll(() => scrollTop(page), { timeout: 5_000 }).toBe(left);
  expect(Date.now() - started).toBeGreaterThanOrEqual(750);
});

test('nothing fades with reduced motion, nor on the way into the breakfast request (a custom_ route)', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openPage(page, '/');
  let fades = await countFades(page);
  await page.getByRole('link', { name: 'Dornbirn Marktplatz' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dornbirn Marktplatz' })).toBeVisible();
  await expect.poll(() => scrollTop(page)).toBe(0);
  expect(await fades()).toBe(0);

  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await openPage(page, '/');
  fades = await countFades(page);
  await page.getByRole('button', { name: 'Kontakt' }).click();
  await page.getByRole('link', { name: 'Frühstück buchen' }).click();
  await expect(page).toHaveURL(/\/fruehstueck-buchen$/);
  await expect(page.getByText('Schritt 1 von 5: Termin')).toBeVisible();
  expect(await fades()).toBe(0);
});

test('a page opened by its address starts at the top, not where another page was left', async ({ page }) => {
  await page.clock.install();
  await openPage(page, '/');
  await page.evaluate(() => window.scrollTo(0, 600));
  expect(await restingScrollTop(page)).toBeGreaterThan(0);

  // A new document by address: React Router names its entry 'default', as it named the start page's.
  await openPage(page, '/site/imprint');
  await expect(page.getByRole('heading', { name: 'Impressum', level: 1 })).toHaveCount(1);
  // Tall enough that a wrong restore would show.
  expect(
    await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight),
  ).toBeGreaterThan(0);
  await page.clock.runFor(1_000);
  // A restore glides (the stylesheet scrolls smoothly): where the view comes to rest is the answer.
  expect(await restingScrollTop(page)).toBe(0);

  // A reload is the same entry at the same address: it comes back to its place.
  await page.evaluate(() => window.scrollTo(0, 200));
  const left = await restingScrollTop(page);
  expect(left).toBeGreaterThan(0);
  await page.reload();
  await page.clock.runFor(1_000);
  await expect.poll(() => scrollTop(page)).toBe(left);
});
