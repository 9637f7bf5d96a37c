import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuBoard } from '../../src/domain/signage/menu-board.js';
import { signageMessages } from '../../src/domain/signage/signage-rules.js';
import { notFoundMessage, validationMessages as m } from '../../src/domain/validation/messages.js';
import { branchId, loadDemo, type Demo } from './order-fixtures.js';
import { signInAs, type StaffSession } from './staff-session.js';
import { createTestApp, testDatabases, type TestApp } from './test-app.js';

const SETUP_MS = 180_000;

describe.each(testDatabases)('the signage menu board on $name', (target) => {
  let t: TestApp;
  let admin: StaffSession;
  let demo: Demo;
  const ids = { tv: 0, board: 0, text: 0 };
  let key = '';

  beforeAll(async () => {
    t = await createTestApp(target);
    demo = await loadDemo(t.app);
    admin = await signInAs(t, { email: 'technik@cafe.example', roles: ['ROLE_ADMIN'] });
    const create = async (url: string, payload: object) => {
      const response = await admin.request({ method: 'POST', url, payload });
      expect(response.statusCode, response.body).toBe(201);
      return (response.json().data as { id: number }).id;
    };
    ids.board = await create('/api/digital-signage-segments', { name: 'Karte', content: { board: 'menu' } });
    ids.text = await create('/api/digital-signage-segments', { name: 'Suppe', content: { title: 'Suppe' } });
    const stream = await create('/api/digital-signage-streams', {
      name: 'Schaufenster',
      segments: [{ id: ids.board }],
    });
    ids.tv = await create('/api/digital-signage-devices', {
      identifier: 'tv-schaufenster',
      branch: branchId(demo, 'dornbirn'),
      stream,
    });
    key = (
      await admin.request({ method: 'POST', url: `/api/digital-signage-devices/${ids.tv}/api-key` })
    ).json().data.apiKey;
  }, SETUP_MS);
  afterAll(async () => {
    await t?.close();
  });

  const board = async (segment = ids.board, tvKey = key) =>
    t.app.inject({ method: 'GET', url: `/api/signage/${ids.tv}/${tvKey}/menu-board/${segment}` });
  const shown = (answer: MenuBoard) => answer.categories.flatMap((c) => c.products.map((p) => p.id));

  it("plays as a menu board with the branch's active menu, names and prices", async () => {
    const playlist = (await t.app.inject({ method: 'GET', url: `/api/signage/${ids.tv}/${key}` })).json();
    expect(playlist.data.segments.map((s: { kind: string }) => s.kind)).toEqual(['menuBoard']);
    const answer = await board();
    expect(answer.statusCode).toBe(200);
    const data = answer.json().data as MenuBoard;
    expect(data.menu).not.toBeNull();
    expect(data.currency).toBe('EUR');
    expect(data.categories.length).toBeGreaterThan(0);
    const semmel = demo.products.get('kaisersemmel')!;
    expect(data.categories.flatMap((c) => c.products)).toContainEqual(
      expect.objectContaining({ id: semmel.id, name: semmel.name, price: semmel.price }),
    );
    const listed = await admin.request({
      method: 'GET',
      url: '/api/digital-signage-segments?kind=menuBoard',
    });
    expect(listed.json().data.map((s: { id: number }) => s.id)).toEqual([ids.board]);
  });

  it('drops a product at once when staff mark it sold out, and shows it again when it is back', async () => {
    const semmel = demo.products.get('kaisersemmel')!;
    const product = (await admin.request({ method: 'GET', url: `/api/products/${semmel.id}` })).json().data;
    const put = (isEnabled: boolean) =>
      admin.request({
        method: 'PUT',
        url: `/api/products/${semmel.id}`,
        payload: { ...product, isEnabled },
      });
    expect(shown((await board()).json().data)).toContain(semmel.id);
    expect((await put(false)).statusCode).toBe(200);
    expect(shown((await board()).json().data)).not.toContain(semmel.id);
    expect((await put(true)).statusCode).toBe(200);
    expect(shown((await board()).json().data)).toContain(semmel.id);
  });

  it('shows only the chosen menu and categories', async () => {
    const menus = (await admin.request({ method: 'GET', url: '/api/menus' })).json().data as {
      id: number;
      catalog: { categories: { id: number }[] };
    }[];
    const menu = menus.find((candidate) => candidate.catalog.categories.length > 1)!;
    const category = menu.catalog.categories[1]!.id;
    const saved = await admin.request({
      method: 'PUT',
      url: `/api/digital-signage-segments/${ids.board}`,
      payload: {
        id: ids.board,
        name: 'Karte',
        content: { board: 'menu', menu: menu.id, categories: [category] },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const data = (await board()).json().data as MenuBoard;
    expect(data.menu?.id).toBe(menu.id);
    expect(data.categories.map((c) => c.id)).toEqual([category]);
  });

  it('refuses an unknown menu or category, or a menu on another kind of segment, and changes nothing', async () => {
    const before = (
      await admin.request({ method: 'GET', url: `/api/digital-signage-segments/${ids.board}` })
    ).json().data;
    const save = (content: object) =>
      admin.request({
        method: 'PUT',
        url: `/api/digital-signage-segments/${ids.board}`,
        payload: { id: ids.board, name: 'Karte', content },
      });
    for (const [content, status, field, message] of [
      [{ board: 'menu', menu: 999_999 }, 422, 'content.menu', m.unknownReference],
      [{ board: 'menu', categories: [999_999] }, 422, 'content.categories', m.unknownReference],
      [{ title: 'Karte', menu: before.content.menu }, 422, 'content.menu', signageMessages.menuOnly],
      [{ board: 'tv' }, 400, 'content.board', m.choice],
    ] as const) {
      const refused = await save(content);
      expect(refused.statusCode, JSON.stringify(content)).toBe(status);
      expect(refused.json().errors[0]).toEqual({ field, message });
    }
    const after = (
      await admin.request({ method: 'GET', url: `/api/digital-signage-segments/${ids.board}` })
    ).json().data;
    expect(after).toEqual(before);
  });

  it('answers only for a menu-board segment and only with the TV’s key', async () => {
    const text = await board(ids.text);
    expect(text.statusCode).toBe(404);
    expect(text.json().errors[0].message).toBe(notFoundMessage('Filmsequenz'));
    expect((await board(ids.board, `${key}x`)).statusCode).toBe(403);
  });
});
