import { expect, test } from './support/test.js';
import { adminApi } from './support/admin-api.js';
import { signInAsAdmin } from './support/admin-sign-in.js';
import {
  acceptCookiesBeforehand,
  expectNoSeriousA11yViolations,
  newsSeenBeforehand,
  openPage,
} from './support/storefront.js';

type Config = Record<string, unknown>;

/** A café's own colours: dark brown text, a deep green accent on cream, softly rounded corners. */
const theme = { text: '#2b2118', strong: '#1f4e3d', background: '#fbf6ee', radius: 8 };
const rgb = (hex: string) =>
  `rgb(${[1, 3, 5].map((offset) => Number.parseInt(hex.slice(offset, offset + 2), 16)).join(', ')})`;

test('the owner sets the shop’s colours and corners in the back office and the storefront wears them (ADR 038)', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  await signInAsAdmin(page);
  const original = await (await adminApi(page)).get<Config>('/api/config');

  try {
    await page.goto('/backend/config');
    const field = (label: string) => page.getByLabel(new RegExp(`^Design: ${label}`));
    await field('Textfarbe').fill(theme.text);
    await field('Hintergrundfarbe').fill(theme.background);
    await field('Eckenradius').fill(String(theme.radius));
    // A pale accent would make the buttons unreadable: refused, in German, on the field.
    await field('Akzentfarbe').fill('#9ccfb0');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(
      page.getByText('Die Akzentfarbe hebt sich zu wenig vom Hintergrund ab (mindestens 4,5 : 1).').first(),
    ).toBeVisible();
    await expect(field('Akzentfarbe')).toHaveAttribute('aria-invalid', 'true');

    await field('Akzentfarbe').fill(theme.strong);
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText('Konfiguration wurde gespeichert.')).toBeVisible();

    // The server writes the theme into the page ahead of what it styles: no flash of the default colours.
    const html = await (await request.get('/')).text();
    const style = /<style id="shop-theme">([^<]*)<\/style>/.exec(html)?.[1] ?? '';
    expect(style).toContain(`--color-text:${theme.text}`);
    expect(style).toContain(`--color-strong:${theme.strong}`);
    expect(style).toContain(`--color-bg:${theme.background}`);
    expect(style).toContain(`--radius:${theme.radius}px`);
    expect(html.indexOf('<style id="shop-theme">')).toBeLessThan(
      html.indexOf('<header class="site-header">'),
    );

    // A guest sees the storefront in those colours.
    await page.context().clearCookies();
    await acceptCookiesBeforehand(page, baseURL);
    // Without the news pop-up the page itself is there to check and picture.
    await newsSeenBeforehand(page);
    await openPage(page, '/');
    const root = await page.evaluate(() => {
      const style = getComputedStyle(document.documentElement);
      return {
        text: style.getPropertyValue('--color-text').trim(),
        strong: style.getPropertyValue('--color-strong').trim(),
        background: style.getPropertyValue('--color-bg').trim(),
        radius: style.getPropertyValue('--radius').trim(),
        color: style.color,
        backgroundColor: style.backgroundColor,
      };
    });
    expect(root).toEqual({
      text: theme.text,
      strong: theme.strong,
      background: theme.background,
      radius: `${theme.radius}px`,
      color: rgb(theme.text),
      backgroundColor: rgb(theme.background),
    });
    await expect(page.getByRole('heading', { level: 1 })).toHaveCSS('color', rgb(theme.strong));
    const contact = page.getByRole('button', { name: 'Kontakt' });
    await expect(contact).toHaveCSS('background-color', rgb(theme.strong));
    await expect(contact).toHaveCSS('color', 'rgb(255, 255, 255)');
    await expect(contact).toHaveCSS('border-top-left-radius', `${theme.radius}px`);

    await expectNoSeriousA11yViolations(page);
    const shot = testInfo.outputPath(`shop-theme-${testInfo.project.name}.png`);
    await page.screenshot({ path: shot, animations: 'disabled' });
    await testInfo.attach('themed storefront', { path: shot, contentType: 'image/png' });
  } finally {
    await signInAsAdmin(page);
    await (await adminApi(page)).send('POST', '/api/config', original);
  }
});
