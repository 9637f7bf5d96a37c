import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs, STAFF_PASSWORD } from './staff-session.js';
import { createTestApp, testDatabases, type TestApp } from './test-app.js';

const cookieOf = (setCookie: string | string[] | undefined) =>
  (Array.isArray(setCookie) ? setCookie[0] : setCookie)?.split(';')[0] ?? '';

describe.each(testDatabases)('sessions after a password change on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, { seed: false });
  });
  afterAll(async () => t?.close());

  const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/users/me', headers: { cookie } });
  const signIn = async (email: string, password: string) =>
    cookieOf(
      (await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } })).headers[
        'set-cookie'
      ],
    );

  it('ends every other session of the user when the password is changed, keeping the one that changed it', async () => {
    const here = await signInAs(t, { email: 'anna@cafe.example', roles: ['ROLE_EMPLOYEE'] });
    const elsewhere = await signIn('anna@cafe.example', STAFF_PASSWORD);
    expect((await me(elsewhere)).statusCode).toBe(200);

    const changed = await here.request({
      method: 'POST',
      url: '/api/auth/password',
      payload: { email: 'anna@cafe.example', password: STAFF_PASSWORD, newPassword: 'Topfenstrudel-2027' },
    });
    expect(changed.statusCode).toBe(204);
    expect((await me(elsewhere)).statusCode).toBe(401);
    expect((await me(here.cookie)).statusCode).toBe(200);
  });

  it('ends every session when the password is changed without one', async () => {
    await signInAs(t, { email: 'ben@cafe.example', roles: ['ROLE_EMPLOYEE'] });
    const session = await signIn('ben@cafe.example', STAFF_PASSWORD);
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password',
      payload: { email: 'ben@cafe.example', password: STAFF_PASSWORD, newPassword: 'Topfenstrudel-2027' },
    });
    expect(changed.statusCode).toBe(204);
    expect((await me(session)).statusCode).toBe(401);
  });

  it('marks private answers no-store, sign-in included', async () => {
    const staff = await signInAs(t, { email: 'carla@cafe.example', roles: ['ROLE_ADMIN'] });
    expect((await me(staff.cookie)).headers['cache-control']).toBe('no-store');
    expect((await staff.request({ method: 'GET', url: '/api/users' })).headers['cache-control']).toBe(
      'no-store',
    );
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'carla@cafe.example', password: STAFF_PASSWORD },
    });
    expect(login.headers['cache-control']).toBe('no-store');
    expect((await t.app.inject({ method: 'GET', url: '/api/users/me' })).headers['cache-control']).toBe(
      'no-store',
    );
  });
});
