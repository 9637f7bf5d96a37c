import { expect, test, type Page, type TestInfo } from './support/test.js';
import { recentVienna } from './support/clock.js';
import {
  acceptCookiesBeforehand,
  newsSeenBeforehand,
  expectNoSeriousA11yViolations,
  openPage,
  untilReactRuns,
} from './support/storefront.js';

// Dornbirn opens 07:00-02:00 on Fridays and delivers 11:00-14:00; Bregenz is closed on Sundays and takes
// pre-orders (see storefront.spec.ts for the demo week).
const fridayLateMorning = () => recentVienna('friday', '11:45');
const sundayMorning = () => recentVienna('sunday', '09:30');

async function visit(page: Page, path: string, at: Date): Promise<void> {
  await page.clock.setFixedTime(at);
  await openPage(page, path);
}

function product(page: Page, name: string) {
  return page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true, level: 4 }) });
}

function cart(page: Page) {
  return page.getByRole('region', { name: 'Warenkorb' });
}

/**
 * What the guest sees on screen, only when SCREENSHOT_DIR asks for it. The viewport rather than the full
 * page: the overlay and the cart are what these journeys are about, not the long menu behind them.
 */
async function screenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  // The news pop-up may open in between; the locator handler closes it only before actions, and any
  // locator call here would race with that handler, so it is closed in the page.
  await page.evaluate(() => {
    for (const dialog of document.querySelectorAll<HTMLDialogElement>('dialog.news-dialog[open]'))
      dialog.close();
  });
  await page.screenshot({ path: `${dir}/${testInfo.project.name}-${name}.png`, animations: 'disabled' });
}

/** Phones start with the cart folded into its bottom bar; desktops show it open. */
async function openCart(page: Page): Promise<void> {
  // After a reload the toggle is the server's HTML until React runs, and a tap on it would be lost.
  await untilReactRuns(page);
  const toggle = cart(page).getByRole('button', { name: /im Warenkorb|Warenkorb ausblenden/ });
  if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
  await expect(cart(page).getByRole('button', { name: 'Warenkorb ausblenden' })).toBeVisible();
}

