import { expect, test, type Page, type TestInfo } from './support/test.js';
import { NEWS_SHOWN_KEY } from '../../src/web/lib/news-visit.js';
import { addToCart, goToCheckout, ORDER_BUTTON } from './support/cart.js';
import { newsSeenBeforehand, expectNoSeriousA11yViolations, screenshot } from './support/storefront.js';

// A self-service kiosk (ADR 023): the spec's route context 'self-service', here the /self-service/ pages.
// The timers run on the page's clock, fast-forwarded: 70 s idle brings the warning, 90 s the reset, and
// the thank-you stays 30 s after an order. The clock starts at the real time, since the server judges
// the order by its own clock; Dornbirn takes pre-orders at any hour.
const START = '/self-service/store/dornbirn';
const SCREENSAVER = { name: 'Tippen um zu bestellen' } as const;

interface GuestStorage {
  session: Record<string, string>;
  local: Record<string, string>;
}

function guestStorage(page: Page): Promise<GuestStorage> {
  return page.evaluate(() => ({
    session: Object.fromEntries(Object.entries(window.sessionStorage)),
    local: Object.fromEntries(Object.entries(window.localStorage)),
  }));
}

// What a fresh kiosk page writes itself, no guest's data: the menu's empty cart, the scroll positions;
// and the note that the news was seen, which this journey sets on every page (newsSeenBeforehand).
const PAGE_OWN_KEYS = ['cart:dornbirn', 'tischlein-scroll-positions', NEWS_SHOWN_KEY];

/** Nothing of a guest: at most the empty cart the menu writes as it opens, and nothing kept for later. */
async function expectNoGuestData(page: Page): Promise<void> {
  const stored = await guestStorage(page);
  expect(stored.local).toEqual({});
  expect(Object.keys(stored.session).filter((key) => !PAGE_OWN_KEYS.includes(key))).toEqual([]);
  const cart = stored.session['cart:dornbirn'];
  if (cart !== undefined) expect((JSON.parse(cart) as { items: unknown[] }).items).toEqual([]);
}

/**
 * The screensaver and the warning fill the screen, so the viewport is the picture. The shared helper's
 * full-page pass waits for images of the menu underneath, which stalled behind the screensaver.
 */
async function viewportShot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  await page.screenshot({ path: `${dir}/${testInfo.project.name}-${name}.png`, animations: 'disabled' });
}

/**
 * The guest's last touch on a page at rest, then the page's clock stops. Any scroll counts as the guest's
 * activity, and the browser delivers one in real time: a scroll still under way (into view for the tap,
 * after the overlay closed) that ended after the clock had moved on restarted the countdown, and once in
 * CI the warning never came.
 */
async function lastTouch(page: Page): Promise<void> {
  const heading = page.getByRole('heading', { name: 'Dornbirn Marktplatz', level: 1 });
  await heading.scrollIntoViewIfNeeded();
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = -1;
        let stillFrames = 0;
        const look = () => {
          stillFrames = window.scrollY === last ? stillFrames + 1 : 0;
          last = window.scrollY;
          if (stillFrames >= 3) resolve();
          else requestAnimationFrame(look);
        };
        requestAnimationFrame(look);
      }),
  );
  await page.clock.pauseAt(new Date((await page.evaluate(() => Date.now())) + 1_000));
  await heading.click();
}

async function wake(page: Page): Promise<void> {
  await page.getByRole('button', SCREENSAVER).click();
  await expect(page.getByRole('button', SCREENSAVER)).toHaveCount(0);
}

test.beforeEach(async ({ page }) => {
  // A smooth scroll runs on the browser's own time, past the page's stopped clock.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await newsSeenBeforehand(page);
  await page.clock.install();
});

