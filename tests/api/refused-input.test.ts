import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { currencyMessage } from '../../src/domain/money/currency.js';
import { clockFailures } from '../../src/domain/time-tracking/clock-failures.js';
import { validationMessages as m } from '../../src/domain/validation/messages.js';
import { messages } from '../../src/server/db/schema/index.js';
import { hostileInputMessages } from '../../src/server/http/hostile-input.js';
import { databaseFingerprint } from './database-fingerprint.js';
import { loadDemo, postOrder, takeawayOrder } from './order-fixtures.js';
import { contactBody, nextAddress } from './request-fixtures.js';
import { signInAs, type StaffSession } from './staff-session.js';
import { createTestApp, testDatabases, type TestApp } from './test-app.js';

const TOO_LARGE = 2 ** 31;
const LONE = '\ud800';
const SETUP_MS = 180_000;

/** Issue 39: calls a fuzzer found answering 500 (or doing the wrong thing), each refused in German. */
describe.each(testDatabases)('refused input on $name', (target) => {
  let t: TestApp;
  let admin: StaffSession;
  let orderId: number;
  let clockBase: string;
  let before: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp(target);
    admin = await signInAs(t, { email: 'pruefung@cafe.example', roles: ['ROLE_ADMIN'] });
    const demo = await loadDemo(t.app);
    orderId = (await postOrder(t.app, takeawayOrder(demo))).json().data.id;
    const token = await admin.request({
      method: 'POST',
      url: `/api/users/${admin.userId}/time-tracking-token`,
    });
    clockBase = `/api/time-tracking/${token.json().data.token}/pruefung@cafe.example`;
    // The order's confirmation is sent by a job; the checks compare the database only once it is done.
    await vi.waitFor(
      async () => {
        const statuses = (await t.database.db.select().from(messages)).map((row) => row.status);
        if (statuses.includes('pending')) throw new Error('a message is still pending');
      },
      { timeout: 60_000, interval: 200 },
    );
  }, SETUP_MS);
  afterAll(async () => t?.close());
  beforeEach(async () => {
    before = await databaseFingerprint(t.database.db);
  });
  const expectUnchanged = async () => expect(await databaseFingerprint(t.database.db)).toEqual(before);

  it.each([
    ['POST', '/api/tags', { name: 'x', sortOrder: TOO_LARGE }, 'sortOrder'],
    ['PUT', '/api/branches/1/capacity', { departmentId: TOO_LARGE }, 'departmentId'],
    ['POST', '/api/tables', { identifier: 'T1', branch: 1, position: TOO_LARGE }, 'position'],
    ['POST', '/api/divisions', { identifier: 'neu', name: 'Neu', sortOrder: TOO_LARGE }, 'sortOrder'],
    ['POST', '/api/tags', { name: 'x', sortOrder: -TOO_LARGE - 1 }, 'sortOrder'],
  ] as const)('%s %s refuses an integer past its 32-bit column', async (method, url, payload, field) => {
    const response = await admin.request({ method, url, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual(expect.objectContaining({ field }));
    await expectUnchanged();
  });

  it('refuses a product price and a logo id past their 32-bit columns', async () => {
    const product = (await admin.request({ method: 'GET', url: '/api/products' })).json().data[0];
    const price = await admin.request({
      method: 'PUT',
      url: `/api/products/${product.id}`,
      payload: { ...product, price: TOO_LARGE },
    });
    expect(price.statusCode).toBe(400);
    expect(price.json().errors).toEqual([{ message: m.tooLarge, field: 'price' }]);
    const config = (await admin.request({ method: 'GET', url: '/api/config' })).json().data;
    const logo = { id: TOO_LARGE, version: 1, extension: 'png', width: 1, height: 1, alt: '' };
    const saved = await admin.request({ method: 'POST', url: '/api/config', payload: { ...config, logo } });
    expect(saved.statusCode).toBe(400);
    expect(saved.json().errors).toEqual([{ message: m.invalidId, field: 'logo.id' }]);
    await expectUnchanged();
  });

  it('refuses a lone surrogate from guests and staff before it reaches a column', async () => {
    const calls = [
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login-link',
        payload: { email: `anna${LONE}@example.at` },
      }),
      t.app.inject({
        method: 'POST',
        url: '/custom/forms',
        payload: contactBody({ name: `Karl${LONE}` }),
        remoteAddress: nextAddress(),
      }),
      admin.request({
        method: 'PUT',
        url: `/api/orders/${orderId}`,
        payload: { id: orderId, firstName: LONE },
      }),
    ];
    const config = (await admin.request({ method: 'GET', url: '/api/config' })).json().data;
    calls.push(
      admin.request({ method: 'POST', url: '/api/config', payload: { ...config, title: `Café${LONE}` } }),
    );
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].message).toBe(hostileInputMessages.loneSurrogate);
    }
    await expectUnchanged();
  });

  it('refuses a body that is not UTF-8 instead of storing replacement characters', async () => {
    for (const headers of [{}, { cookie: admin.cookie, 'x-csrf-token': admin.csrfToken }]) {
      const response = await t.app.inject({
        method: 'POST',
        url: headers.cookie ? '/api/tags' : '/api/auth/login-link',
        headers: { ...headers, 'content-type': 'application/json' },
        payload: Buffer.concat([
          Buffer.from('{"name":"K'),
          Buffer.from([0xff, 0xfe]),
          Buffer.from('", "email":"a@b.at"}'),
        ]),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ errors: [{ message: hostileInputMessages.invalidUtf8 }] });
    }
    // A form body (Mollie's webhook): as raw bytes and as a percent escape that is no UTF-8.
    for (const payload of [Buffer.from([0x69, 0x64, 0x3d, 0xff]), Buffer.from('id=tr_%FF')]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/payments/mollie/webhook',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ errors: [{ message: hostileInputMessages.invalidUtf8 }] });
    }
    await expectUnchanged();
  });

  it('refuses a currency that is no ISO 4217 code and keeps one that is', async () => {
    const config = (await admin.request({ method: 'GET', url: '/api/config' })).json().data;
    const refused = await admin.request({
      method: 'POST',
      url: '/api/config',
      payload: { ...config, currency: '6IL' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([{ message: currencyMessage, field: 'currency' }]);
    await expectUnchanged();
    const kept = await admin.request({
      method: 'POST',
      url: '/api/config',
      payload: { ...config, currency: 'CHF' },
    });
    expect(kept.statusCode).toBe(200);
    expect(kept.json().data.currency).toBe('CHF');
    await admin.request({ method: 'POST', url: '/api/config', payload: config });
  });

  it.each(['0x1', '1e0', '+1', ' 1', '01', '1.0'])('reads the id %j in a path as no id', async (id) => {
    const response = await admin.request({ method: 'DELETE', url: `/api/orders/${encodeURIComponent(id)}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ message: m.invalidId, field: 'id' }]);
    await expectUnchanged();
  });

  it('answers a correction of an order that names only its id with a German 400', async () => {
    const response = await admin.request({
      method: 'PUT',
      url: `/api/orders/${orderId}`,
      payload: { id: orderId },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ message: m.noChange }]);
    await expectUnchanged();
  });

  it('answers a clock start naming a project that does not exist with 422 and stores no stamp', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `${clockBase}/working-activities/start`,
      payload: { id: 'stamp-missing-project', project: 999_999 },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([
      { message: clockFailures.start },
      { message: m.unknownReference, field: 'project' },
    ]);
    await expectUnchanged();
  });

  it('answers every framework error in the German envelope, guests included', async () => {
    const cases = [
      { request: { method: 'GET' as const, url: '/api/orders/%E0%A4%A' }, status: 400 },
      { request: { method: 'GET' as const, url: `/image/${'a'.repeat(400)}.png` }, status: 414 },
      {
        request: {
          method: 'POST' as const,
          url: '/api/auth/login-link',
          headers: { 'content-type': 'text/xml' },
          payload: '<a/>',
        },
        status: 415,
      },
      {
        request: {
          method: 'POST' as const,
          url: '/api/auth/login-link',
          headers: { 'content-type': 'application/json' },
          payload: `{"email":"${'a'.repeat(13 * 1024 * 1024)}"}`,
        },
        status: 413,
      },
      {
        request: {
          method: 'POST' as const,
          url: '/api/auth/login-link',
          headers: { 'content-type': 'application/json' },
          payload: '{"email":',
        },
        status: 400,
      },
    ];
    for (const { request, status } of cases) {
      const response = await t.app.inject(request);
      expect(response.statusCode, request.url.slice(0, 40)).toBe(status);
      expect(response.headers['content-type']).toContain('application/json');
      const body = response.json();
      expect(Object.keys(body)).toEqual(['errors']);
      expect(body.errors[0].message).toMatch(/[äöüß]|Anfrage|Adresse/);
      expect(response.body).not.toMatch(/FST_|Bad Request|Unsupported|Payload Too Large/);
    }
    await expectUnchanged();
  });

  it('answers what the HTTP parser refuses (headers too large, no HTTP at all) in German too', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const cases = [
      { raw: `GET /api/config HTTP/1.1\r\nhost: x\r\nx-big: ${'a'.repeat(20_000)}\r\n\r\n`, status: 431 },
      { raw: 'NICHT HTTP\r\n\r\n', status: 400 },
    ];
    for (const { raw, status } of cases) {
      const answer = await rawExchange(port, raw);
      const [head = '', body = ''] = answer.split('\r\n\r\n');
      expect(head, raw.slice(0, 20)).toMatch(new RegExp(`^HTTP/1.1 ${status} `));
      expect(head).toContain('application/json');
      expect(JSON.parse(body).errors[0].message).toMatch(/Anfrage/);
    }
  });
});

/** Writes bytes to the server as they are and reads its whole answer, until it closes the connection. */
function rawExchange(port: number, raw: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1' }, () => socket.write(raw));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    // The server closes the connection after its answer; a reset on the way still leaves the answer read.
    socket.on('close', () => (answer === '' ? reject(new Error('no answer')) : resolve(answer)));
    socket.on('error', () => {});
  });
}