test.describe('a guest ordering', () => {
  test.beforeEach(async ({ page, baseURL }) => {
    await acceptCookiesBeforehand(page, baseURL);
    await newsSeenBeforehand(page);
  });

  test('configures the breakfast step by step and edits it in the cart', async ({ page }, testInfo) => {
    await visit(page, '/store/dornbirn', fridayLateMorning());
    await expect(cart(page)).toContainText('Keine Produkte im Warenkorb');

    const configure = product(page, 'Frühstück nach Wahl').getByRole('button', { name: 'Konfigurieren' });
    await configure.click();
    const overlay = page.getByRole('dialog', { name: 'Frühstück nach Wahl' });
    await expect(overlay).toBeVisible();
    await expect(overlay).toContainText('Schritt 1 von 4');
    const next = overlay.getByRole('button', { name: 'Zum nächsten Schritt' });
    // The size is required: the step blocks until it is answered.
    await expect(next).toBeDisabled();
    await expect(overlay).toContainText('€ 8,90');
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, testInfo, 'overlay-step-1');

    await overlay.getByRole('radio', { name: /Kleines Frühstück/ }).check();
    await expect(overlay).toContainText('€ 6,90');
    await next.click();
    await expect(overlay).toContainText('Schritt 2 von 4');
    await expect(next).toBeDisabled();
    await overlay.getByRole('radio', { name: /Glutenfreies Buchweizenbrot/ }).check();
    await expect(overlay.getByText('+ € 1,50')).toBeVisible();
    await next.click();

    await expect(overlay).toContainText('Schritt 3 von 4');
    // Optional extras: the step may stay empty; multiselect toggles.
    await expect(next).toBeEnabled();
    const egg = overlay.getByRole('checkbox', { name: /Weiches Ei/ });
    await egg.check();
    await overlay.getByRole('checkbox', { name: /Beinschinken/ }).check();
    await overlay.getByRole('checkbox', { name: /Beinschinken/ }).uncheck();
    await next.click();
    await overlay.getByRole('button', { name: 'Zurück' }).click();
    await expect(egg).toBeChecked();
    await next.click();

    await expect(overlay).toContainText('Schritt 4 von 4');
    await overlay.getByRole('textbox', { name: /Sonderwunsch/ }).fill('Ei bitte hart gekocht.');
    await expect(overlay).toContainText('€ 9,60');
    await overlay.getByRole('button', { name: 'Zum Warenkorb hinzufügen' }).click();

    await expect(overlay).toBeHidden();
    await expect(configure).toBeFocused();
    await expect(
      page.getByRole('status').filter({ hasText: 'Produkt zum Warenkorb hinzugefügt.' }),
    ).toBeVisible();
    await openCart(page);
    const line = cart(page).getByRole('listitem').filter({ hasText: 'Frühstück nach Wahl' });
    await expect(line).toContainText('1 Stk.');
    await expect(line).toContainText('Größe: Kleines Frühstück');
    await expect(line).toContainText('Extras: Weiches Ei');
    await expect(line).toContainText('Sonderwunsch: Ei bitte hart gekocht.');
    await expect(line).toContainText('€ 9,60');
    await expect(cart(page)).toContainText('1 Produkt(e) im Warenkorb');

    // Editing opens the same answers; Escape closes without changes and returns focus.
    const edit = line.getByRole('button', { name: 'Bearbeiten' });
    await edit.click();
    await expect(overlay.getByRole('radio', { name: /Kleines Frühstück/ })).toBeChecked();
    await page.keyboard.press('Escape');
    await expect(overlay).toBeHidden();
    await expect(edit).toBeFocused();

    await expectNoSeriousA11yViolations(page);
    await screenshot(page, testInfo, 'cart-breakfast');

    await line.getByRole('button', { name: 'Entfernen' }).click();
    await expect(cart(page)).toContainText('Keine Produkte im Warenkorb');
  });

  test(
    'buys cheese by the kilogram, delivers it and finds the cart after a reload',
    { tag: '@phone' },
    async ({ page }, testInfo) => {
      await visit(page, '/store/dornbirn', fridayLateMorning());
      await product(page, 'Vorarlberger Bergkäse').getByRole('button', { name: 'In den Warenkorb' }).click();
      const overlay = page.getByRole('dialog', { name: 'Vorarlberger Bergkäse' });
      await expect(overlay).toContainText('1 kg = 100 dag');
      const amount = overlay.getByRole('textbox', { name: 'Menge' });
      await expect(amount).toHaveValue('20');
      await expect(overlay).toContainText('ca. € 7,00');

      await overlay.getByRole('combobox', { name: 'Einheit' }).selectOption({ label: 'kg' });
      // 20 dag are 0,2 kg, below the kilogram minimum of 0,5.
      await expect(amount).toHaveValue('0,5');
      await expect(overlay.getByRole('button', { name: 'Menge verringern' })).toBeDisabled();
      await expect(overlay).toContainText('ca. € 17,50');

      for (const [typed, snapped] of [
        ['1,3', '1,25'],
        ['5', '2'],
        ['abc', '0,5'],
        ['-3', '0,5'],
        ['1e9', '0,5'],
      ] as const) {
        await amount.fill(typed);
        await amount.press('Enter');
        await expect(amount).toHaveValue(snapped);
      }
      await overlay.getByRole('button', { name: 'Menge erhöhen' }).click();
      await expect(amount).toHaveValue('0,75');
      await overlay.getByRole('button', { name: 'Menge verringern' }).click();
      await expect(amount).toHaveValue('0,5');
      await overlay.getByRole('button', { name: 'Zum Warenkorb hinzufügen' }).click();
      await expect(overlay).toBeHidden();

      await openCart(page);
      const panel = cart(page);
      await expect(panel.getByRole('listitem').filter({ hasText: 'Vorarlberger Bergkäse' })).toContainText(
        '0,5 kg',
      );
      await expect(panel.getByRole('combobox', { name: 'Art der Lieferung' })).toHaveValue('takeaway');
      await expect(panel).not.toContainText('Lieferkosten');

      await panel.getByRole('combobox', { name: 'Art der Lieferung' }).selectOption({ label: 'Lieferung' });
      const area = panel.getByRole('combobox', { name: 'Liefergebiet' });
      await expect(area).toHaveValue(/\d+/);
      await expect(area.locator('option:checked')).toHaveText('Dornbirn Zentrum');
      await expect(panel).toContainText('Lieferkosten€ 2,50');
      await expect(panel).toContainText('Gesamt€ 20,00');
      await expect(panel).toContainText('Kostenlose Lieferung ab € 25,00.');
      await expect(panel.getByRole('button', { name: 'Jetzt bestellen' })).toBeEnabled();

      await area.selectOption({ label: 'Lustenau, Hohenems' });
      await expect(panel).toContainText(
        'Sie haben den Mindestbestellwert in Höhe von € 25,00 leider noch nicht erreicht.',
      );
      await expect(panel).toContainText('Es fehlen noch € 7,50.');
      await expect(panel.getByRole('button', { name: 'Jetzt bestellen' })).toBeDisabled();
      await expectNoSeriousA11yViolations(page);
      await screenshot(page, testInfo, 'cart-delivery-minimum');

      await page.reload();
      await openCart(page);
      await expect(
        cart(page).getByRole('listitem').filter({ hasText: 'Vorarlberger Bergkäse' }),
      ).toContainText('0,5 kg');
      await expect(cart(page).getByRole('combobox', { name: 'Art der Lieferung' })).toHaveValue('delivery');
      await expect(
        cart(page).getByRole('combobox', { name: 'Liefergebiet' }).locator('option:checked'),
      ).toHaveText('Lustenau, Hohenems');

      // Emptying keeps the method and the area: the guest is still where they were.
      await cart(page).getByRole('button', { name: 'Warenkorb leeren' }).click();
      await expect(cart(page)).toContainText('Keine Produkte im Warenkorb');
      await expect(cart(page).getByRole('combobox', { name: 'Art der Lieferung' })).toHaveValue('delivery');
      await expect(cart(page).getByRole('button', { name: 'Jetzt bestellen' })).toBeDisabled();
    },
  );

  test('is invited to pre-order while a branch is closed', { tag: '@phone' }, async ({ page }, testInfo) => {
    await visit(page, '/store/bregenz', sundayMorning());
    await expect(page.getByText('Derzeit haben wir leider geschlossen.')).toBeVisible();
    await expect(page.getByText('Wir bearbeiten diese sobald wir wieder geöffnet haben.')).toBeVisible();

    await product(page, 'Sachertorte (Stück)').getByRole('button', { name: 'In den Warenkorb' }).click();
    await page
      .getByRole('dialog', { name: 'Sachertorte (Stück)' })
      .getByRole('button', { name: 'Zum Warenkorb hinzufügen' })
      .click();
    await openCart(page);
    const panel = cart(page);
    await expect(panel.getByRole('button', { name: 'Jetzt vorbestellen' })).toBeEnabled();
    await expect(panel.getByRole('button', { name: 'Jetzt bestellen' })).toHaveCount(0);

    await panel.getByRole('combobox', { name: 'Art der Lieferung' }).selectOption({ label: 'Lieferung' });
    await expect(panel).toContainText('Derzeit ist leider keine Lieferung möglich.');
    await expect(panel).toContainText('Wir liefern wieder am Montag ab 06:30 Uhr.');
    await expect(panel).toContainText('Gerne können Sie stattdessen Takeaway oder Dine In wählen.');
    await expect(panel).toContainText('Sie können aber gerne für einen späteren Zeitpunkt vorbestellen.');
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, testInfo, 'closed-preorder');
  });

  test('jumps to a category from the category bar, which marks it', async ({ page }, testInfo) => {
    await visit(page, '/store/dornbirn', fridayLateMorning());
    const bar = page.getByRole('navigation', { name: 'Kategorien' });
    await expect(bar.getByRole('link', { name: 'Frühstück' })).toHaveAttribute('aria-current', 'true');
    await bar.getByRole('link', { name: 'Backwaren' }).click();
    await expect(bar.getByRole('link', { name: 'Backwaren' })).toHaveAttribute('aria-current', 'true');
    await expect(bar).toBeInViewport();
    await expect(page.getByRole('heading', { name: 'Backwaren', level: 3 })).toBeFocused();
    await screenshot(page, testInfo, 'category-bar');
  });
});
