import { seriousViolations } from './support/axe.js';
import sharp from 'sharp';
import { expect, test, type Locator, type Page, type Request } from './support/test.js';
import { signInAsAdmin } from './support/admin-sign-in.js';

// The special editors of the back-office forms, used by keyboard the way staff on a tablet with a keyboard
// (or a screen reader) would, plus drag and drop with the pointer. Saves of demo entities are caught on
// their way to the server and read, so the demo data the other journeys rely on stays as it is.
test.use({ viewport: { width: 1024, height: 768 } });
// Long forms (a page of sixteen sections, a catalogue of dozens of products) take their time on a busy machine.
test.describe.configure({ timeout: 90_000 });

function editor(page: Page, legend: string): Locator {
  return page.getByRole('group', { name: legend, exact: true });
}

/** No serious accessibility problem inside the editor (the page around it is the form's own business). */
async function expectAccessible(page: Page, selector: string): Promise<void> {
  const serious = await seriousViolations(page, selector);
  expect(serious).toEqual([]);
}

async function screenshot(locator: Locator, name: string): Promise<void> {
  const dir = process.env.SCREENSHOT_DIR;
  if (dir) await locator.screenshot({ path: `${dir}/editor-${name}.png`, animations: 'disabled' });
}

/**
 * Catches the form's save of a demo entity and answers it with a refusal, so nothing is stored, and
 * gives the body the editor produced.
 */
async function captureSave(page: Page, path: string): Promise<() => Promise<Record<string, unknown>>> {
  let resolve: (request: Request) => void = () => undefined;
  const sent = new Promise<Request>((done) => (resolve = done));
  await page.route(path, async (route) => {
    if (route.request().method() !== 'PUT') return route.fallback();
    resolve(route.request());
    return route.fulfill({
      status: 409,
      contentType: 'application/json',
      body: JSON.stringify({ errors: [{ message: 'Nicht gespeichert: Testlauf.' }] }),
    });
  });
  return async () => {
    await page.getByRole('button', { name: 'Speichern', exact: true }).click();
    return (await sent).postDataJSON() as Record<string, unknown>;
  };
}

/** Drags an entry by its grip onto the top of another entry, the pointer moving in steps as a hand does. */
async function drag(page: Page, handle: Locator, target: Locator): Promise<void> {
  await handle.scrollIntoViewIfNeeded();
  const from = await handle.boundingBox();
  const to = await target.boundingBox();
  if (from === null || to === null) throw new Error('Drag source or target is not visible');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, to.y + Math.min(to.height / 2, 24), { steps: 12 });
  await page.mouse.up();
}

test.beforeEach(async ({ page }) => {
  await signInAsAdmin(page);
});

