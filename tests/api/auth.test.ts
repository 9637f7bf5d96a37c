import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { authMessages } from '../../src/domain/auth/messages.js';
import { loginAttempts, users } from '../../src/server/db/schema/index.js';
import { hashPassword } from '../../src/server/organisation/auth/password.js';
import { createAuthService } from '../../src/server/organisation/auth/service.js';
import { createTestApp, fixedNow, testDatabases, type TestApp } from './test-app.js';

const password = 'Kaiserschmarrn-2026';
const cookieOf = (setCookie: string | string[] | undefined) => {
  const header = Array.isArray(setCookie) ? setCookie[0] : setCookie;
  return header?.split(';')[0] ?? '';
};

describe.each(testDatabases)('sign-in and sessions on $name', (target) => {
  let t: TestApp;
  let passwordHash: string;
  beforeAll(async () => {
    t = await createTestApp(target, { seed: false });
    passwordHash = await hashPassword(password);
  });
  afterAll(async () => t?.close());
  beforeEach(async () => {
    await t.database.db.delete(loginAttempts);
    await t.database.db.delete(users);
  });

  const addUser = (values: Partial<typeof users.$inferInsert> = {}) =>
    t.database.db.insert(users).values({
      email: 'anna@cafe.example',
      name: 'Anna',
      passwordHash,
      roles: ['ROLE_EMPLOYEE'],
      ...values,
    });
  const login = (body: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: body, headers });

  it('signs in, sets an HttpOnly SameSite cookie, and knows the user', async () => {
    await addUser();
    const response = await login({ email: 'ANNA@cafe.example', password });
    expect(response.statusCode).toBe(200);
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/^tischlein_session=/);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    const body = response.json().data;
    expect(body).toMatchObject({ email: 'anna@cafe.example', roles: ['ROLE_EMPLOYEE'] });

    const me = await t.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { cookie: cookieOf(response.headers['set-cookie']) },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({ name: 'Anna', csrfToken: body.csrfToken });
  });

  it('answers GET /api/users/me without a session with 401 and the German message', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/users/me' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ errors: [{ message: authMessages.missingSession }] });
  });

  it('refuses wrong passwords and unknown accounts alike', async () => {
    await addUser();
    for (const body of [
      { email: 'anna@cafe.example', password: 'falsch' },
      { email: 'niemand@cafe.example', password },
    ]) {
      const response = await login(body);
      expect(response.statusCode).toBe(401);
      expect(response.json().errors[0].message).toBe(authMessages.invalidCredentials);
      expect(response.headers['set-cookie']).toBeUndefined();
    }
  });

  it.each([
    ['locked', { isLocked: true }, authMessages.accountLocked],
    ['disabled', { isEnabled: false }, authMessages.accountDisabled],
    ['expired', { expiresAt: new Date(fixedNow.getTime() - 1000) }, authMessages.accountExpired],
    [
      'with expired credentials',
      { credentialsExpireAt: new Date(fixedNow.getTime() - 1000) },
      authMessages.credentialsExpired,
    ],
  ])('refuses an account that is %s with its message', async (_label, values, message) => {
    await addUser(values);
    const response = await login({ email: 'anna@cafe.example', password });
    expect(response.statusCode).toBe(403);
    expect(response.json().errors[0].message).toBe(message);
  });

  it('throttles an account after five failures and names the wait in minutes', async () => {
    await addUser();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await login({ email: 'anna@cafe.example', password: 'falsch' })).statusCode).toBe(401);
    }
    const blocked = await login({ email: 'anna@cafe.example', password });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().errors[0].message).toBe(authMessages.tooManyAttempts(15));
  });

  it('rotates the session at sign-in: the earlier cookie stops working', async () => {
    await addUser();
    const first = cookieOf((await login({ email: 'anna@cafe.example', password })).headers['set-cookie']);
    const second = await login({ email: 'anna@cafe.example', password }, { cookie: first });
    const secondCookie = cookieOf(second.headers['set-cookie']);
    expect(secondCookie).not.toBe(first);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/users/me', headers: { cookie: first } })).statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/users/me', headers: { cookie: secondCookie } }))
        .statusCode,
    ).toBe(200);
  });

  it('refuses a cookie-authenticated write without the CSRF token, and logs out with it', async () => {
    await addUser();
    const response = await login({ email: 'anna@cafe.example', password });
    const cookie = cookieOf(response.headers['set-cookie']);
    const refused = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors[0].message).toBe(authMessages.invalidCsrfToken);

    const csrf = response.json().data.csrfToken as string;
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie, 'x-csrf-token': csrf },
    });
    expect(out.statusCode).toBe(204);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/users/me', headers: { cookie } })).statusCode,
    ).toBe(401);
  });

  it('gives the first administrator a one-time password that must be replaced, refusing a leaked one', async () => {
    const admin = await createAuthService(t.database.db).ensureFirstAdmin(fixedNow);
    expect(admin).toBeDefined();
    expect(await createAuthService(t.database.db).ensureFirstAdmin(fixedNow)).toBeUndefined();
    const email = admin?.email ?? '';
    const oneTime = admin?.password ?? '';

    const first = await login({ email, password: oneTime });
    expect(first.statusCode).toBe(403);
    expect(first.json().errors[0]).toEqual({ message: authMessages.credentialsExpired, field: 'password' });

    const change = (newPassword: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/password',
        payload: { email, password: oneTime, newPassword },
      });
    const leaked = await change('password123');
    expect(leaked.statusCode).toBe(422);
    expect(leaked.json().errors[0]).toEqual({ message: authMessages.leakedPassword, field: 'newPassword' });
    const short = await change('kurz');
    expect(short.statusCode).toBe(400);
    expect(short.json().errors[0].field).toBe('newPassword');
    expect((await change('Apfelstrudel mit Vanillesauce')).statusCode).toBe(204);

    expect((await login({ email, password: oneTime })).statusCode).toBe(401);
    const signedIn = await login({ email, password: 'Apfelstrudel mit Vanillesauce' });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().data.roles).toEqual(['ROLE_ADMIN']);
  });

  it('puts the signed-in user into /api/init, never into the shared anonymous answer', async () => {
    await addUser({ roles: ['ROLE_ADMIN'] });
    const cookie = cookieOf((await login({ email: 'anna@cafe.example', password })).headers['set-cookie']);
    const signedIn = await t.app.inject({ method: 'GET', url: '/api/init', headers: { cookie } });
    const me = signedIn.json().data.find((entry: { url: string }) => entry.url === '/api/users/me');
    expect(me.data).toMatchObject({ email: 'anna@cafe.example', roles: ['ROLE_ADMIN'] });
    expect(signedIn.headers['cache-control']).toContain('no-store');
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/init' });
    expect(
      anonymous.json().data.find((entry: { url: string }) => entry.url === '/api/users/me').data,
    ).toBeNull();
  });

  it('declares access on every API route (deny by default)', async () => {
    const { buildApp } = await import('../../src/server/app.js');
    const app = await buildApp({
      database: t.database,
      storage: { put: async () => {}, get: async () => null },
      now: () => fixedNow,
    });
    await expect(
      app.register(async (child) => {
        child.get('/api/undeclared', async () => 'x');
      }),
    ).rejects.toThrow(/does not declare who may call it/);
    await app.close();
  });
});
