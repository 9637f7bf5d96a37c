import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../../src/server/db/schema/index.js';
import { createTestApp, testDatabases, type TestApp } from './test-app.js';

const dataUrl = (mime: string, content: Buffer) => `data:${mime};base64,${content.toString('base64')}`;
const refusal = (name: string) =>
  `Die ausgewählte Datei "${name}" kann nicht verarbeitet werden. Möglicherweise ist die Datei zu groß oder der Dateityp wird nicht erkannt.`;

describe.each(testDatabases)('uploads on $name', (target) => {
  let t: TestApp;
  let png: Buffer;
  beforeAll(async () => {
    t = await createTestApp(target, { seed: false });
    png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#c86432' } })
      .png()
      .toBuffer();
  });
  afterAll(async () => t?.close());

  const upload = (payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/uploads', payload: payload as object });
  const count = async () => (await t.database.db.select().from(uploads)).length;

  it('stores a picture and serves it with a JPEG preview', async () => {
    const response = await upload({ data: dataUrl('image/png', png), name: 'Torte.png' });
    expect(response.statusCode).toBe(201);
    const file = response.json().data;
    expect(file).toMatchObject({ version: 1, extension: 'png', mimeType: 'image/png' });
    expect(file.publicHash).toMatch(/^[a-f0-9]{32}$/);

    const served = await t.app.inject({ method: 'GET', url: `/upload/${file.publicHash}/${file.id}-1.png` });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(png)).toBe(true);

    const preview = await t.app.inject({
      method: 'GET',
      url: `/upload/${file.publicHash}/preview/${file.id}-1.jpg`,
    });
    expect(preview.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(preview.rawPayload).metadata()).width).toBe(640);
  });

  it('serves an SVG so that it cannot run script', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const response = await upload({ data: dataUrl('image/svg+xml', svg), name: 'logo.svg' });
    expect(response.statusCode).toBe(201);
    const file = response.json().data;
    const served = await t.app.inject({ method: 'GET', url: `/upload/${file.publicHash}/${file.id}-1.svg` });
    expect(served.headers['content-security-policy']).toContain('sandbox');
    expect(served.headers['content-security-policy']).toContain("default-src 'none'");
    expect(served.headers['content-disposition']).toMatch(/^attachment/);
  });

  it.each([
    [
      'an executable named like a picture',
      'bild.jpg',
      dataUrl('image/jpeg', Buffer.from('MZ\x90\x00\x03binary', 'latin1')),
    ],
    ['a PNG named like a PDF', 'rechnung.pdf', ''],
    ['a forbidden extension', 'script.exe', dataUrl('text/plain', Buffer.from('hello'))],
    ['an HTML page', 'seite.html', dataUrl('text/html', Buffer.from('<html><script>x</script></html>'))],
    ['an empty file', 'leer.txt', 'data:text/plain;base64,'],
    ['a broken data URL', 'kaputt.png', 'data:image/png;base64,@@@'],
  ])('refuses %s with the spec message and stores nothing', async (_label, name, data) => {
    const before = await count();
    const response = await upload({ name, data: data || dataUrl('application/pdf', png) });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0]).toEqual({ message: refusal(name), field: 'data' });
    expect(await count()).toBe(before);
  });

  it('refuses a file over 10 MB', async () => {
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 'a');
    const response = await upload({ name: 'gross.txt', data: dataUrl('text/plain', big) });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0].message).toBe(refusal('gross.txt'));
  });

  it('answers a missing field with a 400 naming it', async () => {
    const response = await upload({ name: 'a.png' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].field).toBe('data');
  });

  it('answers unknown or guessed file addresses with a 404', async () => {
    for (const url of [
      '/upload/0123456789abcdef0123456789abcdef/1-1.png',
      '/upload/../../etc/passwd',
      '/upload/x/preview/1-1.jpg',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
    }
  });
});
