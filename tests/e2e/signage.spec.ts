import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { request as apiRequest, expect as baseExpect, test, type APIRequestContext } from './support/test.js';
import { E2E_ADMIN } from './support/admin.js';
import { signInAsAdmin } from './support/admin-sign-in.js';
import { expectNoSeriousA11yViolations } from './support/storefront.js';

// A TV is a big landscape screen; the journey runs once, in the desktop project.

const expect = baseExpect.configure({ timeout: 15_000 });
/** The promise of issue 18: a command reaches the TV within two seconds. */
const COMMAND_MS = 2_000;

type Admin = {
  api: APIRequestContext;
  post: <T>(path: string, data?: unknown) => Promise<T>;
  put: <T>(path: string, data: unknown) => Promise<T>;
};

async function signIn(baseURL: string | undefined): Promise<Admin> {
  const api = await apiRequest.newContext({ baseURL });
  const login = await api.post('/api/auth/login', { data: E2E_ADMIN });
  expect(login.ok()).toBe(true);
  const { csrfToken } = ((await login.json()) as { data: { csrfToken: string } }).data;
  return {
    api,
    post: async <T>(path: string, data: unknown = {}) => {
      const response = await api.post(path, { data, headers: { 'X-CSRF-Token': csrfToken } });
      expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
      return ((await response.json()) as { data: T }).data;
    },
    put: async <T>(path: string, data: unknown) => {
      const response = await api.put(path, { data, headers: { 'X-CSRF-Token': csrfToken } });
      expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
      return ((await response.json()) as { data: T }).data;
    },
  };
}

