import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '../../src/domain/auth/messages.js';
import type { Role } from '../../src/domain/schemas/user.js';
import type { Access } from '../../src/server/organisation/auth/access.js';
import { branches, divisions, logs } from '../../src/server/db/schema/index.js';
import { apiRoutes, call, concrete, isWrite, type ApiRoute } from './api-routes.js';
import { signInAs, type StaffSession } from './staff-session.js';
import { createTestApp, testDatabases, type TestApp } from './test-app.js';

type Route = ApiRoute;

const mayCall = (access: Access, roles: Role[]) =>
  access === 'signedIn' || (access !== 'public' && roles.some((role) => access.includes(role)));
// Signing out ends the session the other checks use; it is called last.
const signsOut = (route: Route) => /logout/.test(route.url);

const messageOf = (body: string): string | undefined => {
  try {
    return (JSON.parse(body) as { errors?: { message: string }[] }).errors?.[0]?.message;
  } catch {
    return undefined;
  }
};

describe.each(testDatabases)('authorisation of every API route on $name', (target) => {
  let t: TestApp;
  let routes: Route[];
  let employee: StaffSession;
  let admin: StaffSession;
  beforeAll(async () => {
    const registered: RouteOptions[] = [];
    t = await createTestApp(target, { deps: { onRoute: (route) => registered.push(route) } });
    routes = apiRoutes(registered).sort((a, b) => Number(signsOut(a)) - Number(signsOut(b)));
    const [branch] = await t.database.db
      .select({ id: branches.id })
      .from(branches)
      .orderBy(branches.id)
      .limit(1);
    employee = await signInAs(t, {
      email: 'kellner@cafe.example',
      roles: ['ROLE_EMPLOYEE'],
      branchIds: [branch!.id],
    });
    admin = await signInAs(t, { email: 'chefin@cafe.example', roles: ['ROLE_ADMIN'] });
  });
  afterAll(async () => t?.close());

  const protectedRoutes = () => routes.filter((route) => route.access !== 'public');

  it('sees every route, each declaring who may call it', () => {
    const paths = new Set(routes.map((route) => `${route.method} ${route.url}`));
    for (const expected of [
      'GET /api/users',
      'DELETE /api/users/:id',
      'POST /api/divisions',
      'PUT /api/branches/:id',
      'GET /api/products',
      'POST /api/config',
      'GET /api/logs/:id',
      'GET /api/init',
    ])
      expect(paths).toContain(expected);
    expect(routes.filter((route) => route.access === undefined)).toEqual([]);
  });

  // Before the sweeps below: they call the logout route too, which ends the employee's session.
  it("lets every signed-in person read their own statistics, and only an administrator another's", async () => {
    const roleless = await signInAs(t, { email: 'aushilfe@cafe.example', roles: [] });
    const statusOf = async (who: StaffSession, url: string) =>
      (await call(t, { method: 'GET', url, headers: { cookie: who.cookie } })).statusCode;
    const profile = (who: StaffSession, userId: number, name: string) =>
      statusOf(who, `/api/statistics/${name}?user=${userId}&start=2026-11-01&end=2026-11-20`);
    for (const name of ['user-profile', 'user-profile-working-activities']) {
      for (const who of [roleless, employee, admin]) expect(await profile(who, who.userId, name)).toBe(200);
      expect(await profile(roleless, employee.userId, name)).toBe(403);
      expect(await profile(employee, roleless.userId, name)).toBe(403);
      expect(await profile(employee, admin.userId, name)).toBe(403);
      expect(await profile(admin, employee.userId, name)).toBe(200);
    }
    // The person without a role still sees no shop figure.
    expect(await statusOf(roleless, '/api/statistics/orders?from=2026-11-01&to=2026-11-20')).toBe(403);
  });

  it('answers 401 to anonymous callers and to forged session cookies on every protected route', async () => {
    const failures: string[] = [];
    for (const route of protectedRoutes()) {
      for (const cookie of [undefined, 'tischlein_session=gefaelschtes-token-das-es-nicht-gibt']) {
        const response = await call(t, {
          method: route.method as 'GET',
          url: concrete(route.url),
          headers: cookie ? { cookie, 'x-csrf-token': 'egal' } : {},
          ...(isWrite(route.method) ? { payload: {} } : {}),
        });
        if (response.statusCode !== 401 || messageOf(response.body) !== authMessages.missingSession)
          failures.push(
            `${route.method} ${route.url} ${cookie ? 'forged' : 'anonymous'}: ${response.statusCode}`,
          );
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers 403 to an employee on every route the employee role may not call', async () => {
    const failures: string[] = [];
    for (const route of protectedRoutes()) {
      const response = await call(t, {
        method: route.method as 'GET',
        url: concrete(route.url),
        headers: { cookie: employee.cookie, 'x-csrf-token': employee.csrfToken },
        ...(isWrite(route.method) ? { payload: {} } : {}),
      });
      const allowed = mayCall(route.access!, ['ROLE_EMPLOYEE']);
      if (!allowed && response.statusCode !== 403)
        failures.push(`${route.method} ${route.url}: ${response.statusCode}, expected 403`);
      if (allowed && (response.statusCode === 401 || response.statusCode >= 500))
        failures.push(`${route.method} ${route.url}: ${response.statusCode} for an allowed employee`);
    }
    expect(failures).toEqual([]);
  });

  it('answers 403 to a write without the CSRF token on every protected route, writing nothing', async () => {
    const before = {
      logs: await t.database.db.$count(logs),
      divisions: await t.database.db.$count(divisions),
    };
    const failures: string[] = [];
    for (const route of protectedRoutes().filter((candidate) => isWrite(candidate.method))) {
      const response = await t.app.inject({
        method: route.method as 'POST',
        url: concrete(route.url),
        headers: { cookie: admin.cookie },
        payload: {},
      });
      if (
        response.statusCode !== 403 ||
        response.json().errors?.[0]?.message !== authMessages.invalidCsrfToken
      )
        failures.push(`${route.method} ${route.url}: ${response.statusCode}`);
    }
    expect(failures).toEqual([]);

    const valid = await t.app.inject({
      method: 'POST',
      url: '/api/divisions',
      headers: { cookie: admin.cookie },
      payload: { identifier: 'ohne-token', name: 'Ohne Token' },
    });
    expect(valid.statusCode).toBe(403);
    expect(await t.database.db.$count(logs)).toBe(before.logs);
    expect(await t.database.db.$count(divisions)).toBe(before.divisions);
  });

  it('lets an administrator through on every protected route, never with a 500', async () => {
    const failures: string[] = [];
    for (const route of protectedRoutes()) {
      const response = await call(t, {
        method: route.method as 'GET',
        url: concrete(route.url),
        headers: { cookie: admin.cookie, 'x-csrf-token': admin.csrfToken },
        ...(isWrite(route.method) ? { payload: {} } : {}),
      });
      if ([401, 403].includes(response.statusCode) || response.statusCode >= 500)
        failures.push(`${route.method} ${route.url}: ${response.statusCode} ${response.body.slice(0, 120)}`);
    }
    expect(failures).toEqual([]);
  });
});
