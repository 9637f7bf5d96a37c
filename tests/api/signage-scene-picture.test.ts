import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notFoundMessage } from '../../src/domain/validation/messages.js';
import { signInAs, type StaffSession } from './staff-session.js';
import { createTestApp, testDatabases, type TestApp } from './test-app.js';

const SETUP_MS = 180_000;

describe.each(testDatabases)("a scene's image template on the TV on $name", (target) => {
  let t: TestApp;
  let admin: StaffSession;
  const ids = { tv: 0, template: 0, drawn: 0, plain: 0 };
  let key = '';

  beforeAll(async () => {
    t = await createTestApp(target);
    admin = await signInAs(t, { email: 'technik@cafe.example', roles: ['ROLE_ADMIN'] });
    const create = async (url: string, payload: object) => {
      const response = await admin.request({ method: 'POST', url, payload });
      expect(response.statusCode, response.body).toBe(201);
      return (response.json().data as { id: number }).id;
    };
    ids.template = await create('/api/image-templates', {
      identifier: 'tafel-tv',
      width: 320,
      height: 180,
      layers: [{ type: 'rectangle', x: 0, y: 0, width: 320, height: 180, color: '#ff0000' }],
    });
    ids.drawn = await create('/api/scenes', {
      path: '/tafel',
      name: 'Tafel',
      content: { title: 'Mittagsmenü', imageTemplate: { id: ids.template } },
    });
    ids.plain = await create('/api/scenes', {
      path: '/gruss',
      name: 'Gruß',
      content: { title: 'Grüß Gott' },
    });
    const segments = [
      await create('/api/digital-signage-segments', { name: 'Tafel', scene: { id: ids.drawn } }),
      await create('/api/digital-signage-segments', { name: 'Gruß', scene: { id: ids.plain } }),
    ];
    const stream = await create('/api/digital-signage-streams', {
      name: 'Eingang',
      segments: segments.map((id) => ({ id })),
    });
    ids.tv = await create('/api/digital-signage-devices', { identifier: 'tv-eingang', stream });
    key = (
      await admin.request({ method: 'POST', url: `/api/digital-signage-devices/${ids.tv}/api-key` })
    ).json().data.apiKey;
  }, SETUP_MS);
  afterAll(async () => {
    await t?.close();
  });

  const playlist = async () =>
    (await t.app.inject({ method: 'GET', url: `/api/signage/${ids.tv}/${key}` })).json().data as {
      segments: { scene: { id: number; imageTemplate: { id: number; tag: string } | null } }[];
    };
  const picture = (scene: number, tvKey = key) =>
    t.app.inject({ method: 'GET', url: `/api/signage/${ids.tv}/${tvKey}/scenes/${scene}/image.png` });

  it('names the template and its picture’s version in the playlist, and draws it for the TV', async () => {
    const [drawn, plain] = (await playlist()).segments;
    expect(drawn?.scene.imageTemplate).toEqual({
      id: ids.template,
      tag: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    expect(plain?.scene.imageTemplate).toBeNull();
    const answer = await picture(ids.drawn);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('image/png');
    expect(answer.headers.etag).toBe(`"${drawn?.scene.imageTemplate?.tag}"`);
    const { data, info } = await sharp(answer.rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([320, 180]);
    expect([...data.subarray(0, 3)]).toEqual([255, 0, 0]);
  });

  it('gives the picture a new tag when the template changes', async () => {
    const before = (await playlist()).segments[0]?.scene.imageTemplate?.tag;
    const saved = await admin.request({
      method: 'PUT',
      url: `/api/image-templates/${ids.template}`,
      payload: {
        id: ids.template,
        identifier: 'tafel-tv',
        width: 320,
        height: 180,
        layers: [{ type: 'rectangle', x: 0, y: 0, width: 320, height: 180, color: '#0000ff' }],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = (await playlist()).segments[0]?.scene.imageTemplate?.tag;
    expect(after).not.toBe(before);
    const { data } = await sharp((await picture(ids.drawn)).rawPayload)
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([...data.subarray(0, 3)]).toEqual([0, 0, 255]);
  });

  it('answers 404 for a scene without a template and 403 for a wrong key', async () => {
    const plain = await picture(ids.plain);
    expect(plain.statusCode).toBe(404);
    expect(plain.json().errors[0].message).toBe(notFoundMessage('Szene'));
    expect((await picture(ids.drawn, `${key}x`)).statusCode).toBe(403);
  });
});
