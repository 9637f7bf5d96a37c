import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branches, sessions } from '../../src/server/db/schema/index.js';
import { SESSION_TTL_MS } from '../../src/server/organisation/auth/service.js';
import { signInAs, STAFF_PASSWORD, type StaffSession } from './staff-session.js';
import { createTestApp, fixedNow, testDatabases, type TestApp } from './test-app.js';

const cookieOf = (setCookie: string | string[] | undefined) =>
  (Array.isArray(setCookie) ? setCookie[0] : setCookie)?.split(';')[0] ?? '';

// The session cache is switched on for both databases here (PostgreSQL runs without it by default), so
// every way of ending a session or changing its user is checked against a session the cache holds.
describe.each(testDatabases)('revoking cached sessions on $name', (target) => {
  let t: TestApp;
  let admin: StaffSession;
  let branchId: number;
  let clock = fixedNow;
  beforeAll(async () => {
    t = await createTestApp(target, { deps: { sessionCacheMs: 60 * 60_000, now: () => clock } });
    admin = await signInAs(t, { email: 'chefin@cafe.example', roles: ['ROLE_ADMIN'] });
    const [branch] = await t.database.db.select({ id: branches.id }).from(branches).limit(1);
    branchId = branch!.id;
  });
  afterAll(async () => t?.close());

  const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/users/me', headers: { cookie } });
  /** A signed-in employee whose session the cache now holds. */
  const cachedEmployee = async (email: string) => {
    const employee = await signInAs(t, { email, roles: ['ROLE_EMPLOYEE'], branchIds: [branchId] });
    expect((await me(employee.cookie)).statusCode).toBe(200);
    return employee;
  };
  const userOf = async (id: number) =>
    (await admin.request({ method: 'GET', url: `/api/users/${id}` })).json().data;
  const updateUser = (user: { id: number }) =>
    admin.request({ method: 'PUT', url: `/api/users/${user.id}`, payload: user });

  it('holds a session: a row deleted behind its back counts only once the cache forgets', async () => {
    const employee = await cachedEmployee('anna@cafe.example');
    await t.database.db.delete(sessions).where(eq(sessions.userId, employee.userId));
    // What a write by another process looks like to this one until the cache's time is up.
    expect((await me(employee.cookie)).statusCode).toBe(200);
    const other = await signInAs(t, { email: 'anton@cafe.example', roles: ['ROLE_EMPLOYEE'] });
    expect((await other.request({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(204);
    expect((await me(employee.cookie)).statusCode).toBe(401);
  });

  it('refuses a session on the next call after its sign-out', async () => {
    const employee = await cachedEmployee('ben@cafe.example');
    expect((await employee.request({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(204);
    expect((await me(employee.cookie)).statusCode).toBe(401);
  });

  it('refuses the cookie a new sign-in replaced', async () => {
    const employee = await cachedEmployee('carla@cafe.example');
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { cookie: employee.cookie },
      payload: { email: 'carla@cafe.example', password: STAFF_PASSWORD },
    });
    expect(again.statusCode).toBe(200);
    expect((await me(employee.cookie)).statusCode).toBe(401);
    expect((await me(cookieOf(again.headers['set-cookie']))).statusCode).toBe(200);
  });

  it('refuses the other sessions after a password change', async () => {
    const employee = await cachedEmployee('dora@cafe.example');
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password',
      payload: { email: 'dora@cafe.example', password: STAFF_PASSWORD, newPassword: 'Topfenstrudel-2027' },
    });
    expect(changed.statusCode).toBe(204);
    expect((await me(employee.cookie)).statusCode).toBe(401);
  });

  it('refuses a disabled, a locked and a deleted user, and a password set by an administrator', async () => {
    for (const [email, change] of [
      ['eva@cafe.example', { isEnabled: false }],
      ['franz@cafe.example', { isLocked: true }],
      ['gerda@cafe.example', { password: 'Ein-neues-sicheres-Passwort' }],
    ] as const) {
      const employee = await cachedEmployee(email);
      const response = await updateUser({ ...(await userOf(employee.userId)), ...change });
      expect(response.statusCode, response.body).toBe(200);
      expect((await me(employee.cookie)).statusCode, email).toBe(401);
    }
    const removed = await cachedEmployee('hans@cafe.example');
    const removal = await admin.request({ method: 'DELETE', url: `/api/users/${removed.userId}` });
    expect(removal.statusCode).toBe(204);
    expect((await me(removed.cookie)).statusCode).toBe(401);
  });

  it('shows new roles and branches on the next call', async () => {
    const employee = await cachedEmployee('ida@cafe.example');
    expect((await employee.request({ method: 'GET', url: '/api/products?page=1' })).statusCode).toBe(403);
    const user = await userOf(employee.userId);
    const promoted = await updateUser({ ...user, roles: ['ROLE_ADMIN'], branches: [] });
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect((await me(employee.cookie)).json().data).toMatchObject({ roles: ['ROLE_ADMIN'], branches: [] });
    expect((await employee.request({ method: 'GET', url: '/api/products?page=1' })).statusCode).toBe(200);
  });

  it('refuses a cached session once it or its account has expired', async () => {
    const employee = await cachedEmployee('jana@cafe.example');
    const expiring = await cachedEmployee('karl@cafe.example');
    const accountEnd = new Date(fixedNow.getTime() + 60 * 60_000);
    const dated = await updateUser({
      ...(await userOf(expiring.userId)),
      expiresAt: accountEnd.toISOString(),
    });
    expect(dated.statusCode, dated.body).toBe(200);
    try {
      clock = new Date(accountEnd.getTime() - 1);
      expect((await me(expiring.cookie)).statusCode).toBe(200);
      clock = accountEnd;
      expect((await me(expiring.cookie)).statusCode).toBe(401);
      expect((await me(employee.cookie)).statusCode).toBe(200);
      clock = new Date(fixedNow.getTime() + SESSION_TTL_MS);
      expect((await me(employee.cookie)).statusCode).toBe(401);
    } finally {
      clock = fixedNow;
    }
  });
});
