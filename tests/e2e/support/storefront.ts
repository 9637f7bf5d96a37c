import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from '@playwright/test';

export const CONSENT_COOKIE = 'cookie-banner-acceptance-state';

/** A returning visitor who accepted cookies long ago: the banner stays out of the way. */
export async function acceptCookiesBeforehand(page: Page, baseURL: string | undefined): Promise<void> {
  if (baseURL === undefined) throw new Error('The Playwright config sets baseURL');
  await page.context().addCookies([{ name: CONSENT_COOKIE, value: 'true', url: baseURL }]);
}

/** The news pop-up opens two seconds after load and would sit over whatever a test clicks next. */
export async function closeNewsWhenItOpens(page: Page): Promise<void> {
  const news = page.getByRole('dialog', { name: 'Neuigkeiten' });
  await page.addLocatorHandler(news, async () => {
    await news.getByRole('button', { name: 'Schließen' }).click();
  });
}

export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  expect(serious).toEqual([]);
}

/** Full-page screenshots for a person to look at, only when SCREENSHOT_DIR asks for them. */
export async function screenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `${dir}/${testInfo.project.name}-${name}.png`, fullPage: true, animations: 'disabled' });
}
