import { expect, type Browser, type Page } from '@playwright/test';
import { E2E_ADMIN } from './admin.js';

/** Signs the administrator in through the back office's login form; resolves on the welcome page. */
export async function signInAsAdmin(page: Page): Promise<void> {
  await page.goto('/backend/login');
  await page.getByLabel('E-Mail-Adresse').fill(E2E_ADMIN.email);
  await page.getByLabel('Passwort', { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  // Several helpers share this machine: sign-ins (argon2id) can take seconds.
  await expect(page.getByRole('heading', { level: 1, name: /^Willkommen, / })).toBeVisible({
    timeout: 15_000,
  });
}

/** The administrator at a desk beside a phone journey: a second, desktop-sized browser window, signed in. */
export async function openSignedInOffice(browser: Browser, baseURL: string | undefined): Promise<Page> {
  if (baseURL === undefined) throw new Error('The Playwright config sets baseURL');
  const office = await (
    await browser.newContext({
      baseURL,
      locale: 'de-AT',
      timezoneId: 'Europe/Vienna',
      viewport: { width: 1280, height: 900 },
    })
  ).newPage();
  await signInAsAdmin(office);
  return office;
}
