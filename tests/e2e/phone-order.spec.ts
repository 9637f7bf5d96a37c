import { expect as baseExpect, test } from './support/test.js';
import { addDays, viennaParts } from '../../src/domain/opening-hours/vienna-time.js';
import { signInAsAdmin } from './support/admin-sign-in.js';
import { expectNoSeriousA11yViolations } from './support/storefront.js';

// The back office is made for tablets and desktops; the journey runs once, in the desktop project.

// Several helpers share this machine: sign-ins (argon2id) and first loads can take seconds.
const expect = baseExpect.configure({ timeout: 15_000 });

// The demo data closes every branch on these days, whatever the weekday.
const holidays = ['12-24', '12-25', '12-26', '01-01'];

/** A day after today on which Dornbirn opens at 10:00, whatever day the suite runs. */
function nextOpenDay(): string {
  const today = viennaParts(new Date()).date;
  for (let offset = 1; ; offset += 1) {
    const date = addDays(today, offset);
    if (!holidays.includes(date.slice(5))) return date;
  }
}

test.describe('a phone order', () => {
  test('staff take an order for a guest, open it and change how many the guest wants', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/backend/orders/new');
    await expect(page.getByRole('heading', { level: 1, name: 'Telefonbestellung' })).toBeVisible();

    await page.getByLabel('Filiale', { exact: true }).selectOption({ label: 'Dornbirn Marktplatz' });
    await expect(page.getByLabel('Art der Lieferung', { exact: true })).toHaveValue('takeaway');
    await expect(page.getByLabel('Zahlungsart', { exact: true })).toHaveValue('cash');
    // Online payments are the guest's own; staff cannot take one on the phone.
    await expect(
      page.getByLabel('Zahlungsart', { exact: true }).locator('option', { hasText: 'Online' }),
    ).toHaveCount(0);
    await page.getByLabel('Datum', { exact: true }).fill(nextOpenDay());
    await page.getByLabel('Uhrzeit', { exact: true }).fill('10:00');
    // The guest gives a first name only: the contact is optional.
    await page.getByLabel(/^Vorname/).fill('Ilse');

    await page.getByLabel('Produkt suchen', { exact: true }).fill('Kaisersemmel');
    await page.getByRole('button', { name: 'Kaisersemmel hinzufügen' }).click();
    const cart = page.getByRole('region', { name: 'Bestellung' });
    await expect(cart.getByText('Kaisersemmel')).toBeVisible();
    await expect(cart.locator('.bo-order__total')).toContainText('0,60');
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Bestellung anlegen' }).click();
    await expect(page).toHaveURL(/\/backend\/orders\/\d+$/);
    await expect(page.getByText(/^Bestellung Nr\. \d+ wurde angelegt\.$/)).toBeVisible();
    const items = page.getByRole('region', { name: 'Produkte' });
    await expect(items.locator('.bo-order__total')).toContainText('0,60');

    await items.getByRole('button', { name: 'Kaisersemmel ändern' }).click();
    const dialog = page.getByRole('dialog', { name: 'Kaisersemmel bearbeiten' });
    await dialog.getByLabel('Menge', { exact: true }).fill('4');
    await expect(dialog.getByText(/^Neuer Preis: .*2,40$/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(dialog).toBeHidden();
    // The server priced the change: four rolls, and the order's total follows.
    await expect(items.getByText('4 Stk.')).toBeVisible();
    await expect(items.locator('.bo-order__total')).toContainText('2,40');

    await page.reload();
    await expect(page.getByRole('region', { name: 'Produkte' }).locator('.bo-order__total')).toContainText(
      '2,40',
    );
    await expectNoSeriousA11yViolations(page);
  });
});
