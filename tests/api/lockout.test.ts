import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { authMessages } from '../../src/domain/auth/messages.js';
import { loginAttempts, users } from '../../src/server/db/schema/index.js';
import { hashPassword } from '../../src/server/organisation/auth/password.js';
import {
  ACCOUNT_FAILURE_CEILING,
  MAX_FAILURES_PER_ADDRESS,
} from '../../src/server/organisation/auth/service.js';
import { createTestApp, fixedNow, testDatabases, type TestApp } from './test-app.js';

const password = 'Kaiserschmarrn-2026';
const owner = 'chefin@cafe.example';
const stranger = '203.0.113.66';
const office = '198.51.100.10';

describe.each(testDatabases)('sign-in throttling that strangers cannot abuse on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, { seed: false });
    await t.database.db.insert(users).values({
      email: owner,
      name: 'Chefin',
      passwordHash: await hashPassword(password),
      roles: ['ROLE_ADMIN'],
    });
  });
  afterAll(async () => t?.close());
  beforeEach(async () => {
    await t.database.db.delete(loginAttempts);
  });

  const login = (from: string, body: { email: string; password: string }) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: from, payload: body });

  it('lets the owner in from her address after a stranger failed five times, and stops the stranger', async () => {
    for (let i = 0; i < 5; i += 1)
      expect((await login(stranger, { email: owner, password: 'geraten' })).statusCode).toBe(401);
    expect((await login(office, { email: owner, password })).statusCode).toBe(200);
    const refused = await login(stranger, { email: owner, password });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().errors[0].message).toBe(authMessages.tooManyAttempts(15));
    expect(refused.headers['retry-after']).toBe('900');
  });

  it('keeps password sign-in open however many login links strangers ask for', async () => {
    for (let i = 0; i < 8; i += 1)
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login-link',
        remoteAddress: stranger,
        payload: { email: owner },
      });
    expect((await login(stranger, { email: owner, password })).statusCode).toBe(200);
    expect((await login(office, { email: owner, password })).statusCode).toBe(200);
  });

  it('above the account ceiling refuses addresses that failed, never one that did not', async () => {
    await t.database.db.insert(loginAttempts).values(
      Array.from({ length: ACCOUNT_FAILURE_CEILING }, (_, i) => ({
        email: owner,
        ip: `10.0.${Math.floor(i / 250)}.${i % 250}`,
        isSuccessful: false,
        createdAt: fixedNow,
      })),
    );
    expect((await login(office, { email: owner, password })).statusCode).toBe(200);
    expect((await login(stranger, { email: owner, password: 'geraten' })).statusCode).toBe(401);
    expect((await login(stranger, { email: owner, password })).statusCode).toBe(429);
  });

  it('stops an address that failed for many accounts', async () => {
    for (let i = 0; i < MAX_FAILURES_PER_ADDRESS; i += 1)
      await login(stranger, { email: `person${i}@cafe.example`, password: 'geraten' });
    expect((await login(stranger, { email: owner, password })).statusCode).toBe(429);
    expect((await login(office, { email: owner, password })).statusCode).toBe(200);
  });
});
