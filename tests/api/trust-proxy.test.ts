import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAttempts } from '../../src/server/db/schema/index.js';
import type { TrustProxy } from '../../src/server/http/trust-proxy.js';
import { createTestApp, testDatabases, type TestApp } from './test-app.js';

/** The address a failed sign-in is recorded under: the one every per-address limit counts. */
async function recordedAddress(t: TestApp, remoteAddress: string, forwardedFor: string) {
  await t.database.db.delete(loginAttempts);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress,
    headers: { 'x-forwarded-for': forwardedFor },
    payload: { email: 'niemand@cafe.example', password: 'falsches-passwort' },
  });
  expect(response.statusCode).toBe(401);
  const [row] = await t.database.db.select().from(loginAttempts);
  return row?.ip;
}

describe.each(testDatabases)('the client address behind proxies on $name', (target) => {
  const apps: TestApp[] = [];
  const app = async (trustProxy?: TrustProxy) => {
    const t = await createTestApp(target, { seed: false, deps: { trustProxy } });
    apps.push(t);
    return t;
  };
  let t: TestApp;
  beforeAll(async () => {
    t = await app();
  });
  afterAll(async () => {
    for (const each of apps) await each.close();
  });

  it('ignores X-Forwarded-For from a stranger by default', async () => {
    expect(await recordedAddress(t, '203.0.113.5', '198.51.100.9')).toBe('203.0.113.5');
  });

  it('takes the forwarded address from a trusted proxy, and only from it', async () => {
    await t.close();
    apps.splice(apps.indexOf(t), 1);
    const listed = await app(['10.0.0.0/8']);
    expect(await recordedAddress(listed, '10.1.2.3', '198.51.100.9')).toBe('198.51.100.9');
    expect(await recordedAddress(listed, '203.0.113.5', '198.51.100.9')).toBe('203.0.113.5');
    await listed.close();
    apps.splice(apps.indexOf(listed), 1);
    const oneHop = await app(1);
    // The client can prepend anything; one trusted hop means the proxy's own entry, the last one.
    expect(await recordedAddress(oneHop, '10.1.2.3', '192.0.2.1, 198.51.100.9')).toBe('198.51.100.9');
  });
});