test('opening hours: a late shift added by keyboard shows in the week preview, bad times are refused', async ({
  page,
}) => {
  await page.goto('/backend/branches/1');
  const hours = editor(page, 'Öffnungszeiten');
  await hours.getByRole('button', { name: 'Zeile hinzufügen' }).click();
  const row = hours.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Zeile 5' }) });
  // The new row's first weekday has the focus; Tab walks the weekdays, Space picks one.
  await expect(row.getByRole('button', { name: 'Montag' })).toBeFocused();
  for (let day = 0; day < 6; day += 1) await page.keyboard.press('Tab');
  await expect(row.getByRole('button', { name: 'Sonntag' })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(row.getByRole('button', { name: 'Sonntag' })).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(row.getByLabel('Von')).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('2130');
  await page.keyboard.press('Tab');
  await expect(row.getByLabel('Von')).toHaveValue('21:30');
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('25');
  await page.keyboard.press('Tab');
  await expect(row.getByText('Bitte geben Sie eine Uhrzeit im Format HH:mm an.')).toBeVisible();
  await row.getByLabel('Bis').fill('2');
  await row.getByLabel('Bis').blur();
  await expect(row.getByLabel('Bis')).toHaveValue('02:00');
  await expect(row.getByText('Bitte geben Sie eine Uhrzeit im Format HH:mm an.')).toHaveCount(0);

  // The week of the demo's Christmas exceptions: its Sunday has the new shift running into Monday.
  const preview = hours.getByRole('region', { name: 'Vorschau der Woche' });
  await preview.getByLabel('Woche ab').fill(`${new Date().getFullYear()}-12-24`);
  await expect(preview.getByRole('row', { name: /^So, / })).toContainText('21:30 - 02:00 Uhr (bis Mo)');
  await expect(preview.getByRole('row', { name: /, 24\.12\./ })).toContainText('Ausnahme');
  await expectAccessible(page, '#' + (await hours.getAttribute('id')));
  await screenshot(hours, 'opening-hours');

  const save = await captureSave(page, '**/api/branches/1');
  const body = await save();
  expect(body.openingHours).toContainEqual({ type: 'sunday', from: '21:30', to: '02:00', isClosed: false });
});

test('a product without hours of its own is on sale whenever its branch takes orders, not closed all week', async ({
  page,
}) => {
  await page.goto('/backend/products/1');
  const schedule = editor(page, 'Verfügbarkeit');
  const preview = schedule.getByRole('region', { name: 'Vorschau der Woche' });
  await expect(preview).toContainText(
    'Ohne Einschränkung: bestellbar, solange die Filiale Bestellungen annimmt.',
  );
  await expect(preview.getByText('Geschlossen')).toHaveCount(0);
  // Hours of its own limit it: then the week shows them, and the days without are closed.
  await schedule.getByRole('button', { name: 'Zeile hinzufügen' }).click();
  await expect(preview.getByRole('table')).toBeVisible();
});

test("a product's other units and a branch's required details are fields, not JSON text", async ({
  page,
}) => {
  const products = (
    (await (await page.request.get('/api/products')).json()) as { data: { id: number; uid: string }[] }
  ).data;
  const cheese = products.find((product) => product.uid === 'vorarlberger-bergkaese')!.id;
  await page.goto(`/backend/products/${cheese}`);
  const units = editor(page, 'Alternative Einheiten');
  const kilogram = units.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'kg' }) });
  await expect(kilogram.getByLabel('Entspricht (in der Einheit des Produkts)')).toHaveValue('100');
  await expect(kilogram.getByLabel('Höchstmenge')).toHaveValue('2');
  await kilogram.getByLabel('Höchstmenge').fill('');
  await kilogram.getByLabel('Mindestmenge').fill('0,5x');
  await expect(kilogram.getByText('Bitte geben Sie eine Zahl an.')).toBeVisible();
  await kilogram.getByLabel('Mindestmenge').fill('0,25');
  await units.getByRole('button', { name: 'Einheit hinzufügen' }).click();
  // A new row takes a unit the product does not offer yet, with the focus on it.
  const added = units.getByLabel('Einheit', { exact: true }).last();
  await expect(added).toBeFocused();
  await added.selectOption({ label: 'Stk.' });
  await units.getByLabel('Entspricht (in der Einheit des Produkts)').last().fill('25');
  await expectAccessible(page, '#' + (await units.getAttribute('id')));
  await screenshot(units, 'alternative-units');
  const saveProduct = await captureSave(page, `**/api/products/${cheese}`);
  expect((await saveProduct()).alternativeUnits).toEqual([
    {
      unit: 'kilogram',
      ratio: 100,
      calculationModel: 'approximate',
      minimumQuantity: 0.25,
      maximumQuantity: null,
      quantityStepSize: 0.25,
    },
    {
      unit: 'piece',
      ratio: 25,
      calculationModel: 'fixed',
      minimumQuantity: 1,
      maximumQuantity: null,
      quantityStepSize: 1,
    },
  ]);

  await page.goto('/backend/branches/1');
  const required = editor(page, 'Pflichtangaben je Bestellart');
  await expect(page.getByRole('textbox', { name: 'Pflichtangaben je Bestellart' })).toHaveCount(0);
  const takeaway = required.getByRole('group', { name: 'Takeaway' });
  await expect(takeaway.getByLabel('E-Mail-Adresse verpflichtend')).toBeChecked();
  await takeaway.getByLabel('Telefonnummer verpflichtend').check();
  await required
    .getByRole('group', { name: 'Lieferung' })
    .getByLabel('Adresse verpflichtend', { exact: true })
    .uncheck();
  await expectAccessible(page, '#' + (await required.getAttribute('id')));
  await screenshot(required, 'order-requirements');
  const saveBranch = await captureSave(page, '**/api/branches/1');
  expect((await saveBranch()).requirements).toEqual({
    delivery: { email: true, phone: true, address: false },
    dineIn: { email: false, phone: false, address: false },
    takeaway: { email: true, phone: true, address: false },
  });
});

