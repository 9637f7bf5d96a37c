import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { hostileInputMessages } from '../../src/server/http/hostile-input.js';
import { apiRoutes, call, concrete, isWrite, type ApiRoute } from './api-routes.js';
import { signInAs, type StaffSession } from './staff-session.js';
import { createTestApp, testDatabases, type TestApp } from './test-app.js';

const NUL = '\u0000';
const huge = 'x'.repeat(200_000);
const nested = (depth: number): unknown => {
  let value: unknown = 'tief';
  for (let level = 0; level < depth; level += 1) value = { a: [value] };
  return value;
};

/** The keys a zod schema names at its top level, through unions, pipes and wrappers. */
function keysOf(schema: unknown): string[] {
  if (schema instanceof z.ZodObject) return Object.keys(schema.shape);
  if (schema instanceof z.ZodUnion) return [...new Set(schema.options.flatMap(keysOf))];
  if (schema instanceof z.ZodPipe) return keysOf(schema.in);
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault)
    return keysOf(schema.unwrap());
  return [];
}

// Values a careless or hostile client sends: control characters, sizes past any limit, wrong types.
const hostileValues: unknown[] = [
  NUL,
  `Kaiser${NUL}semmel`,
  huge,
  -1e308,
  1.5,
  true,
  null,
  [],
  [NUL],
  {},
  { [NUL]: 1 },
  nested(40),
];
const hostileQueryValues = [`a${NUL}b`, huge.slice(0, 4000), '-1e400', '%'];

/** The hostile calls for one route: each field of its schemas set to each hostile value, and whole bodies. */
function hostileCalls(route: ApiRoute) {
  const bodyKeys = keysOf(route.schema?.body);
  const queryKeys = [...keysOf(route.schema?.querystring), 'search', 'page'];
  const calls: { url: string; payload?: unknown; rawBody?: string }[] = [];
  const url = concrete(route.url);
  for (const value of hostileQueryValues) {
    const query = queryKeys.map((key) => `${key}=${encodeURIComponent(value)}`).join('&');
    calls.push({ url: `${url}?${query}` });
  }
  if (route.url.includes(':')) calls.push({ url: concrete(route.url, '%00') });
  if (!isWrite(route.method)) return calls;
  for (const value of hostileValues) {
    calls.push({ url, payload: Object.fromEntries(bodyKeys.map((key) => [key, value])) });
  }
  calls.push({ url, payload: [NUL] }, { url, payload: nested(2_000) });
  calls.push({ url, rawBody: `${'['.repeat(50_000)}${']'.repeat(50_000)}` });
  return calls;
}

describe.each(testDatabases)('hostile input on every API route on $name', (target) => {
  let t: TestApp;
  let routes: ApiRoute[];
  let admin: StaffSession;
  let adminHeaders: Record<string, string>;
  beforeAll(async () => {
    const registered: RouteOptions[] = [];
    t = await createTestApp(target, { deps: { onRoute: (route) => registered.push(route) } });
    // Signing out would end the session the calls use.
    routes = apiRoutes(registered).filter((route) => !/logout/.test(route.url));
    admin = await signInAs(t, { email: 'chefin@cafe.example', roles: ['ROLE_ADMIN'] });
    adminHeaders = { cookie: admin.cookie, 'x-csrf-token': admin.csrfToken };
  });
  afterAll(async () => t?.close());

  it(
    'never answers 5xx, as an administrator (past every access check) and anonymously',
    { timeout: 600_000 },
    async () => {
      const failures: string[] = [];
      for (const route of routes) {
        for (const { url, payload, rawBody } of hostileCalls(route)) {
          // Protected routes refuse strangers before reading the body; the administrator gets past that.
          for (const headers of route.access === 'public' ? [{}, adminHeaders] : [adminHeaders]) {
            const response = await call(t, {
              method: route.method as 'POST',
              url,
              headers: rawBody === undefined ? headers : { ...headers, 'content-type': 'application/json' },
              ...(payload === undefined ? {} : { payload: payload as object }),
              ...(rawBody === undefined ? {} : { payload: rawBody }),
            });
            if (response.statusCode >= 500)
              failures.push(
                `${route.method} ${url.slice(0, 100)} ${JSON.stringify(payload)?.slice(0, 60) ?? ''}: ${response.statusCode}`,
              );
          }
        }
      }
      expect(failures).toEqual([]);
    },
  );

  it('answers a NUL character in a body or a query with 400 and the German message', async () => {
    const cases = [
      { method: 'POST' as const, url: '/api/orders', payload: { firstName: `An${NUL}na` } },
      { method: 'POST' as const, url: '/api/auth/login', payload: { email: `a${NUL}@b.at`, password: 'x' } },
      { method: 'GET' as const, url: '/api/products?search=%00' },
      { method: 'POST' as const, url: '/api/analytics-log', payload: { type: 'pageview', action: NUL } },
    ];
    for (const options of cases) {
      const response = await admin.request(options);
      expect(response.statusCode, options.url).toBe(400);
      expect(response.json().errors[0].message).toBe(hostileInputMessages.nul);
    }
  });

  it('answers a body nested past any form with 400 and the German message', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: nested(100) as object,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].message).toBe(hostileInputMessages.tooDeep);
  });
});
