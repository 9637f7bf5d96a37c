import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMediaStaffApp } from './signed-in-app.js';
import type { StaffSession } from './staff-session.js';
import { testDatabases, type TestApp } from './test-app.js';

const SETUP_MS = 180_000;
const dataUrl = (content: Buffer) => `data:image/png;base64,${content.toString('base64')}`;

/** The RGBA value of one pixel of a PNG. */
async function pixel(png: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const offset = (y * info.width + x) * info.channels;
  return [...data.subarray(offset, offset + 4)];
}

describe.each(testDatabases)('rendered image templates on $name', (target) => {
  let t: TestApp;
  let admin: StaffSession;
  let employee: StaffSession;

  beforeAll(async () => {
    ({ t, admin, employee } = await startMediaStaffApp(target));
  }, SETUP_MS);
  afterAll(async () => t?.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    admin.request({ method, url, ...(payload ? { payload } : {}) });

  it('draws shapes, a picture and text in their order, and the cached picture follows an edit', async () => {
    const green = await sharp({ create: { width: 64, height: 32, channels: 3, background: '#00ff00' } })
      .png()
      .toBuffer();
    const image = (await call('POST', '/api/images', { name: 'gruen.png', data: dataUrl(green) })).json()
      .data;
    const input = {
      identifier: 'tafel-render',
      width: 300,
      height: 200,
      layers: [
        { type: 'rectangle', x: 0, y: 0, width: 300, height: 200, color: '#ffffff' },
        { type: 'rectangle', x: 10, y: 10, width: 100, height: 50, color: '#ff0000' },
        // Over the red box's right half: the later layer is on top.
        { type: 'rectangle', x: 60, y: 10, width: 50, height: 50, color: '#0000ff' },
        { type: 'image', x: 200, y: 100, width: 80, height: 80, image: image.id },
        { type: 'text', x: 10, y: 120, width: 180, text: 'Tagessuppe', fontSize: 24, color: '#000000' },
        // Partly outside the canvas: cut off, not refused.
        { type: 'rectangle', x: 280, y: -20, width: 100, height: 40, color: '#00ffff' },
      ],
    };
    const template = (await call('POST', '/api/image-templates', input)).json().data;

    const first = await call('GET', `/api/image-templates/${template.id}/image.png`);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/png');
    const png = first.rawPayload;
    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 300, height: 200 });
    expect(await pixel(png, 30, 30)).toEqual([255, 0, 0, 255]);
    expect(await pixel(png, 80, 30)).toEqual([0, 0, 255, 255]);
    expect(await pixel(png, 150, 30)).toEqual([255, 255, 255, 255]);
    // The 64×32 picture covers its 80×80 box, cropped rather than stretched or letterboxed.
    expect(await pixel(png, 201, 101)).toEqual([0, 255, 0, 255]);
    expect(await pixel(png, 279, 179)).toEqual([0, 255, 0, 255]);
    expect(await pixel(png, 290, 5)).toEqual([0, 255, 255, 255]);
    // Some ink where the text stands, none beside it.
    const { data, info } = await sharp(png)
      .extract({ left: 10, top: 100, width: 180, height: 30 })
      .greyscale()
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(Math.min(...data)).toBeLessThan(100);
    expect(info.width).toBe(180);

    const etag = first.headers.etag as string;
    const again = await call('GET', `/api/image-templates/${template.id}/image.png`);
    expect(again.rawPayload.equals(png)).toBe(true);
    const unchanged = await admin.request({
      method: 'GET',
      url: `/api/image-templates/${template.id}/image.png`,
      headers: { 'if-none-match': etag },
    });
    expect(unchanged.statusCode).toBe(304);

    const recoloured = input.layers.map((layer, index) =>
      index === 1 ? { ...layer, color: '#ffff00' } : layer,
    );
    expect(
      (
        await call('PUT', `/api/image-templates/${template.id}`, {
          ...input,
          id: template.id,
          layers: recoloured,
        })
      ).statusCode,
    ).toBe(200);
    const edited = await call('GET', `/api/image-templates/${template.id}/image.png`);
    expect(edited.headers.etag).not.toBe(etag);
    expect(await pixel(edited.rawPayload, 30, 30)).toEqual([255, 255, 0, 255]);
  });

  it('draws text in the served font the layer names', async () => {
    const drawn = async (identifier: string, fontFamily: string) => {
      const template = (
        await call('POST', '/api/image-templates', {
          identifier,
          width: 400,
          height: 80,
          layers: [
            { type: 'rectangle', x: 0, y: 0, width: 400, height: 80, color: '#ffffff' },
            {
              type: 'text',
              x: 10,
              y: 10,
              width: 380,
              text: 'Grüß Gott',
              fontSize: 40,
              color: '#000000',
              fontFamily,
            },
          ],
        })
      ).json().data;
      const answer = await call('GET', `/api/image-templates/${template.id}/image.png`);
      expect(answer.statusCode).toBe(200);
      return answer.rawPayload;
    };
    const house = await drawn('schrift-haus', '');
    const playfair = await drawn('schrift-playfair', 'Playfair Display');
    const roboto = await drawn('schrift-roboto', 'Roboto');
    const unknown = await drawn('schrift-unbekannt', 'Keine Solche Schrift');
    // A family only served as a web font used to fall back to the house monospace; now each has its own
    // glyphs, and only a family nobody serves still falls back.
    expect(playfair.equals(house)).toBe(false);
    expect(roboto.equals(house)).toBe(false);
    expect(playfair.equals(roboto)).toBe(false);
    expect(unknown.equals(house)).toBe(true);
    if (process.env.SCREENSHOT_DIR)
      await sharp(playfair).toFile(`${process.env.SCREENSHOT_DIR}/template-playfair.png`);
  });

  it('scales a huge template down to the pixel bound', async () => {
    const template = (
      await call('POST', '/api/image-templates', {
        identifier: 'riesig',
        width: 10_000,
        height: 5_000,
        layers: [{ type: 'rectangle', x: 5_000, y: 0, width: 5_000, height: 5_000, color: '#ff0000' }],
      })
    ).json().data;
    const answer = await call('GET', `/api/image-templates/${template.id}/image.png`);
    expect(answer.statusCode).toBe(200);
    const meta = await sharp(answer.rawPayload).metadata();
    expect(meta.width! * meta.height!).toBeLessThanOrEqual(16_000_000);
    expect(meta.width! / meta.height!).toBeCloseTo(2, 2);
    expect(await pixel(answer.rawPayload, meta.width! - 1, 0)).toEqual([255, 0, 0, 255]);
    expect((await pixel(answer.rawPayload, 0, 0))[3]).toBe(0);
  });

  it('is documented, answers 404 for an unknown template and 403 to an employee', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(document.paths)).toContain('/api/image-templates/{id}/image.png');
    expect((await call('GET', '/api/image-templates/999999/image.png')).statusCode).toBe(404);
    const template = (
      await call('POST', '/api/image-templates', { identifier: 'nur-admin', width: 10, height: 10 })
    ).json().data;
    const refused = await employee.request({
      method: 'GET',
      url: `/api/image-templates/${template.id}/image.png`,
    });
    expect(refused.statusCode).toBe(403);
  });
});
