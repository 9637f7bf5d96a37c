import { expect, test } from './support/test.js';
import { adminApi } from './support/admin-api.js';
import { signInAsAdmin } from './support/admin-sign-in.js';
import { expectNoSeriousA11yViolations } from './support/storefront.js';

type Section = { type: string; value: Record<string, unknown> };
type Site = { id: number; path: string; isPublic: boolean; content: { body: Section[] } };

test.describe('pages from the back office on the storefront', () => {
  test.beforeEach(async ({ page }) => {
    await signInAsAdmin(page);
  });

  test('a page edited in the section editor (one section of each type) shows exactly as configured', async ({
    page,
  }) => {
    const api = await adminApi(page);
    const original = (await api.get<Site[]>('/api/sites')).find((site) => site.path === 'ueber-uns');
    if (original === undefined) throw new Error('the demo data has the page "ueber-uns"');
    try {
      await page.goto(`/backend/sites/${original.id}`);
      const sections = page
        .locator('fieldset')
        .filter({ has: page.locator('legend', { hasText: /^Inhalt$/ }) });
      await sections.getByRole('button', { name: /^„Hero: .*“ bearbeiten$/ }).click();
      const hero = sections.getByRole('listitem').filter({ hasText: 'Abschnitt 1: Hero' }).first();
      await hero.getByLabel('Titel', { exact: true }).fill('Frisch gebacken seit 1962');
      const saved = page.waitForResponse(
        (response) =>
          response.url().endsWith(`/api/sites/${original.id}`) && response.request().method() === 'PUT',
      );
      await page.getByRole('button', { name: 'Speichern', exact: true }).click();
      const body = ((await (await saved).json()) as { data: Site }).data.content.body;
      expect(new Set(body.map((section) => section.type)).size).toBe(16);

      await page.goto('/ueber-uns');
      const shown = page.locator('.content-sections > [data-type]');
      await expect(shown).toHaveCount(body.length);
      expect(await shown.evaluateAll((elements) => elements.map((element) => element.dataset.type))).toEqual(
        body.map((section) => section.type),
      );
      for (const [index, section] of body.entries()) {
        const title = section.value.title;
        if (typeof title === 'string' && title !== '') await expect(shown.nth(index)).toContainText(title);
      }
      await expect(shown.first().getByRole('heading', { level: 2 })).toHaveText('Frisch gebacken seit 1962');
    } finally {
      await api.send('PUT', `/api/sites/${original.id}`, original);
    }
  });

  test('a page that is not public: 404 for guests, a marked preview for administrators', async ({
    page,
    browser,
  }) => {
    const api = await adminApi(page);
    const draft = await api.send<Site>('POST', '/api/sites', {
      path: 'advent-vorschau',
      type: 'custom_site',
      name: 'Advent',
      title: 'Adventkalender',
      description: 'Jeden Tag ein Keks.',
      isPublic: false,
      content: { body: [{ type: 'sectionText', value: { title: 'Bald', text: '<p>Ab 1. Dezember.</p>' } }] },
    });
    try {
      const guest = await browser.newPage();
      await guest.goto('/advent-vorschau');
      await expect(guest.getByRole('heading', { name: '404 Not Found' })).toBeVisible();
      await guest.close();

      await page.goto('/advent-vorschau');
      await expect(page.getByText('Entwurf', { exact: true })).toBeVisible();
      await expect(page.locator('[data-type="sectionText"]')).toContainText('Ab 1. Dezember.');
      await expect(page).toHaveTitle(/^Adventkalender - /);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        'Jeden Tag ein Keks.',
      );
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/advent-vorschau$/);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
        'content',
        /^Adventkalender - /,
      );
      await expectNoSeriousA11yViolations(page);
    } finally {
      await api.send('DELETE', `/api/sites/${draft.id}`);
    }
  });
});
