import { seriousViolations } from './support/axe.js';
import { expect, test } from './support/test.js';

// The journeys trust an empty list from seriousViolations; this shows that it is empty for a reason.
test('axe finds a violation in the page and in a frame of the same origin', async ({ page }) => {
  const origin = 'http://axe.test';
  await page.route(`${origin}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: route.request().url().endsWith('/frame')
        ? '<!doctype html><html lang="de"><title>Rahmen</title><main><button></button></main></html>'
        : `<!doctype html><html lang="de"><title>Seite</title><main><h1>Seite</h1><img src="${origin}/bild.png">` +
          `<iframe src="${origin}/frame" title="Rahmen"></iframe></main></html>`,
    }),
  );
  await page.goto(`${origin}/`);
  await expect(page.frameLocator('iframe').locator('button')).toHaveCount(1);

  const found = await seriousViolations(page);

  expect(found.map((violation) => violation.id).sort()).toEqual(['button-name', 'image-alt']);
  expect(found.find((violation) => violation.id === 'button-name')?.targets).toEqual(['iframe button']);
});
