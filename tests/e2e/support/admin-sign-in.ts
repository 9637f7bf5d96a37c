import { expect, request, type Browser, type BrowserContext, type Cookie, type Page } from '@playwright/test';
import { E2E_ADMIN } from './admin.js';
import { currentStack } from './stacks.js';

// The administrator signs in once per worker (each worker is a process of its own, with a server of its
// own): argon2id takes its time, and the form has journeys of its own (backoffice.spec.ts signs in and
// out through it). No journey signs this session out.
let session: Promise<Cookie[]> | undefined;

function adminSession(): Promise<Cookie[]> {
  session ??= (async () => {
    const api = await request.newContext({ baseURL: currentStack().appURL });
    const login = await api.post('/api/auth/login', { data: E2E_ADMIN });
    expect(login.status(), await login.text()).toBe(200);
    const { cookies } = await api.storageState();
    await api.dispose();
    return cookies;
  })();
  return session;
}

/** Gives the browser context the administrator's session, as a browser that signed in before. */
export async function withAdminSession(context: BrowserContext): Promise<void> {
  await context.addCookies(await adminSession());
}

/** Opens the back office as the signed-in administrator; resolves on the welcome page. */
export async function signInAsAdmin(page: Page): Promise<void> {
  await withAdminSession(page.context());
  await page.goto('/backend');
  // Several helpers share this machine: the back office's first load can take seconds.
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
