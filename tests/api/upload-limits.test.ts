import { crc32, deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadErrorMessage } from '../../src/domain/uploads/accepted-files.js';
import { uploads } from '../../src/server/db/schema/index.js';
import { tooManyUploads, UPLOADS_PER_ADDRESS } from '../../src/server/content/uploads/routes.js';
import type { FileStorage } from '../../src/server/storage/file-storage.js';
import { createTestApp, testDatabases, type TestApp } from './test-app.js';

const chunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A PNG of a few hundred bytes whose header promises 20,000 × 20,000 RGBA pixels: 1.6 GB decoded. */
function pngBomb(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(20_000, 0);
  header.writeUInt32BE(20_000, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(80_001 * 4))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
const dataUrl = (bytes: Buffer, type: string) => `data:${type};base64,${bytes.toString('base64')}`;

describe.each(testDatabases)('upload limits on $name', (target) => {
  let t: TestApp;
  const written: string[] = [];
  beforeAll(async () => {
    const files = new Map<string, Buffer>();
    const storage: FileStorage = {
      put: async (key, content) => {
        written.push(key);
        files.set(key, content);
      },
      get: async (key) => files.get(key) ?? null,
    };
    t = await createTestApp(target, { seed: false, deps: { storage } });
  });
  afterAll(async () => t?.close());

  const upload = (name: string, data: string, from = '198.51.100.20') =>
    t.app.inject({ method: 'POST', url: '/api/uploads', remoteAddress: from, payload: { name, data } });

  it('refuses a small PNG that decodes past 40 megapixels with the upload message, storing nothing', async () => {
    const response = await upload('karte.png', dataUrl(pngBomb(), 'image/png'));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0].message).toBe(uploadErrorMessage('karte.png'));
    expect(written).toEqual([]);
    expect(await t.database.db.$count(uploads)).toBe(0);
  });

  it('limits uploads per address with a German 429 and Retry-After', async () => {
    const text = dataUrl(Buffer.from('Allergene: A, G'), 'text/plain');
    for (let i = 0; i < UPLOADS_PER_ADDRESS; i += 1)
      expect((await upload(`liste-${i}.txt`, text, '203.0.113.30')).statusCode).toBe(201);
    const refused = await upload('noch-eine.txt', text, '203.0.113.30');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().errors[0].message).toBe(tooManyUploads);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await upload('andere.txt', text, '203.0.113.31')).statusCode).toBe(201);
  });
});
