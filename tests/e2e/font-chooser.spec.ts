import { expect, test } from './support/test.js';
import { signInAsAdmin } from './support/admin-sign-in.js';

test('the font chooser lists the served fonts and previews the chosen one in itself', async ({ page }) => {
  await signInAsAdmin(page);
  const fontFiles: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/fonts/'))
      fontFiles.push(`${response.status()} ${url.hostname}${url.pathname}`);
  });
  await page.goto('/backend/config');
  const chooser = page.getByLabel('Schriftart', { exact: true });
  await expect(chooser.locator('option', { hasText: 'Playfair Display (serif)' })).toHaveCount(1);
  await chooser.selectOption({ label: 'Playfair Display (serif)' });

  const preview = page.locator('.font-family-editor__preview p');
  await expect(preview).toHaveCSS('font-family', /Playfair Display/);
  // The face the preview draws with was loaded, from this server.
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.fonts].some(
          (face) => face.family.includes('Playfair Display') && face.status === 'loaded',
        ),
      ),
    )
    .toBe(true);
  expect(fontFiles.length).toBeGreaterThan(0);
  expect(fontFiles.every((entry) => entry.startsWith('200 127.0.0.1/fonts/'))).toBe(true);
});
