import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { seriousViolations } from './axe.js';
import { NEWS_SHOWN_KEY } from '../../../src/web/lib/news-visit.js';
import { droppedWidth } from './widths.js';

export const CONSENT_COOKIE = 'cookie-banner-acceptance-state';

/**
 * A returning visitor who accepted cookies long ago and said 'Jetzt nicht' to the app: neither the banner
 * nor the install prompt is in the way (consent-categories.spec.ts follows both).
 */
export async function acceptCookiesBeforehand(page: Page, baseURL: string | undefined): Promise<void> {
  if (baseURL === undefined) throw new Error('The Playwright config sets baseURL');
  await page.context().addCookies([
    { name: CONSENT_COOKIE, value: 'true', url: baseURL },
    { name: 'pwa-dismiss', value: 'true', url: baseURL },
  ]);
}

/**
 * Waits until React has taken the page over (hydrateRoot or createRoot was called) and, on a page the
 * server rendered, has drawn the browser's own answer (the stored cart, the clock, the screen's cart
 * panel) after hydrating: a tap before that lands on the server's HTML.
 */
export async function untilReactRuns(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    const runs = root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer$'));
    const isServerPage = document.getElementById('tischlein-state') !== null;
    return runs && (!isServerPage || document.documentElement.dataset.hydrated !== undefined);
  });
}

/** Opens a storefront page and waits until it answers taps. */
export async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await untilReactRuns(page);
}

/**
 * A visitor who saw the news earlier in this visit: the pop-up, which greets a visit once, stays away
 * (storefront.spec.ts follows it). Set before the first page, as the visit's own storage would hold it.
 */
export async function newsSeenBeforehand(page: Page): Promise<void> {
  await page.addInitScript((key) => window.sessionStorage.setItem(key, '1'), NEWS_SHOWN_KEY);
}

/**
 * axe on the page (or the part `include` selects) at its width, and, where the journey no longer runs at
 * the other width (support/widths.ts), at that width too, so every screen is still checked at both.
 */
export async function expectNoSeriousA11yViolations(
  page: Page,
  { include }: { include?: string } = {},
): Promise<void> {
  expect(await seriousViolations(page, include)).toEqual([]);
  const other = droppedWidth(test.info());
  const own = page.viewportSize();
  if (other === null || own === null) return;
  await page.setViewportSize(other);
  try {
    expect(await seriousViolations(page, include), `at ${other.width} px`).toEqual([]);
  } finally {
    await page.setViewportSize(own);
  }
}

/** Full-page screenshots for a person to look at, only when SCREENSHOT_DIR asks for them. */
export async function screenshot(
  page: Page,
  testInfo: TestInfo,
  name: string,
  { withNews = false }: { withNews?: boolean } = {},
): Promise<void> {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  // Long menus on a phone take a while to scroll through and capture.
  testInfo.setTimeout(testInfo.timeout + 60_000);
  if (!withNews) {
    // The pop-up would cover the page in the picture. It comes once per page load, two seconds in, unless
    // a locator handler has closed it already.
    const news = page.getByRole('dialog', { name: 'Neuigkeiten' });
    const appeared = await news.waitFor({ state: 'visible', timeout: 3_000 }).then(
      () => true,
      () => false,
    );
    if (appeared) await news.getByRole('button', { name: 'Schließen' }).click();
  }
  // Lazy images load only near the viewport: pass by all of them once, so the full-page shot shows them.
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
    await Promise.all(
      Array.from(document.images, (image) =>
        image.complete ? undefined : image.decode().catch(() => undefined),
      ),
    );
    await document.fonts.ready;
  });
  await page.screenshot({
    path: `${dir}/${testInfo.project.name}-${name}.png`,
    fullPage: true,
    animations: 'disabled',
  });
}

/** The window as the guest sees it (notices at its bottom included), only when SCREENSHOT_DIR asks. */
export async function viewportShot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  await page.screenshot({ path: `${dir}/${testInfo.project.name}-${name}.png`, animations: 'disabled' });
}
