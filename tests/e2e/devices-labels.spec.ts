import { expect as baseExpect, test } from './support/test.js';
import { hasInk, renderPdf } from '../support/pdf-render.js';
import { signInAsAdmin } from './support/admin-sign-in.js';
import { expectNoSeriousA11yViolations, screenshot } from './support/storefront.js';

const expect = baseExpect.configure({ timeout: 15_000 });

test.describe('printable sheets in the back office', () => {
  test('an admin picks products and copies, and gets detail labels as a PDF that renders', async ({
    page,
  }, testInfo) => {
    await signInAsAdmin(page);
    await page.getByRole('link', { name: 'Etiketten drucken' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Etiketten drucken' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Noch kein Etikett gewählt.' })).toBeVisible();

    await page.getByLabel('Produkte durchsuchen').fill('Kaisersemmel');
    await page.getByLabel('Anzahl Etiketten für „Kaisersemmel“').fill('3');
    await page.getByLabel('Detail: 5 Zeilen × 2 Spalten').check();
    await expect(page.getByText('3 Etiketten gewählt.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, testInfo, 'labels-page');

    const link = page.getByRole('link', { name: 'Etiketten als PDF öffnen' });
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/api\/products\/labels\.pdf\?layout=detail&skip=0&products=(\d+),\1,\1$/);
    const response = await page.request.get(href!);
    expect(response.status()).toBe(200);
    const pdf = renderPdf(await response.body());
    expect(pdf.pages).toBe(1);
    expect(pdf.text).toContain('Kaisersemmel');
    const label = (row: number, column: number) => ({
      left: column / 2 + 0.02,
      top: row / 5 + 0.01,
      width: 0.46,
      height: 0.18,
    });
    expect(await hasInk(pdf.images[0]!, label(1, 0))).toBe(true);
    expect(await hasInk(pdf.images[0]!, label(1, 1))).toBe(false);
  });

  test("an admin prints a branch's table QR codes, twelve to a sheet", async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/backend/labels');
    const section = page.getByRole('region', { name: 'QR-Codes der Tische' });
    await section.getByLabel('Filiale').selectOption({ label: 'Dornbirn Marktplatz' });
    await section.getByLabel('12 Codes pro Bogen').check();
    const href = await section.getByRole('link', { name: 'QR-Codes als PDF öffnen' }).getAttribute('href');
    expect(href).toMatch(/^\/api\/tables\/qr-codes\.pdf\?branch=\d+&layout=sheet$/);
    const response = await page.request.get(href!);
    expect(response.status()).toBe(200);
    const pdf = renderPdf(await response.body());
    // Dornbirn has 16 tables: a full sheet of 12 and four on the second.
    expect(pdf.pages).toBe(2);
    expect(pdf.text).toContain('Tisch Terrasse 4');
    await expectNoSeriousA11yViolations(page);
  });
});
