/// <reference types="vite/client" />
import { z } from 'zod';
import type { JsonSchema } from '../fields/form-fields.js';
import type { EntityConfig } from './entity-catalogue.js';

/**
 * The shared zod schemas of each entity (`src/domain/schemas/entities/<entity>.ts`), each module its own
 * lazy chunk. The form is generated from the input schema, the list's column labels come from the
 * answer's schema; both as JSON Schema (with their `.meta()` keys).
 */
const schemaModules = import.meta.glob<Record<string, unknown>>([
  '../../../domain/schemas/entities/*.ts',
  '!../../../domain/schemas/entities/*.test.ts',
]);

export type EntitySchemas = {
  /** The create/update body, as the form sends it (`io: 'input'`). */
  input: JsonSchema;
  /** The same body after parsing: formats of piped texts show only here. */
  inputOutput: JsonSchema;
  /** The API's answer. */
  output: JsonSchema;
};

function camel(name: string): string {
  return name.replace(/-(\w)/g, (_whole, letter: string) => letter.toUpperCase());
}

function isZodType(value: unknown): value is z.ZodType {
  return value instanceof z.ZodType;
}

function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  return z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
}

const cache = new Map<string, Promise<EntitySchemas>>();

async function load(moduleName: string): Promise<EntitySchemas> {
  const importModule = schemaModules[`../../../domain/schemas/entities/${moduleName}.ts`];
  if (!importModule) throw new Error(`No schema module for ${moduleName}`);
  const exports = await importModule();
  const name = camel(moduleName);
  const input = exports[`${name}InputSchema`];
  const output = exports[`${name}EntitySchema`] ?? exports[`${name}Schema`];
  if (!isZodType(input) || !isZodType(output)) {
    throw new Error(`${moduleName}.ts lacks ${name}InputSchema or ${name}Schema`);
  }
  return {
    input: jsonSchemaOf(input, 'input'),
    inputOutput: jsonSchemaOf(input, 'output'),
    output: jsonSchemaOf(output, 'output'),
  };
}

export function loadEntitySchemas(entity: Pick<EntityConfig, 'schema'>): Promise<EntitySchemas> {
  const cached = cache.get(entity.schema);
  if (cached) return cached;
  const loading = load(entity.schema);
  cache.set(entity.schema, loading);
  loading.catch(() => cache.delete(entity.schema));
  return loading;
}

/** The German label of a field of the answer, or its name when the schema has none. */
export function fieldLabel(schemas: EntitySchemas | undefined, field: string): string {
  const title = schemas?.output.properties?.[field]?.title ?? schemas?.input.properties?.[field]?.title;
  return title ?? field;
}