test('the kiosk waits behind its screensaver and starts over after a guest walks away', async ({
  page,
}, testInfo) => {
  await page.goto(START);
  await expect(page.getByRole('button', SCREENSAVER)).toBeVisible();
  await expect(page.getByRole('button', SCREENSAVER)).toBeFocused();
  // No cookie question at a kiosk, and nothing to install.
  await expect(page.getByRole('region', { name: 'Hinweis zu Cookies' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await viewportShot(page, testInfo, 'kiosk-screensaver');

  await wake(page);
  await expect(page.getByRole('heading', { name: 'Dornbirn Marktplatz', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Hinweis zu Cookies' })).toHaveCount(0);
  await addToCart(page, 'Sachertorte (Stück)');
  await expect(page.getByRole('region', { name: 'Warenkorb' })).toContainText('1 Produkt');
  await expectNoSeriousA11yViolations(page);

  // From here the page's clock moves only when the test moves it, so a slow machine cannot eat into the
  // countdown; a tap on the heading is the guest's last touch.
  await lastTouch(page);

  // A guest who is still there answers the warning and keeps the cart.
  await page.clock.fastForward(69_000);
  const warning = page.getByRole('alertdialog', { name: 'Sind Sie noch da?' });
  await expect(warning).toHaveCount(0);
  await page.clock.fastForward(1_000);
  await expect(warning).toContainText('in 20 Sekunden eine neue Bestellung');
  await expect(warning.getByRole('button', { name: 'Weiter bestellen' })).toBeFocused();
  // axe waits on the page's timers: the clock runs again while it looks, within the 20 s left, so it
  // looks at the warning only (the page behind was checked above).
  await page.clock.resume();
  await expectNoSeriousA11yViolations(page, { include: '.kiosk-warning' });
  await viewportShot(page, testInfo, 'kiosk-warning');
  await warning.getByRole('button', { name: 'Weiter bestellen' }).click();
  await expect(warning).toBeHidden();
  await lastTouch(page);
  await page.clock.fastForward(60_000);
  await expect(warning).toBeHidden();
  await expect(page.getByRole('region', { name: 'Warenkorb' })).toContainText('1 Produkt');

  // One who left: the warning counts down, then the kiosk forgets the cart and shows the screensaver.
  await page.clock.fastForward(15_000);
  await expect(warning).toContainText('in 15 Sekunden');
  await page.clock.fastForward(14_000);
  await expect(warning).toContainText('in 1 Sekunde eine');
  // The last second passes on its own: the fresh page needs a running clock to load.
  await page.clock.resume();
  await expect(page.getByRole('button', SCREENSAVER)).toBeVisible();
  await expect(page).toHaveURL(START);
  await expectNoGuestData(page);
  await wake(page);
  await expect(page.getByRole('region', { name: 'Warenkorb' })).toContainText('Keine Produkte im Warenkorb');
});

test("an order at the kiosk thanks the guest, then clears the screen and the guest's details", async ({
  page,
}, testInfo) => {
  await page.goto(START);
  await wake(page);
  await addToCart(page, 'Sachertorte (Stück)');
  await goToCheckout(page);
  await expect(page).toHaveURL(`${START}/checkout`);
  // Paid at the counter: no online payment leads the guest away from the kiosk.
  await expect(page.getByRole('radio', { name: 'Barzahlung' })).toBeChecked();
  await expect(page.getByRole('radio', { name: /Mollie|Datatrans|Online/ })).toHaveCount(0);
  const firstName = page.getByRole('textbox', { name: /^Vorname/ });
  await expect(firstName).toHaveAttribute('autocomplete', 'off');
  await firstName.fill('Anna');
  await page.getByRole('textbox', { name: /^Nachname/ }).fill('Huber');
  await page.getByRole('textbox', { name: /^E-Mail-Adresse/ }).fill('anna.huber@example.at');
  await page.getByRole('checkbox', { name: /Allgemeinen Geschäftsbedingungen/ }).check();
  await page.getByRole('checkbox', { name: /Datenschutzerklärung gelesen/ }).check();
  await expect(page.getByRole('region', { name: 'Hinweis zu Cookies' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, testInfo, 'kiosk-checkout');
  await page.getByRole('button', { name: ORDER_BUTTON }).click();

  await expect(page).toHaveURL(/\/self-service\/store\/dornbirn\/status\/[^/]+\/[^/]+$/);
  await expect(
    page.getByRole('heading', { name: 'Vielen Dank für Ihre Bestellung!', level: 1 }),
  ).toBeVisible();
  await expect(page.getByText(/^In (2\d|30) Sekunden ist der Bildschirm frei/)).toBeVisible();
  // The order's details were forgotten the moment it was placed.
  await expectNoGuestData(page);
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, testInfo, 'kiosk-thank-you');

  await page.clock.fastForward(31_000);
  await expect(page.getByRole('button', SCREENSAVER)).toBeVisible();
  await expect(page).toHaveURL(START);
  await expectNoGuestData(page);

  // The next guest finds an empty cart and an empty form.
  await wake(page);
  await expect(page.getByRole('region', { name: 'Warenkorb' })).toContainText('Keine Produkte im Warenkorb');
  await addToCart(page, 'Sachertorte (Stück)');
  await goToCheckout(page);
  await expect(page.getByRole('textbox', { name: /^Vorname/ })).toHaveValue('');
  await expect(page.getByRole('textbox', { name: /^E-Mail-Adresse/ })).toHaveValue('');
});

test('the thank-you can make way for the next guest at once', async ({ page }) => {
  await page.goto(START);
  await wake(page);
  await addToCart(page, 'Sachertorte (Stück)');
  await goToCheckout(page);
  await page.getByRole('textbox', { name: /^Vorname/ }).fill('Anna');
  await page.getByRole('textbox', { name: /^Nachname/ }).fill('Huber');
  await page.getByRole('textbox', { name: /^E-Mail-Adresse/ }).fill('anna.huber@example.at');
  await page.getByRole('checkbox', { name: /Allgemeinen Geschäftsbedingungen/ }).check();
  await page.getByRole('checkbox', { name: /Datenschutzerklärung gelesen/ }).check();
  await page.getByRole('button', { name: ORDER_BUTTON }).click();
  await page.getByRole('button', { name: 'Neue Bestellung starten' }).click();
  await expect(page.getByRole('button', SCREENSAVER)).toBeVisible();
  await expect(page).toHaveURL(START);
  await expectNoGuestData(page);
});

test('the ordinary storefront stays as it was: cookie banner, no screensaver', async ({ page }) => {
  await page.goto('/store/dornbirn');
  await expect(page.getByRole('region', { name: 'Hinweis zu Cookies' })).toBeVisible();
  await expect(page.getByRole('button', SCREENSAVER)).toHaveCount(0);
});