test.describe("a TV's player", () => {
  test('plays its stream, obeys a command within two seconds, returns after the abort, and shows ready orders', async ({
    page,
    context,
    baseURL,
  }) => {
    const admin = await signIn(baseURL);
    const branches = (
      (await (await admin.api.get('/api/branches')).json()) as {
        data: { id: number; identifier: string }[];
      }
    ).data;
    const dornbirn = branches.find((branch) => branch.identifier === 'dornbirn');
    if (dornbirn === undefined) throw new Error('The demo data has no Dornbirn branch');
    const run = randomUUID().slice(0, 8);
    const segment = (name: string, content: object) =>
      admin.post<{ id: number }>('/api/digital-signage-segments', {
        name: `${name} ${run}`,
        durationSeconds: 3,
        content,
      });
    const soup = await segment('Suppe', { title: 'Tagessuppe', text: 'Kürbiscremesuppe mit Kernöl' });
    const cake = await segment('Torte', { title: 'Sachertorte', text: 'Heute frisch' });
    const pickup = await segment('Abholung', { board: 'pickup' });
    const stream = await admin.post<{ id: number }>('/api/digital-signage-streams', {
      name: `Theke ${run}`,
      segments: [{ id: soup.id }, { id: cake.id }],
    });
    const tv = await admin.post<{ id: number }>('/api/digital-signage-devices', {
      identifier: `tv-${run}`,
      name: 'Theke Dornbirn',
      branch: dornbirn.id,
      stream: stream.id,
    });
    // The administrator issues the TV's key on its page and reads the player's address off the dialog.
    const office = await context.newPage();
    await signInAsAdmin(office);
    await office.goto(`/backend/digital-signage-devices/${tv.id}`);
    const panel = office.getByRole('region', { name: 'Wiedergabe' });
    await panel.getByRole('button', { name: 'Schlüssel und Adresse erzeugen' }).click();
    const dialog = office.getByRole('dialog', { name: 'Schlüssel für „Theke Dornbirn“' });
    const address = await dialog.getByLabel('Adresse des Players').inputValue();
    expect(address).toMatch(new RegExp(`/signage/${tv.id}/[\\w-]{40,}$`));
    await expectNoSeriousA11yViolations(office);
    if (process.env.SCREENSHOT_DIR)
      await office.screenshot({ path: join(process.env.SCREENSHOT_DIR, 'signage-tv-key.png') });
    await dialog.getByRole('button', { name: 'Fertig' }).click();

    await page.goto(address);
    const player = page.locator('main.signage-player');
    // The stream plays in order, each segment for its three seconds.
    await expect(page.getByRole('heading', { name: 'Tagessuppe' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Sachertorte' })).toBeVisible({ timeout: 8_000 });
    await expect(page).toHaveTitle('TV „Theke Dornbirn“');
    await expectNoSeriousA11yViolations(page);
    if (process.env.SCREENSHOT_DIR)
      await page.screenshot({ path: join(process.env.SCREENSHOT_DIR, 'signage-text.png') });

    // Staff hold the TV on the pickup board from its page: it switches within two seconds and stays there.
    await office.reload();
    await panel.getByLabel('Filmsequenz').selectOption({ label: `Abholung ${run}` });
    const sentAt = Date.now();
    await panel.getByRole('button', { name: 'Filmsequenz zeigen' }).click();
    await expect(page.getByRole('heading', { name: 'Bestellung abholbereit' })).toBeVisible({
      timeout: COMMAND_MS,
    });
    expect(Date.now() - sentAt).toBeLessThan(COMMAND_MS);
    await expect(panel.getByRole('status')).toHaveText('„Theke Dornbirn“ zeigt die gewählte Filmsequenz.');
    await expect(panel.getByText(`Filmsequenz zeigen: Abholung ${run}`)).toBeVisible();
    await expectNoSeriousA11yViolations(office);
    if (process.env.SCREENSHOT_DIR)
      await office.screenshot({
        path: join(process.env.SCREENSHOT_DIR, 'signage-tv-panel.png'),
        fullPage: true,
      });

    // An order of Dornbirn set ready appears on the board, live (other journeys may have left theirs).
    const init = (await (await admin.api.get('/api/init')).json()) as {
      data: { url: string; data: unknown }[];
    };
    const products = init.data.find((entry) => entry.url === '/api/products')?.data as {
      id: number;
      uid: string;
      unit: string;
    }[];
    const roll = products.find((product) => product.uid === 'kaisersemmel');
    if (roll === undefined) throw new Error('The demo data has no Kaisersemmel');
    const placed = await admin.api.post('/api/orders', {
      headers: { 'Idempotency-Key': randomUUID() },
      data: {
        branch: dornbirn.id,
        isDelivery: false,
        isDineIn: false,
        items: [{ productId: roll.id, amount: 2, unit: roll.unit, parts: {} }],
        firstName: 'Anna',
        lastName: 'Huber',
        email: 'anna.huber@example.at',
        phone: '+43 664 1234567',
        paymentMethod: 'cash',
        legalInstructions: true,
        privacyPolicy: true,
      },
    });
    expect(placed.status(), await placed.text()).toBe(201);
    const order = ((await placed.json()) as { data: { id: number; ticketNumber: number } }).data;
    await admin.post(`/api/orders/${order.id}/status/confirm`);
    await admin.post(`/api/orders/${order.id}/status/in-delivery`);
    await expect(page.getByRole('listitem').filter({ hasText: `Nr. ${order.ticketNumber}` })).toBeVisible({
      timeout: COMMAND_MS,
    });
    await expectNoSeriousA11yViolations(page);
    if (process.env.SCREENSHOT_DIR)
      await page.screenshot({ path: join(process.env.SCREENSHOT_DIR, 'signage-pickup.png') });

    // Aborted from its page, the TV plays its stream again.
    await panel.getByRole('button', { name: 'Befehl abbrechen' }).click();
    await expect(page.getByRole('heading', { name: /Tagessuppe|Sachertorte/ })).toBeVisible({
      timeout: COMMAND_MS,
    });
    await expect(player).not.toHaveAttribute('data-segment', String(pickup.id));

    // Without network the TV says so and keeps playing its stream from what it has; then it reconnects.
    await context.setOffline(true);
    await expect(page.getByRole('status')).toHaveText('Offline – gespeicherte Inhalte');
    await expect(page.getByRole('heading', { name: 'Tagessuppe' })).toBeVisible({ timeout: 8_000 });
    await expect(page.getByRole('heading', { name: 'Sachertorte' })).toBeVisible({ timeout: 8_000 });
    await context.setOffline(false);
    await expect(page.getByRole('status')).toBeHidden();

    // Muted on command, heard again after the abort.
    await admin.post(`/api/digital-signage-devices/${tv.id}/command`, {
      id: tv.id,
      command: { type: 'mute' },
    });
    await expect(player).toHaveAttribute('data-muted', 'true', { timeout: COMMAND_MS });
    await admin.post(`/api/digital-signage-devices/${tv.id}/command/abort`);
    await expect(player).toHaveAttribute('data-muted', 'false', { timeout: COMMAND_MS });

    // The back office shows when the TV last reported in.
    const seen = (
      (await (await admin.api.get(`/api/digital-signage-devices/${tv.id}`)).json()) as {
        data: { lastSeenAt: string | null; isOnline: boolean };
      }
    ).data;
    expect(seen.isOnline).toBe(true);
    await admin.api.dispose();
  });

  test('plays a menu board made in the back office, drops a product marked sold out, and shows a scene as its rendered template', async ({
    page,
    context,
    baseURL,
  }) => {
    const admin = await signIn(baseURL);
    const branches = (
      (await (await admin.api.get('/api/branches')).json()) as { data: { id: number; identifier: string }[] }
    ).data;
    const dornbirn = branches.find((branch) => branch.identifier === 'dornbirn');
    if (dornbirn === undefined) throw new Error('The demo data has no Dornbirn branch');
    const run = randomUUID().slice(0, 8);

    // The administrator makes the menu board in the segment editor: a board, no menu chosen (the branch's).
    const office = await context.newPage();
    await signInAsAdmin(office);
    await office.goto('/backend/digital-signage-segments/new');
    await office.getByLabel(/^Name/).fill(`Karte ${run}`);
    const content = office.getByRole('group', { name: 'Inhalt', exact: true });
    await content.getByLabel('Anzeige').selectOption({ label: 'Speisekarte' });
    await expect(content.getByLabel('Produktkatalog')).toHaveValue('');
    await expectNoSeriousA11yViolations(office);
    if (process.env.SCREENSHOT_DIR)
      await office.screenshot({
        path: join(process.env.SCREENSHOT_DIR, 'signage-menu-editor.png'),
        fullPage: true,
      });
    const created = office.waitForResponse(
      (response) =>
        response.url().endsWith('/api/digital-signage-segments') && response.request().method() === 'POST',
    );
    await office.getByRole('button', { name: 'Speichern' }).click();
    const board = ((await (await created).json()) as { data: { id: number; kind: string } }).data;
    expect(board.kind).toBe('menuBoard');

    const template = await admin.post<{ id: number }>('/api/image-templates', {
      identifier: `tafel-${run}`,
      width: 1920,
      height: 1080,
      layers: [
        { type: 'rectangle', x: 0, y: 0, width: 1920, height: 1080, color: '#5a1e1e' },
        {
          type: 'text',
          x: 120,
          y: 380,
          width: 1680,
          text: 'Mittagsmenü',
          fontSize: 180,
          color: '#ffffff',
          fontFamily: 'Playfair Display',
          align: 'center',
        },
      ],
    });
    const scene = await admin.post<{ id: number }>('/api/scenes', {
      path: `/tafel-${run}`,
      name: `Tafel ${run}`,
      content: { title: 'Mittagsmenü', imageTemplate: { id: template.id } },
    });
    const sceneSegment = await admin.post<{ id: number }>('/api/digital-signage-segments', {
      name: `Tafel ${run}`,
      scene: { id: scene.id },
    });
    const stream = await admin.post<{ id: number }>('/api/digital-signage-streams', {
      name: `Schaufenster ${run}`,
      segments: [{ id: board.id }],
    });
    const tv = await admin.post<{ id: number }>('/api/digital-signage-devices', {
      identifier: `tv-karte-${run}`,
      name: 'Schaufenster Dornbirn',
      branch: dornbirn.id,
      stream: stream.id,
    });
    const { apiKey } = await admin.post<{ apiKey: string }>(`/api/digital-signage-devices/${tv.id}/api-key`);

    // A TV is 1920×1080: the menu fills it, names left and prices right.
    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.goto(`/signage/${tv.id}/${apiKey}`);
    const roll = page.getByRole('listitem').filter({ hasText: 'Kaisersemmel' });
    await expect(roll).toBeVisible();
    await expect(roll).toContainText('€');
    await expectNoSeriousA11yViolations(page);
    if (process.env.SCREENSHOT_DIR)
      await page.screenshot({ path: join(process.env.SCREENSHOT_DIR, 'signage-menu-board.png') });

    // Marked sold out in the back office, the roll leaves the board on screen within its refresh.
    const products = (
      (await (await admin.api.get('/api/products')).json()) as { data: { id: number; uid: string }[] }
    ).data;
    const product = products.find((candidate) => candidate.uid === 'kaisersemmel');
    if (product === undefined) throw new Error('The demo data has no Kaisersemmel');
    const stored = ((await (await admin.api.get(`/api/products/${product.id}`)).json()) as { data: object })
      .data;
    await admin.put(`/api/products/${product.id}`, { ...stored, isEnabled: false });
    try {
      await expect(roll).toBeHidden({ timeout: 12_000 });
    } finally {
      // Other journeys order the roll on the same server.
      await admin.put(`/api/products/${product.id}`, { ...stored, isEnabled: true });
    }
    await expect(roll).toBeVisible({ timeout: 12_000 });

    // A scene with an image template plays the picture the server draws from it.
    await admin.post(`/api/digital-signage-devices/${tv.id}/command`, {
      id: tv.id,
      command: { type: 'show-segment', segment: sceneSegment.id },
    });
    const picture = page.getByRole('img', { name: 'Mittagsmenü' });
    await expect(picture).toBeVisible({ timeout: COMMAND_MS });
    await expect
      .poll(() => picture.evaluate((element) => (element as HTMLImageElement).naturalWidth))
      .toBe(1920);
    if (process.env.SCREENSHOT_DIR)
      await page.screenshot({ path: join(process.env.SCREENSHOT_DIR, 'signage-scene-template.png') });
    await admin.post(`/api/digital-signage-devices/${tv.id}/command/abort`);
    await admin.api.dispose();
  });

  test('a wrong key shows why nothing plays', async ({ page }) => {
    await page.goto('/signage/1/falscher-schluessel');
    await expect(page.getByRole('heading', { name: 'Dieser TV kann nicht spielen' })).toBeVisible();
    await expect(page.getByText(/Dieser TV ist unbekannt oder sein Schlüssel ungültig\./)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
