import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect as baseExpect, test } from './support/test.js';
import { deviceApi, runDeviceClient } from '../../scripts/device-client.js';
import { signInAsAdmin } from './support/admin-sign-in.js';
import { expectNoSeriousA11yViolations } from './support/storefront.js';

// The back office is made for tablets and desktops; the journey runs once, in the desktop project.

// Several helpers share this machine: sign-ins (argon2id) and first loads can take seconds.
const expect = baseExpect.configure({ timeout: 15_000 });

/** The printer's side, in this process: the client of scripts/device-client.ts writing jobs to a folder. */
function startPrinter(baseURL: string, apiKey: string, folder: string) {
  const stop = new AbortController();
  const log: string[] = [];
  const running = runDeviceClient({
    api: deviceApi(baseURL, apiKey),
    output: { kind: 'directory', path: folder },
    pollSeconds: 0.25,
    once: false,
    signal: stop.signal,
    log: (line) => log.push(line),
  });
  // Read by the test; an unhandled rejection would end the run before the test looks at it.
  const ended = running.then(
    () => null,
    (error: unknown) => error,
  );
  return { log, ended, stop: () => stop.abort() };
}

test.describe('a receipt printer in the back office', () => {
  test('an admin adds a printer for Dornbirn, gives it a key, starts its client and prints a test', async ({
    page,
    context,
    baseURL,
  }) => {
    if (baseURL === undefined) throw new Error('The Playwright config sets baseURL');
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    const identifier = `drucker-theke-${Date.now()}`;
    const folder = await mkdtemp(join(tmpdir(), 'tischlein-printer-'));
    let printer: ReturnType<typeof startPrinter> | undefined;

    try {
      await signInAsAdmin(page);
      await page.goto('/backend/devices');
      await expect(page.getByRole('heading', { level: 1, name: 'Geräte' })).toBeVisible();
      await page.getByRole('link', { name: 'Neu: Gerät' }).click();
      await page.getByLabel(/^Kennung/).fill(identifier);
      await page.getByLabel(/^Name/).fill('Theke Dornbirn');
      await page.getByLabel(/^Art/).selectOption({ label: 'Drucker' });
      await page.getByLabel('Filiale', { exact: true }).selectOption({ label: 'Dornbirn Marktplatz' });
      await page.getByRole('button', { name: 'Speichern' }).click();
      await expect(page).toHaveURL(/\/backend\/devices\/\d+$/);
      await expect(page.getByText('Gerät wurde erstellt.')).toBeVisible();

      const connection = page.getByRole('region', { name: 'Verbindung' });
      await expect(connection.getByRole('definition').first()).toHaveText('noch keiner');
      // Without a key the printer cannot fetch anything: the server says so, and the screen shows it.
      await connection.getByRole('button', { name: 'Testdruck' }).click();
      const errors = page.getByRole('region', { name: 'Fehlermeldungen' });
      await expect(
        errors.getByText(
          'Test nicht erfolgreich. Das Gerät hat noch keinen API-Schlüssel. Bitte erstellen Sie zuerst einen.',
          { exact: true },
        ),
      ).toBeVisible();
      await errors.getByRole('button', { name: 'Meldung schließen' }).click();

      // The first key needs no confirmation: there is no old one to break. By keyboard, like staff at a tablet.
      const issueButton = connection.getByRole('button', { name: 'API-Schlüssel erzeugen' });
      await issueButton.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'API-Schlüssel für „Theke Dornbirn“' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByText(/^Der Schlüssel wird nur jetzt angezeigt\./)).toBeVisible();
      const keyField = dialog.getByLabel('API-Schlüssel', { exact: true });
      await expect(keyField).toBeFocused();
      const apiKey = await keyField.inputValue();
      expect(apiKey).toMatch(/^[\w-]{43}$/);
      await expect(dialog.getByLabel('Befehl für den Druck-Client')).toHaveText(
        `npx tsx scripts/device-client.ts --url=${baseURL} --key=${apiKey}`,
      );
      await dialog.getByRole('button', { name: 'Schlüssel kopieren' }).click();
      await expect(dialog.getByRole('status')).toHaveText('In die Zwischenablage kopiert.');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(apiKey);
      await expectNoSeriousA11yViolations(page);
      if (process.env.SCREENSHOT_DIR) {
        await page.screenshot({ path: join(process.env.SCREENSHOT_DIR, 'device-api-key.png') });
      }
      await dialog.getByRole('button', { name: 'Fertig' }).click();
      await expect(dialog).toBeHidden();
      await expect(issueButton).toBeFocused();
      // Keyed but never heard from: the screen says the device does not report yet.
      const hasKey = connection.getByRole('definition').nth(0);
      const lastSeen = connection.getByRole('definition').nth(1);
      await expect(hasKey).toHaveText('vergeben');
      await expect(lastSeen).toHaveText('noch nie meldet sich nicht');

      // The list marks it too, beside when it was last seen.
      const devicePage = page.url();
      await page.goto('/backend/devices');
      const row = page.getByRole('row').filter({ hasText: identifier });
      await expect(page.getByRole('columnheader', { name: 'Zuletzt gesehen' })).toBeVisible();
      await expect(row.getByRole('cell', { name: '– meldet sich nicht' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      if (process.env.SCREENSHOT_DIR) {
        await page.screenshot({ path: join(process.env.SCREENSHOT_DIR, 'device-list.png') });
      }
      await page.goto(devicePage);

      printer = startPrinter(baseURL, apiKey, folder);
      await expect.poll(() => printer?.log.join('\n')).toContain('Angemeldet als Gerät „Theke Dornbirn“');

      await connection.getByRole('button', { name: 'Testdruck' }).click();
      await expect(connection.getByRole('status')).toHaveText(
        'Der Testbeleg ist unterwegs: Der Drucker „Theke Dornbirn“ druckt ihn, sobald er ihn abholt.',
      );
      await expect
        .poll(() => printer?.log.join('\n'))
        .toMatch(/Druckauftrag \d+ \(Testdruck Theke Dornbirn\) gedruckt/);
      const [file] = await readdir(folder);
      if (file === undefined) throw new Error('The client wrote no file.');
      const receipt = (await readFile(join(folder, file))).toString('latin1');
      expect(receipt).toContain('Testdruck');
      expect(receipt).toContain(`(${identifier})`);

      // The client's calls are its heartbeat: after a reload the device counts as seen, not silent.
      await page.reload();
      await expect(hasKey).toHaveText('vergeben');
      await expect(lastSeen).toHaveText(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);
      await expectNoSeriousA11yViolations(page);
      if (process.env.SCREENSHOT_DIR) {
        await page.screenshot({
          path: join(process.env.SCREENSHOT_DIR, 'device-detail.png'),
          fullPage: true,
        });
      }

      // A second key replaces the first: asked first, Escape keeps everything as it was.
      await issueButton.click();
      const confirm = page.getByRole('dialog', {
        name: 'Neuen API-Schlüssel für „Theke Dornbirn“ erzeugen?',
      });
      await expect(confirm.getByText(/funktioniert der alte nicht mehr/)).toBeVisible();
      await expect(confirm.getByRole('button', { name: 'Abbrechen' })).toBeFocused();
      await expectNoSeriousA11yViolations(page);
      await page.keyboard.press('Escape');
      await expect(confirm).toBeHidden();
      await expect(issueButton).toBeFocused();

      await issueButton.click();
      await confirm.getByRole('button', { name: 'Neuen Schlüssel erzeugen' }).click();
      const newKeyField = dialog.getByLabel('API-Schlüssel', { exact: true });
      await expect(newKeyField).toBeFocused();
      expect(await newKeyField.inputValue()).not.toBe(apiKey);
      await dialog.getByRole('button', { name: 'Fertig' }).click();
      // The running client holds the old key; the server turns it away and the client stops.
      const ended = await printer.ended;
      expect(ended).toBeInstanceOf(Error);
      expect((ended as Error).message).toBe(
        'Der API-Schlüssel dieses Geräts ist ungültig. Bitte lassen Sie im Backoffice einen neuen erstellen.',
      );

      await page.goto('/backend/devices');
      await expect(row.getByRole('cell', { name: /^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/ })).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      // Leave no keyed printer behind: it would raise the silent-device alarm in later journeys.
      await row.getByRole('link').first().click();
      await page.getByRole('button', { name: 'Löschen' }).click();
      await page.getByRole('button', { name: 'Endgültig löschen' }).click();
      await expect(page.getByText('Gerät wurde gelöscht.')).toBeVisible();
    } finally {
      printer?.stop();
      await printer?.ended;
      await rm(folder, { recursive: true, force: true });
    }
  });
});
