import { expect, test } from './support/test.js';
import { adminApi } from './support/admin-api.js';
import { signInAsAdmin } from './support/admin-sign-in.js';
import {
  acceptCookiesBeforehand,
  newsSeenBeforehand,
  expectNoSeriousA11yViolations,
  openPage,
  screenshot,
} from './support/storefront.js';

type Division = { id: number; identifier: string; name: string; path: string | null };
type BranchEntity = { id: number; identifier: string; division: number | null };
type Config = { seoTitle: string; shopName: string; title: string };

test('an organisation gets a page at its own path: its title, its branches, server-rendered and accessible', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  // Both projects run against one server: each makes its own organisation.
  const suffix = testInfo.project.name;
  const identifier = `konditorei-kaufmann-${suffix}`;
  const path = `konditorei/${suffix}`;
  const name = `Konditorei Kaufmann ${suffix}`;
  const title = `Konditorei Kaufmann (${suffix}) – Torten und Pralinen`;

  await signInAsAdmin(page);
  let api = await adminApi(page);
  const config = await api.get<Config>('/api/config');
  const base = config.seoTitle || config.shopName || config.title;
  const feldkirch = (await api.get<BranchEntity[]>('/api/branches')).find(
    (branch) => branch.identifier === 'feldkirch',
  );
  if (feldkirch === undefined) throw new Error('the demo data has the Feldkirch branch');

  try {
    // The administrator adds the organisation in the back office; a path a site holds is refused in German.
    await page.goto('/backend/divisions');
    await page.getByRole('link', { name: 'Neu: Organisation' }).click();
    await page.getByLabel('Kennung (Pflichtfeld)').fill(identifier);
    await page.getByLabel('Name (Pflichtfeld)').fill(name);
    await page.getByLabel('Titel', { exact: true }).fill(title);
    const pathField = page.getByLabel('Pfad', { exact: true });
    await pathField.fill('/ueber-uns');
    await page.getByLabel('Beschreibung').fill('<p>Torten, Pralinen und Eis aus der eigenen Backstube.</p>');
    await page.getByRole('button', { name: 'Speichern' }).click();
    const taken = 'Dieser Pfad gehört bereits der Seite „Über uns“. Bitte wählen Sie einen anderen Pfad.';
    await expect(page.getByText(taken).first()).toBeVisible();
    await expect(pathField).toHaveAttribute('aria-invalid', 'true');

    await pathField.fill(`/${path}/`);
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Organisation: ${name}` })).toBeVisible();
    await expect(pathField).toHaveValue(path);

    // Feldkirch moves to the new organisation (the branch form's own journey is backoffice-editors.spec.ts).
    api = await adminApi(page);
    const division = (await api.get<Division[]>('/api/divisions')).find(
      (entry) => entry.identifier === identifier,
    );
    expect(division?.path).toBe(path);
    const branch = await api.get<BranchEntity>(`/api/branches/${feldkirch.id}`);
    await api.send('PUT', `/api/branches/${feldkirch.id}`, { ...branch, division: division!.id });

    // The server's HTML is the division's page already: title, canonical and social address, its branch.
    const served = await request.get(`/${path}`);
    expect(served.status()).toBe(200);
    const html = await served.text();
    expect(html).toContain(`<title>${title} - ${base}</title>`);
    expect(html).toContain(`<link rel="canonical" href="${baseURL}/${path}"`);
    expect(html).toMatch(new RegExp(`<meta property="og:url" content="${baseURL}/${path}"`));
    expect(html).toMatch(/<h1>Konditorei Kaufmann[^<]*<\/h1>/);
    expect(html).toContain('Feldkirch Marktgasse');
    expect(html).not.toContain('Dornbirn Marktplatz</h2>');

    // A guest opens the address.
    await page.context().clearCookies();
    await acceptCookiesBeforehand(page, baseURL);
    await newsSeenBeforehand(page);
    await openPage(page, `/${path}`);
    await expect(page).toHaveTitle(`${title} - ${base}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('Torten, Pralinen und Eis aus der eigenen Backstube.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Feldkirch Marktgasse' })).toBeVisible();
    for (const other of ['Dornbirn Marktplatz', 'Bregenz Kornmarkt']) {
      await expect(page.getByRole('heading', { level: 2, name: other })).toHaveCount(0);
    }
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/${path}`);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, testInfo, 'division-page');

    // The shop's start page still lists every branch.
    await openPage(page, '/');
    await expect(page.getByRole('heading', { level: 2, name: 'Feldkirch Marktgasse' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Dornbirn Marktplatz' })).toBeVisible();

    // Below the division's path nothing matches: the 404 page, answered with 404.
    const missing = await page.goto(`/${path}/gibt-es-nicht`);
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: '404 Not Found' })).toBeVisible();
  } finally {
    await signInAsAdmin(page);
    const cleanup = await adminApi(page);
    const branch = await cleanup.get<BranchEntity>(`/api/branches/${feldkirch.id}`);
    await cleanup.send('PUT', `/api/branches/${feldkirch.id}`, { ...branch, division: feldkirch.division });
    const created = (await cleanup.get<Division[]>('/api/divisions')).find(
      (entry) => entry.identifier === identifier,
    );
    if (created !== undefined) await cleanup.send('DELETE', `/api/divisions/${created.id}`);
  }
});
