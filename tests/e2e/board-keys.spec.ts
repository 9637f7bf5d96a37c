import { join } from 'node:path';
import { expect as baseExpect, test, type Locator, type Page } from './support/test.js';
import { signInAsAdmin } from './support/admin-sign-in.js';
import { expectNoSeriousA11yViolations } from './support/storefront.js';

// The back office is made for tablets and desktops; the journey runs once, in the desktop project.

// Several helpers share this machine: sign-ins (argon2id) and first loads can take seconds.
const expect = baseExpect.configure({ timeout: 15_000 });

const BRANCH = 'Dornbirn Marktplatz';
const WRONG_KEY = 'Diese Bestellübersicht kann nicht geöffnet werden';

/** Asks for a new key of the board behind `button`, confirms, and reads key and address off the dialog. */
async function issueKey(page: Page, button: Locator, board: string) {
  await button.click();
  const confirm = page.getByRole('dialog', {
    name: `Neuen Schlüssel für die ${board} von „${BRANCH}“ erzeugen?`,
  });
  await confirm.getByRole('button', { name: 'Neuen Schlüssel erzeugen' }).click();
  const dialog = page.getByRole('dialog', { name: `Schlüssel für die ${board} von „${BRANCH}“` });
  const keyField = dialog.getByLabel('Schlüssel', { exact: true });
  await expect(keyField).toBeFocused();
  return {
    dialog,
    apiKey: await keyField.inputValue(),
    address: await dialog.getByLabel('Adresse der Anzeige').inputValue(),
  };
}

test.describe("a branch's order boards in the back office", () => {
  test('an admin issues a key for the counter board of Dornbirn, opens it, and a new key locks the old address out', async ({
    page,
    context,
    baseURL,
  }) => {
    if (baseURL === undefined) throw new Error('The Playwright config sets baseURL');
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await signInAsAdmin(page);
    await page.goto('/backend/branches');
    await page.getByRole('link', { name: BRANCH, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Filiale: ${BRANCH}` })).toBeVisible();
    const branchId = Number(new URL(page.url()).pathname.split('/').pop());

    const boards = page.getByRole('region', { name: 'Bestellanzeigen' });
    const frontdeskButton = boards.getByRole('button', { name: 'Schlüssel für Thekenanzeige erzeugen' });
    await expect(
      boards.getByRole('button', { name: 'Schlüssel für Backoffice-Anzeige erzeugen' }),
    ).toBeVisible();

    // By keyboard: asked first, the focus on the harmless answer, Escape changes nothing.
    await frontdeskButton.focus();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', {
      name: `Neuen Schlüssel für die Thekenanzeige von „${BRANCH}“ erzeugen?`,
    });
    await expect(confirm.getByText(/funktioniert danach nicht mehr/)).toBeVisible();
    await expect(confirm.getByRole('button', { name: 'Abbrechen' })).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(confirm).toBeHidden();
    await expect(frontdeskButton).toBeFocused();

    const first = await issueKey(page, frontdeskButton, 'Thekenanzeige');
    expect(first.apiKey).toMatch(/^[\w-]{32}$/);
    expect(first.address).toBe(`${baseURL}/frontdesk/${branchId}/${first.apiKey}`);
    await expect(first.dialog.getByText(/^Der Schlüssel wird nur jetzt angezeigt\./)).toBeVisible();
    await first.dialog.getByRole('button', { name: 'Adresse kopieren' }).click();
    await expect(first.dialog.getByRole('status')).toHaveText('In die Zwischenablage kopiert.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first.address);
    await expectNoSeriousA11yViolations(page);
    if (process.env.SCREENSHOT_DIR) {
      await page.screenshot({ path: join(process.env.SCREENSHOT_DIR, 'board-key-dialog.png') });
    }

    // The link opens the board in a new tab, with the key instead of a login.
    const [board] = await Promise.all([
      context.waitForEvent('page'),
      first.dialog.getByRole('link', { name: 'Anzeige öffnen (öffnet in neuem Tab)' }).click(),
    ]);
    await expect(board).toHaveURL(first.address);
    await expect(board.getByRole('heading', { level: 1, name: `Theke · ${BRANCH}` })).toBeVisible();
    await expect(board.getByText(WRONG_KEY)).toHaveCount(0);

    await first.dialog.getByRole('button', { name: 'Fertig' }).click();
    await expect(first.dialog).toBeHidden();
    await expect(frontdeskButton).toBeFocused();

    // A second key replaces the first: the board still on the old address is turned away.
    const second = await issueKey(page, frontdeskButton, 'Thekenanzeige');
    expect(second.apiKey).not.toBe(first.apiKey);
    await second.dialog.getByRole('button', { name: 'Fertig' }).click();
    await board.reload();
    await expect(board.getByRole('heading', { name: WRONG_KEY })).toBeVisible();
    await expect(board.getByRole('heading', { name: `Theke · ${BRANCH}` })).toHaveCount(0);
    await expectNoSeriousA11yViolations(board);
    await board.goto(second.address);
    await expect(board.getByRole('heading', { level: 1, name: `Theke · ${BRANCH}` })).toBeVisible();

    // The back-office board has its own key and its own address.
    const backoffice = await issueKey(
      page,
      boards.getByRole('button', { name: 'Schlüssel für Backoffice-Anzeige erzeugen' }),
      'Backoffice-Anzeige',
    );
    expect(backoffice.address).toBe(`${baseURL}/backoffice-board/${branchId}/${backoffice.apiKey}`);
    await backoffice.dialog.getByRole('button', { name: 'Fertig' }).click();
    await board.goto(backoffice.address);
    await expect(board.getByRole('heading', { level: 1, name: `Backoffice · ${BRANCH}` })).toBeVisible();
    await board.close();
  });
});
