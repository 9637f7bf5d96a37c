import { expect, test, type BrowserContext, type Page } from './support/test.js';
import { stack } from './support/stacks.js';
import { sectionTypes } from '../../src/domain/content/sections.js';
import { expectNoSeriousA11yViolations, newsSeenBeforehand, openPage } from './support/storefront.js';

// Screenshots compare against the committed baselines (Debian Chromium); a little anti-aliasing may differ.
// The cookie banner is fixed to the window's bottom and would cross tall sections.
const SCREENSHOT_TOLERANCE = {
  maxDiffPixelRatio: 0.02,
  animations: 'disabled',
  stylePath: 'tests/e2e/support/hide-cookie-banner.css',
} as const;

/** The demo page "Über uns" as the pictures show it, once React runs it. */
async function openAboutUs(page: Page): Promise<void> {
  // No auto-advance, no flying map: the page holds still for the pictures.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  // The news pop-up would land in the middle of a picture.
  await newsSeenBeforehand(page);
  // The pictures are of the page once React runs it (the news' two seconds used to cover that wait).
  await openPage(page, '/ueber-uns');
  await expect(page.locator('[data-type="hero"]')).toBeVisible();
}

/**
 * Each picture on a page of its own, in one browser context for them all: the page and its pictures come
 * from the browser's cache after the first, and its scripts are compiled once (a context of their own made
 * each picture load everything afresh, most of its 2–4 s).
 */
test.describe('every section type on "Über uns"', () => {
  let context: BrowserContext;

  test.beforeAll(async ({ browser }, testInfo) => {
    const use = testInfo.project.use;
    context = await browser.newContext({
      baseURL: stack(testInfo.parallelIndex).appURL,
      viewport: use.viewport,
      isMobile: use.isMobile,
      hasTouch: use.hasTouch,
      deviceScaleFactor: use.deviceScaleFactor,
      locale: use.locale,
      timezoneId: use.timezoneId,
    });
  });

  test.afterAll(async () => {
    await context.close();
  });

  // The contact form and the breakfast request are drawn by their own features (their journeys are in
  // requests.spec.ts); their sections look as designed here like every other type.
  for (const type of sectionTypes) {
    test(`${type} looks as designed`, async () => {
      const page = await context.newPage();
      await openAboutUs(page);
      const section = page.locator(`[data-type="${type}"]`).first();
      await section.scrollIntoViewIfNeeded();
      // Pictures load lazily; the section is compared once all of them are there.
      await expect
        .poll(() =>
          section.evaluate((element) =>
            [...element.querySelectorAll('img')].every((image) => image.complete && image.naturalWidth > 0),
          ),
        )
        .toBe(true);
      await expect(section).toHaveScreenshot(`${type}.png`, SCREENSHOT_TOLERANCE);
      await page.close();
    });
  }
});

