import { axeViolations, seriousViolations } from './support/axe.js';
import { horizontalCuts } from './support/horizontal-cut.js';
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

  const found = await axeViolations(page);

  expect(found.map((violation) => violation.id).sort()).toEqual(['button-name', 'image-alt']);
  expect(found.find((violation) => violation.id === 'button-name')?.targets).toEqual(['iframe button']);
});

// The second engine's part of seriousViolations: what HTML_CodeSniffer calls an error and axe lets pass,
// in a German page, and not the sign-in's e-mail field that the standard allows (html-codesniffer.ts).
test('HTML_CodeSniffer finds unreadable text and a form without a submit button', async ({ page }) => {
  const origin = 'http://htmlcs.test';
  await page.route(`${origin}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body:
        '<!doctype html><html lang="de"><title>Seite</title><main><h1>Seite</h1>' +
        '<form><label for="q">Suche</label><input id="q">' +
        '<label for="e">E-Mail-Adresse</label><input id="e" type="email" autocomplete="username"></form>' +
        '<footer style="background:#000"><button style="color:#000;background:transparent">Cookies</button></footer>' +
        '</main></html>',
    }),
  );
  await page.goto(`${origin}/`);

  const found = await seriousViolations(page);

  const sniffed = found.filter((violation) => violation.id.startsWith('HTML_CodeSniffer'));
  expect(sniffed.map((violation) => violation.id).sort()).toEqual([
    'HTML_CodeSniffer WCAG2AA.Principle1.Guideline1_4.1_4_3.G18.Fail',
    'HTML_CodeSniffer WCAG2AA.Principle3.Guideline3_2.3_2_2.H32.2',
  ]);
});

// The back-office sweep trusts an empty list from horizontalCuts at a phone's width.
test('a box wider than the phone is a cut, a wide table in a box that scrolls is not', async ({ page }) => {
  const origin = 'http://cuts.test';
  await page.route(`${origin}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body:
        '<!doctype html><html lang="de"><title>Seite</title><body style="margin:0;overflow-x:hidden">' +
        '<div class="wide" style="width:500px">Summe</div>' +
        '<div style="overflow-x:auto"><table style="width:900px"><tr><td>Breit</td></tr></table></div>' +
        '</body></html>',
    }),
  );
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${origin}/`);

  expect(await horizontalCuts(page)).toEqual([
    'the page scrolls sideways by 110 px',
    'div.wide (110 px) Summe',
  ]);
});
