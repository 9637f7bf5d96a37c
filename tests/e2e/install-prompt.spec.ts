import { expect, test, type Page } from './support/test.js';
import {
  CONSENT_COOKIE,
  newsSeenBeforehand,
  expectNoSeriousA11yViolations,
  openPage,
  untilReactRuns,
  viewportShot,
} from './support/storefront.js';
import { configure } from './support/third-party.js';

// The storefront spec's install prompt (ADR 034): 250 ms after the cookie answer, 5 s after load when
// answered before; the platform's instructions; 'Jetzt nicht' keeps it away for a month.
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

declare global {
  interface Window {
    promptShownAt?: number;
    answeredAt?: number;
    promptCalls?: number;
  }
}

function prompt(page: Page) {
  return page.getByRole('region', { name: 'App installieren' });
}

/** Notes the page's own time (ms since navigation) when the prompt appears. */
async function timePrompt(page: Page): Promise<void> {
  await page.addInitScript(() => {
    new MutationObserver(() => {
      if (window.promptShownAt === undefined && document.querySelector('.install-prompt') !== null) {
        window.promptShownAt = performance.now();
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

/** What Chromium does when the app becomes installable, with the guest's answer to its dialog. */
async function offerInstall(page: Page, outcome: 'accepted' | 'dismissed'): Promise<void> {
  await page.evaluate((answer) => {
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: () => {
        window.promptCalls = (window.promptCalls ?? 0) + 1;
        return Promise.resolve();
      },
      userChoice: Promise.resolve({ outcome: answer }),
    });
    window.dispatchEvent(event);
  }, outcome);
}

test.beforeEach(async ({ page }) => {
  await newsSeenBeforehand(page);
  await timePrompt(page);
});

test("250 ms after 'Akzeptieren'; the button waits with 'Installation läuft' for the browser's offer", async ({
  page,
}, testInfo) => {
  await openPage(page, '/store/dornbirn');
  await page.evaluate(() => (window.answeredAt = performance.now()));
  await page
    .getByRole('region', { name: 'Hinweis zu Cookies' })
    .getByRole('button', { name: 'Akzeptieren' })
    .click();
  await expect(prompt(page)).toBeVisible();
  const delay = await page.evaluate(() => (window.promptShownAt ?? 0) - (window.answeredAt ?? 0));
  expect(delay).toBeGreaterThanOrEqual(250);
  expect(delay).toBeLessThan(1_500);

  const waiting = prompt(page).getByRole('button', { name: 'Installation läuft' });
  await expect(waiting).toBeDisabled();
  await expect(prompt(page)).toContainText('Tippen Sie auf „App installieren“');
  await expectNoSeriousA11yViolations(page);
  await viewportShot(page, testInfo, 'install-prompt');

  // The guest cancels the browser's dialog: the prompt stays and waits for the next offer.
  await offerInstall(page, 'dismissed');
  await prompt(page).getByRole('button', { name: 'App installieren' }).click();
  await expect(prompt(page).getByRole('button', { name: 'Installation läuft' })).toBeDisabled();
  await offerInstall(page, 'accepted');
  await prompt(page).getByRole('button', { name: 'App installieren' }).click();
  await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')));
  await expect(prompt(page)).toHaveCount(0);
  expect(await page.evaluate(() => window.promptCalls)).toBe(2);
  // Installed from this browser: neither the prompt nor the footer offers it again.
  // The page's clock runs past the 5 s after load at once, instead of the journey waiting them out.
  await page.clock.install();
  await page.reload();
  await untilReactRuns(page);
  await page.clock.fastForward(6_000);
  await expect(prompt(page)).toHaveCount(0);
  await expect(page.getByRole('contentinfo').getByRole('button', { name: 'App installieren' })).toHaveCount(
    0,
  );
});

test.describe('on an iPhone', () => {
  test.use({ userAgent: IPHONE });

  test("5 s after load with the answer given before; 'Jetzt nicht' keeps it away for a month", async ({
    page,
    context,
    baseURL,
  }, testInfo) => {
    await context.addCookies([{ name: CONSENT_COOKIE, value: 'true', url: baseURL ?? '' }]);
    await openPage(page, '/');
    await expect(prompt(page)).toBeVisible();
    const shownAt = await page.evaluate(() => window.promptShownAt ?? 0);
    expect(shownAt).toBeGreaterThanOrEqual(5_000);
    expect(shownAt).toBeLessThan(8_000);
    await expect(prompt(page)).toContainText(
      'Tippen Sie unten auf das Teilen-Symbol und dann auf „Zum Home-Bildschirm“.',
    );
    // Safari installs from its share sheet only: no button to press here.
    await expect(prompt(page).getByRole('button')).toHaveText(['Jetzt nicht']);
    await expectNoSeriousA11yViolations(page);
    await viewportShot(page, testInfo, 'install-prompt-iphone');

    await prompt(page).getByRole('button', { name: 'Jetzt nicht' }).click();
    await expect(prompt(page)).toHaveCount(0);
    const dismissal = (await context.cookies()).find((cookie) => cookie.name === 'pwa-dismiss');
    expect(dismissal?.value).toBe('true');
    const days = ((dismissal?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29);
    expect(days).toBeLessThanOrEqual(31);

    await page.clock.install();
    await page.reload();
    await untilReactRuns(page);
    await page.clock.fastForward(6_500);
    await expect(prompt(page)).toHaveCount(0);
    // The footer still offers it, with the same instructions.
    await page.getByRole('contentinfo').getByRole('button', { name: 'App installieren' }).click();
    await expect(prompt(page)).toContainText('Zum Home-Bildschirm');
  });
});

test('with the install plugin off there is no prompt and no footer button', async ({ page, browser }) => {
  const restore = await configure(browser, { enablePluginPWA: false });
  try {
    await page.clock.install();
    await openPage(page, '/');
    await page
      .getByRole('region', { name: 'Hinweis zu Cookies' })
      .getByRole('button', { name: 'Ablehnen' })
      .click();
    // Well past the 250 ms after the answer, on the page's clock.
    await page.clock.fastForward(1_500);
    await expect(prompt(page)).toHaveCount(0);
    await expect(page.getByRole('contentinfo').getByRole('button', { name: 'App installieren' })).toHaveCount(
      0,
    );
  } finally {
    await restore();
  }
});