test.describe('content sections on the demo page "Über uns" (every section type once)', () => {
  test.beforeEach(async ({ page }) => {
    await openAboutUs(page);
  });

  test('has no serious accessibility problems', { tag: '@phone' }, async ({ page }) => {
    await expectNoSeriousA11yViolations(page);
  });

  test(
    'hero is black by default, the introduction grey as chosen, text white',
    { tag: '@phone' },
    async ({ page }) => {
      const background = (type: string) =>
        page
          .locator(`[data-type="${type}"]`)
          .first()
          .evaluate((element) => getComputedStyle(element).backgroundColor);
      expect(await background('hero')).toBe('rgb(0, 0, 0)');
      expect(await background('sectionIntroduction')).toBe('rgb(243, 243, 241)');
      expect(await background('sectionText')).toBe('rgb(255, 255, 255)');
    },
  );

  test(
    'links go through one link component: internal in the app, labels defaulted',
    { tag: '@phone' },
    async ({ page }) => {
      const hero = page.locator('[data-type="hero"]');
      await hero.getByRole('link', { name: 'Jetzt bestellen' }).click();
      await expect(page).toHaveURL(/\/store\/dornbirn$/);
    },
  );

  test(
    'pictures come from this server in its sized variants, with their width stated',
    { tag: '@phone' },
    async ({ page }) => {
      const pictures = await page.locator('.content-sections img').evaluateAll((images) =>
        images.map((image) => ({
          src: image.getAttribute('src') ?? '',
          srcset: image.getAttribute('srcset') ?? '',
          width: image.getAttribute('width'),
        })),
      );
      expect(pictures.length).toBeGreaterThan(10);
      for (const picture of pictures) {
        expect(picture.src).toMatch(/^\/image\//);
        expect(picture.width).toMatch(/^\d+$/);
        expect(picture.srcset).toMatch(/^\/image\/(icon|thumbnail|tiny|small|medium|large)\/\S+ \d+w/);
      }
    },
  );

  test(
    'teaser texts are cut with ... but read in full by screen readers',
    { tag: '@phone' },
    async ({ page }) => {
      const teaser = page.locator('[data-type="sectionTeaser"] .content-teaser').first();
      const shown = await teaser.locator('[aria-hidden="true"]').textContent();
      expect(shown?.endsWith('...')).toBe(true);
      const full = await teaser.locator('.content-teaser__text .visually-hidden').textContent();
      expect(full?.length).toBeGreaterThan((shown?.length ?? 0) - 3);
    },
  );

  test(
    'a teaser link shows the operator’s label and names its teaser to screen readers and search engines',
    { tag: '@phone' },
    async ({ page }) => {
      const link = page.locator('[data-type="sectionTeaser"] .content-teaser').first().getByRole('link');
      await expect(link).toHaveAccessibleName(/^Weiterlesen\s*: Aus der Backstube/);
      // Lighthouse's link-text audit reads innerText: 'Weiterlesen' alone is on its list of vague labels.
      expect(await link.innerText()).toMatch(/^Weiterlesen\s*: Aus der Backstube/);
      const shownLabel = await link.evaluate((element) =>
        [...element.childNodes]
          .filter((node) => !(node instanceof HTMLElement && node.classList.contains('visually-hidden')))
          .map((node) => node.textContent)
          .join(''),
      );
      expect(shownLabel).toBe('Weiterlesen');
    },
  );

  test(
    'gallery opens a lightbox that pages with arrows and closes with Escape',
    { tag: '@phone' },
    async ({ page }) => {
      const gallery = page.locator('[data-type="sectionGallery"]');
      await expect(gallery.getByRole('button', { name: /vergrößern/ })).toHaveCount(4);
      const opener = gallery.getByRole('button', { name: /^Bild 1 von/ });
      await opener.click();
      const dialog = page.getByRole('dialog', { name: 'Bildergalerie' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByText(/^Bild 1 von \d+$/)).toBeVisible();
      await page.keyboard.press('ArrowRight');
      await expect(dialog.getByText(/^Bild 2 von \d+$/)).toBeVisible();
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      await expect(dialog.getByText(/^Bild (\d+) von \1$/)).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
    },
  );

  test(
    'slider: arrows and dots, keyboard, wraps at both ends; video waits for consent',
    { tag: '@phone' },
    async ({ page }) => {
      const slider = page.locator('[data-type="sectionSlider"]');
      const current = slider.locator('.content-slider__slide:not([hidden])');
      await expect(current).toHaveAttribute('aria-label', 'Folie 1 von 4');
      // Reduced motion: nothing moves by itself, so there is nothing to pause.
      await expect(slider.getByRole('button', { name: 'Anhalten' })).toHaveCount(0);
      await slider.getByRole('button', { name: 'Vorherige Folie' }).click();
      await expect(current).toHaveAttribute('aria-label', 'Folie 4 von 4');
      await page.keyboard.press('ArrowRight');
      await expect(current).toHaveAttribute('aria-label', 'Folie 1 von 4');
      await slider.getByRole('button', { name: 'Zu Folie 2' }).click();
      await expect(slider.getByRole('button', { name: 'Zu Folie 2' })).toHaveAttribute(
        'aria-current',
        'true',
      );
      await expect(slider.locator('iframe')).toHaveCount(0);
      await expect(
        slider.getByText('Das Video wird erst angezeigt, wenn Sie Cookies akzeptieren.'),
      ).toBeVisible();
    },
  );

  test('image markers open one info box at a time', { tag: '@phone' }, async ({ page }) => {
    const section = page.locator('[data-type="sectionImageText"]');
    const markers = section.getByRole('button', { name: /^Markierung \d+: / });
    await markers.nth(0).click();
    await expect(markers.nth(0)).toHaveAttribute('aria-expanded', 'true');
    await markers.nth(1).click();
    await expect(markers.nth(0)).toHaveAttribute('aria-expanded', 'false');
    await expect(markers.nth(1)).toHaveAttribute('aria-expanded', 'true');
    await expect(section.locator('.content-marker__box:not([hidden])')).toHaveCount(1);
  });

  test('the breakfast section opens the breakfast request', { tag: '@phone' }, async ({ page }) => {
    const link = page.locator('[data-type="sectionBreakfastRequest"]').getByRole('link', {
      name: 'Frühstück reservieren',
    });
    await expect(link).toHaveAttribute('href', '/fruehstuecksanfrage');
    await link.click();
    await expect(page).toHaveURL(/\/fruehstuecksanfrage\/termin$/);
    await expect(page.getByText('Schritt 1 von 5: Termin')).toBeVisible();
    // Opened as an address (a bookmark, a link in a mail), the server sends it on to the first step.
    const opened = await page.request.get('/fruehstuecksanfrage', { maxRedirects: 0 });
    expect([opened.status(), opened.headers().location]).toEqual([302, '/fruehstuecksanfrage/termin']);
  });
});

test.describe('slider motion', () => {
  test('advances by itself and stops when paused', { tag: '@phone' }, async ({ page }) => {
    await newsSeenBeforehand(page);
    await page.clock.install();
    await page.goto('/ueber-uns');
    const slider = page.locator('[data-type="sectionSlider"]');
    const current = slider.locator('.content-slider__slide:not([hidden])');
    await expect(current).toHaveAttribute('aria-label', 'Folie 1 von 4');
    await page.clock.runFor(5_100);
    await expect(current).toHaveAttribute('aria-label', 'Folie 2 von 4');
    await slider.getByRole('button', { name: 'Anhalten' }).click();
    await page.clock.runFor(11_000);
    await expect(current).toHaveAttribute('aria-label', 'Folie 2 von 4');
    await expect(slider.getByRole('button', { name: 'Abspielen' })).toBeVisible();
  });
});
