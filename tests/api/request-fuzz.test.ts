import fc from 'fast-check';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { call, isWrite } from './api-routes.js';
import { databaseFingerprint } from './database-fingerprint.js';
import { arbitraryOf, pathParameter, type JsonSchema } from './schema-arbitrary.js';
import { signInAs, type StaffSession } from './staff-session.js';
import { createTestApp, testDatabases, type TestApp } from './test-app.js';

const SETUP_MS = 180_000;
/** The property's share of the 60 s each database may take on two cores; the app's set-up comes first. */
const FUZZ_MS = 35_000;

type Operation = {
  method: string;
  url: string;
  isPublic: boolean;
  body?: JsonSchema;
  query?: JsonSchema;
};

const jsonSchemaOf = (schema: unknown): JsonSchema | undefined =>
  schema instanceof z.ZodType
    ? (z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema)
    : undefined;

/**
 * Every operation the app registered with a schema, as the OpenAPI document publishes them. Signing out
 * would end the session the calls use; event streams never end.
 */
function operationsOf(registered: RouteOptions[]): Operation[] {
  return registered.flatMap((route) => {
    const schema = route.schema as Record<string, unknown> | undefined;
    if (!/^\/(api|custom)\//.test(route.url) || route.url.startsWith('/api/docs')) return [];
    if (/logout|stream|events/.test(route.url)) return [];
    return [route.method]
      .flat()
      .filter((method) => method !== 'HEAD' && method !== 'OPTIONS')
      .map((method) => ({
        method,
        url: route.url,
        isPublic: route.config?.access === 'public',
        body: jsonSchemaOf(schema?.body),
        query: jsonSchemaOf(schema?.querystring),
      }));
  });
}

/** A call to one operation: its path with generated parameters, a query and a body from its schemas. */
function requestOf(operation: Operation) {
  const parameters = (operation.url.match(/:[A-Za-z]+/g) ?? []).map(() => pathParameter);
  const query = operation.query ? arbitraryOf(operation.query) : fc.constant(undefined);
  const body =
    operation.body && isWrite(operation.method) ? arbitraryOf(operation.body) : fc.constant(undefined);
  return fc.record({ operation: fc.constant(operation), parameters: fc.tuple(...parameters), query, body });
}

function urlOf(operation: Operation, parameters: string[], query: unknown): string {
  let index = 0;
  const path = operation.url.replace(/:[A-Za-z]+/g, () => parameters[index++] ?? '1').replace('*', 'x');
  if (query === null || typeof query !== 'object' || Array.isArray(query)) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && (typeof value !== 'object' || value === null))
      search.append(key, String(value));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

describe.each(testDatabases)('requests generated from every operation’s schemas on $name', (target) => {
  let t: TestApp;
  let operations: Operation[];
  let admin: StaffSession;

  beforeAll(async () => {
    const registered: RouteOptions[] = [];
    t = await createTestApp(target, { deps: { onRoute: (route) => registered.push(route) } });
    operations = operationsOf(registered);
    admin = await signInAs(t, { email: 'fuzz@cafe.example', roles: ['ROLE_ADMIN'] });
  }, SETUP_MS);
  afterAll(async () => t?.close());

  /** Mails and SMS of an earlier accepted call are sent by a job, at any time: they are not this call's. */
  const storedByCalls = async () => {
    const fingerprint = await databaseFingerprint(t.database.db);
    delete fingerprint.messages;
    return fingerprint;
  };

  it(
    'never answer 5xx, and a refused call leaves every table as it was',
    { timeout: FUZZ_MS + 60_000 },
    async () => {
      let fingerprint = await storedByCalls();
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...operations).chain(requestOf),
          fc.boolean(),
          async ({ operation, parameters, query, body }, asGuest) => {
            const guest = asGuest && operation.isPublic;
            const response = await call(t, {
              method: operation.method as 'POST',
              url: urlOf(operation, parameters, query),
              headers: guest ? {} : { cookie: admin.cookie, 'x-csrf-token': admin.csrfToken },
              ...(body === undefined
                ? {}
                : {
                    payload: JSON.stringify(body),
                    headers: {
                      ...(guest ? {} : { cookie: admin.cookie, 'x-csrf-token': admin.csrfToken }),
                      'content-type': 'application/json',
                    },
                  }),
            });
            expect(response.statusCode, response.body.slice(0, 300)).toBeLessThan(500);
            const after = await storedByCalls();
            if (response.statusCode >= 400) expect(after, response.body.slice(0, 300)).toEqual(fingerprint);
            fingerprint = after;
          },
        ),
        // A failing call is reported as it was: shrinking would replay it against a database it changed.
        {
          numRuns: 100_000,
          interruptAfterTimeLimit: FUZZ_MS,
          markInterruptAsFailure: false,
          endOnFailure: true,
        },
      );
    },
  );
});
