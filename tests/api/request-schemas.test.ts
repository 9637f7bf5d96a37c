import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, testDatabases, type TestApp } from './test-app.js';

type JsonSchema = { [key: string]: unknown };

// PostgreSQL's `integer`, the type of every integer column of the app.
const INT32_MIN = -(2 ** 31);
const INT32_MAX = 2 ** 31 - 1;

/** Every integer node of a JSON Schema whose bounds reach past a 32-bit column, by its path. */
function unboundedIntegers(schema: unknown, path: string, found: string[]) {
  if (Array.isArray(schema)) {
    schema.forEach((item, index) => unboundedIntegers(item, `${path}[${index}]`, found));
    return;
  }
  if (schema === null || typeof schema !== 'object') return;
  const node = schema as JsonSchema;
  if (node.type === 'integer') {
    const bound = (inclusive: unknown, exclusive: unknown, none: number) =>
      typeof inclusive === 'number' ? inclusive : typeof exclusive === 'number' ? exclusive : none;
    const minimum = bound(node.minimum, node.exclusiveMinimum, -Infinity);
    const maximum = bound(node.maximum, node.exclusiveMaximum, Infinity);
    if (minimum < INT32_MIN || maximum > INT32_MAX) found.push(path);
  }
  for (const [key, value] of Object.entries(node)) unboundedIntegers(value, `${path}.${key}`, found);
}

describe('request schemas', () => {
  let t: TestApp;
  const registered: RouteOptions[] = [];
  beforeAll(async () => {
    t = await createTestApp(testDatabases[0]!, {
      seed: false,
      deps: { onRoute: (route) => registered.push(route) },
    });
  });
  afterAll(async () => t?.close());

  // Every integer column of the database is 32-bit; a larger number answered 500 ("out of range").
  it('accept no integer beyond a 32-bit column, in any body, query or path', () => {
    const found: string[] = [];
    for (const route of registered) {
      for (const part of ['body', 'querystring', 'params'] as const) {
        const schema = (route.schema as Record<string, unknown> | undefined)?.[part];
        if (!(schema instanceof z.ZodType)) continue;
        const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
        unboundedIntegers(json, `${[route.method].flat().join()} ${route.url} ${part}`, found);
      }
    }
    expect(found).toEqual([]);
  });
});