test('delivery areas: money typed as 3,50 is sent as cents, an area moves up by keyboard and by drag', async ({
  page,
}) => {
  await page.goto('/backend/branches/1');
  const areas = editor(page, 'Liefergebiete');
  await areas.getByRole('button', { name: 'Liefergebiet hinzufügen' }).click();
  await expect(areas.getByLabel('Liefergebiet', { exact: true }).last()).toBeFocused();
  await page.keyboard.type('Dornbirn Rohrbach');
  await page.keyboard.press('Tab');
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('3,5x');
  await expect(areas.getByText('Bitte geben Sie einen Betrag wie 3,50 an.')).toBeVisible();
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Tab');
  await expect(areas.getByLabel('Lieferkosten (€)').last()).toHaveValue('3,50');
  await areas.getByLabel('Mindestbestellwert (€)').last().fill('15');

  const up = areas.getByRole('button', { name: '„Dornbirn Rohrbach“ nach oben verschieben' });
  await up.focus();
  await page.keyboard.press('Enter');
  // The focus follows the entry, so pressing again moves it further.
  await expect(up).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  const titles = areas.getByRole('heading', { level: 3 });
  await expect(titles.nth(1)).toHaveText('Dornbirn Rohrbach');
  // Dragged onto the first area, it goes on top.
  await drag(page, areas.locator('[data-drag-handle="1"]'), areas.getByRole('listitem').first());
  await expect(titles.first()).toHaveText('Dornbirn Rohrbach');
  await expectAccessible(page, '#' + (await areas.getAttribute('id')));
  await screenshot(areas, 'delivery-areas');

  const save = await captureSave(page, '**/api/branches/1');
  const sent = (await save()).deliveryAreas as Record<string, unknown>[];
  expect(sent[0]).toEqual({
    area: 'Dornbirn Rohrbach',
    price: 350,
    tax: 20,
    free: false,
    freeFromOrderValue: null,
    minimumOrderValue: 1500,
  });
  expect(sent).toHaveLength(5);
});

test('product parts: parts and options reorder by keyboard and drag, a new option gets its price', async ({
  page,
}) => {
  await page.goto('/backend/products/1');
  const parts = editor(page, 'Konfiguration');
  await parts.getByRole('button', { name: '„Brot“ nach oben verschieben' }).press('Enter');
  await expect(parts.getByRole('heading', { level: 3 }).first()).toHaveText('Teil 1: Brot');
  await expect(parts.getByRole('button', { name: '„Brot“ nach unten verschieben' })).toBeFocused();

  const bread = parts.getByRole('group', { name: 'Optionen – Brot' });
  await bread.getByRole('button', { name: 'Option hinzufügen' }).press('Enter');
  await expect(bread.getByLabel('Bezeichnung').last()).toBeFocused();
  await page.keyboard.type('Semmel mit Mohn');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('0,80');
  await drag(page, bread.locator('[data-drag-handle="3"]'), bread.getByRole('listitem').first());
  await expect(bread.getByRole('heading', { level: 4 }).first()).toHaveText('Option 1: Semmel mit Mohn');
  await expectAccessible(page, '#' + (await parts.getAttribute('id')));
  await screenshot(parts, 'product-parts');

  const save = await captureSave(page, '**/api/products/1');
  const config = (await save()).config as { parts: { name: string; options: unknown[] }[] };
  expect(config.parts.map((part) => part.name)).toEqual(['Brot', 'Größe', 'Extras', 'Sonderwunsch']);
  expect(config.parts[0]?.options[0]).toEqual({ name: 'Semmel mit Mohn', modifier: 'add', value: 80 });
});

