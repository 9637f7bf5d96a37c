import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin } from './desk-staff.js';
import type { StaffSession } from './staff-session.js';
import { createTestApp, testDatabases, type TestApp } from './test-app.js';

/*
 * Answers built per request (a signed-in `/api/init` is about 95 KB, the product list more) went out
 * uncompressed, while the anonymous ones, prepared once, were sent as brotli (issue 39, item 6).
 */
describe.each(testDatabases)('answers built per request on $name', (target) => {
  let t: TestApp;
  let admin: StaffSession;

  beforeAll(async () => {
    t = await createTestApp(target);
    admin = await signInAdmin(t);
  }, 180_000);
  afterAll(async () => t?.close());

  it('go out as brotli or gzip, as the browser accepts, and decode to the same answer', async () => {
    const plain = await admin.request({ method: 'GET', url: '/api/init' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(10_000);

    const brotli = await admin.request({
      method: 'GET',
      url: '/api/init',
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.rawPayload.length).toBeLessThan(plain.body.length / 4);
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString('utf8'))).toEqual(plain.json());

    const gzip = await admin.request({
      method: 'GET',
      url: '/api/products',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const products = await admin.request({ method: 'GET', url: '/api/products' });
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString('utf8'))).toEqual(products.json());
  });

  it('leave small answers and prepared ones as they are', async () => {
    const small = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'accept-encoding': 'br' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();

    // The anonymous catalogue is compressed once, when it is prepared, and not a second time.
    const prepared = await t.app.inject({
      method: 'GET',
      url: '/api/init',
      headers: { 'accept-encoding': 'br' },
    });
    expect(prepared.headers['content-encoding']).toBe('br');
    expect(() => JSON.parse(brotliDecompressSync(prepared.rawPayload).toString('utf8'))).not.toThrow();
  });
});