test('menu catalogue: products move by keyboard, are found and added by name, categories move by drag', async ({
  page,
}) => {
  await page.goto('/backend/menus/1');
  const catalog = editor(page, 'Produktkatalog');
  const breakfast = catalog.getByRole('region', { name: 'Produkte in „Frühstück“' });
  await breakfast.getByRole('button', { name: '„Wiener Frühstück“ nach unten verschieben' }).press('Enter');
  await expect(breakfast.getByRole('listitem').nth(2)).toContainText('Wiener Frühstück');

  await breakfast.getByLabel('Produkt zu „Frühstück“ hinzufügen').fill('sacher');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: '„Sachertorte (Stück)“ hinzufügen' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(breakfast.getByRole('listitem').last()).toContainText('Sachertorte (Stück)');
  await expect(breakfast.getByLabel('Produkt zu „Frühstück“ hinzufügen')).toBeFocused();

  const categories = catalog.locator(':scope > ol > li');
  await drag(page, catalog.locator(':scope > ol > li [data-drag-handle="0"]').first(), categories.nth(1));
  await expect(catalog.getByRole('heading', { level: 3 }).first()).toHaveText('Kategorie „Backwaren“');
  await expectAccessible(page, '#' + (await catalog.getAttribute('id')));
  await screenshot(catalog, 'menu-catalog');

  const save = await captureSave(page, '**/api/menus/1');
  const sent = (await save()).catalog as { categories: { id: number; products: { id: number }[] }[] };
  const [first, second] = sent.categories;
  expect(second?.products.slice(0, 3).map((product) => product.id)).toEqual([1, 3, 2]);
  expect(second?.products.at(-1)?.id).toBe(17);
  expect(first?.products.length).toBeGreaterThan(0);
});

test('navigation: entries are added, indented, outdented and moved by keyboard and saved', async ({
  page,
}) => {
  await page.goto('/backend/navigations/new');
  await page.getByLabel('Kennung').fill('editor-probe');
  const tree = editor(page, 'Einträge');
  for (const label of ['Über uns', 'Team', 'Kontakt']) {
    await tree.getByRole('button', { name: 'Eintrag hinzufügen', exact: true }).press('Enter');
    await expect(tree.getByLabel('Beschriftung').last()).toBeFocused();
    await page.keyboard.type(label);
    await tree
      .getByLabel('Adresse (Pfad oder URL)')
      .last()
      .fill(`/${label === 'Über uns' ? 'ueber-uns' : label.toLowerCase()}`);
  }
  await tree.getByRole('button', { name: '„Team“ einrücken' }).press('Enter');
  // A first child cannot be indented further: the focus goes to the way back out.
  await expect(tree.getByRole('button', { name: '„Team“ ausrücken' })).toBeFocused();
  await tree.getByRole('button', { name: '„Kontakt“ einrücken' }).press('Enter');
  await tree.getByRole('button', { name: '„Kontakt“ nach oben verschieben' }).press('Enter');
  await expect(tree.getByRole('button', { name: '„Kontakt“ nach unten verschieben' })).toBeFocused();
  await tree.getByRole('button', { name: '„Team“ ausrücken' }).press('Enter');
  await tree.getByLabel('Art des Eintrags').first().selectOption({ label: 'Seite' });
  await tree.getByLabel('Seite', { exact: true }).selectOption({ label: 'Über uns' });
  await expectAccessible(page, '#' + (await tree.getAttribute('id')));
  await screenshot(tree, 'navigation');

  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/api/navigations') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Speichern', exact: true }).click();
  const answer = (await (await saved).json()) as { data: { items: unknown } };
  expect(answer.data.items).toEqual([
    {
      type: 'site',
      target: '5',
      label: 'Über uns',
      isEnabled: true,
      children: [{ type: 'link', target: '/kontakt', label: 'Kontakt', isEnabled: true, children: [] }],
    },
    { type: 'link', target: '/team', label: 'Team', isEnabled: true, children: [] },
  ]);
});

test('site sections: a section is copied and pasted, a new one is added, formatted and moved', async ({
  page,
}) => {
  await page.goto('/backend/sites/5');
  const sections = editor(page, 'Inhalt');
  await sections
    .getByRole('button', { name: '„Einleitung: Handwerk aus dem Ländle“ kopieren' })
    .press('Enter');
  await sections
    .getByRole('button', { name: 'Einfügen: Einleitung: Handwerk aus dem Ländle' })
    .press('Enter');
  await expect(sections.getByRole('heading', { level: 3 }).last()).toHaveText(
    'Abschnitt 17: Einleitung: Handwerk aus dem Ländle',
  );

  await sections.getByLabel('Abschnitt hinzufügen').selectOption({ label: 'Text' });
  await sections.getByRole('button', { name: 'Hinzufügen', exact: true }).press('Enter');
  const added = sections.getByRole('listitem').filter({ hasText: 'Abschnitt 18: Text' });
  await expect(added.getByRole('button', { name: 'Zuklappen' })).toBeFocused();
  await added.getByLabel('Titel').fill('Öffnungszeiten im Advent');
  const text = added.getByRole('textbox', { name: 'Text' });
  await text.fill('Am 24. Dezember bis 12 Uhr.');
  await text.press('End');
  await text.press('Shift+Home');
  await added.getByRole('button', { name: 'Fett' }).click();
  await expect(text).toHaveValue('<strong>Am 24. Dezember bis 12 Uhr.</strong>');
  await sections
    .getByRole('button', { name: '„Text: Öffnungszeiten im Advent“ nach oben verschieben' })
    .press('Enter');
  await expect(sections.getByRole('heading', { level: 3 }).nth(16)).toHaveText(
    'Abschnitt 17: Text: Öffnungszeiten im Advent',
  );
  await expectAccessible(page, '#' + (await sections.getAttribute('id')));
  await screenshot(sections, 'site-sections');

  const save = await captureSave(page, '**/api/sites/5');
  const body = ((await save()).content as { body: { type: string; value: Record<string, unknown> }[] }).body;
  expect(body).toHaveLength(18);
  expect(body[16]).toEqual({
    type: 'sectionText',
    value: { title: 'Öffnungszeiten im Advent', text: '<strong>Am 24. Dezember bis 12 Uhr.</strong>' },
  });
  expect(body[17]).toEqual(body[2]);
});

test('image picker: an image is found and chosen by keyboard, a new one is uploaded and chosen', async ({
  page,
}) => {
  await page.goto('/backend/categories/1');
  const picker = editor(page, 'Bild');
  await picker.getByRole('button', { name: 'Anderes Bild wählen' }).press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Bilder: Bild' });
  await expect(dialog.getByLabel('Suchen')).toBeVisible();
  await dialog.getByLabel('Suchen').fill('sachertorte');
  await dialog
    .getByRole('button', { name: /„.*Sachertorte.*“ wählen/ })
    .first()
    .press('Enter');
  await expect(dialog).toBeHidden();
  await expect(picker.getByRole('button', { name: 'Anderes Bild wählen' })).toBeFocused();
  await expect(picker.locator('img')).toHaveAttribute('src', /^\/image\/thumbnail\/\d+-\d+\.jpg$/);
  await expect(picker).toContainText(/Sachertorte/);

  await picker.getByRole('button', { name: 'Anderes Bild wählen' }).press('Enter');
  await expectAccessible(page, 'dialog');
  await screenshot(dialog, 'image-dialog');
  const uploaded = page.waitForResponse(
    (response) => response.url().endsWith('/api/images') && response.request().method() === 'POST',
  );
  await dialog.getByLabel('Neues Bild hochladen').setInputFiles({
    name: 'advent.png',
    mimeType: 'image/png',
    buffer: await sharp({ create: { width: 64, height: 64, channels: 3, background: '#999999' } })
      .png()
      .toBuffer(),
  });
  const image = ((await (await uploaded).json()) as { data: { id: number } }).data;
  await expect(dialog).toBeHidden();
  // A new picture has no description yet, so it goes by its number.
  await expect(picker.getByText(`Bild ${image.id}`, { exact: true })).toBeVisible();

  const save = await captureSave(page, '**/api/categories/1');
  expect(((await save()).image as { id: number }).id).toBe(image.id);
});

test('file picker: a new file is uploaded from the library dialog and shown with its preview', async ({
  page,
}) => {
  await page.goto('/backend/digital-signage-segments/new');
  const picker = editor(page, 'Video');
  await picker.getByRole('button', { name: 'Datei auswählen' }).press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Dateien: Video' });
  await expect(dialog.getByLabel('Suchen')).toBeVisible();
  await expectAccessible(page, 'dialog');
  const uploaded = page.waitForResponse(
    (response) => response.url().endsWith('/api/uploads') && response.request().method() === 'POST',
  );
  await dialog.getByLabel('Neue Datei hochladen').setInputFiles({
    name: 'programm.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('Adventprogramm im Café Tischlein'),
  });
  const file = ((await (await uploaded).json()) as { data: { id: number; publicHash: string } }).data;
  await expect(dialog).toBeHidden();
  await expect(picker.getByText(`Datei ${file.id}`, { exact: true })).toBeVisible();
  await expect(picker.locator('img')).toHaveAttribute(
    'src',
    `/upload/${file.publicHash}/preview/${file.id}-1.jpg`,
  );
  await expect(picker.getByRole('button', { name: 'Andere Datei wählen' })).toBeFocused();
});
