import { z } from 'zod';
import { RICH_TEXT_MAX_LENGTH } from '../../../../domain/content/content-fields.js';
import { contentSectionSchema, TEXT_SECTION } from '../../../../domain/content/sections.js';
import { withoutNull, type JsonSchema } from '../../fields/form-fields.js';

/**
 * How a part of a section's value is edited, read from the domain's section schema (its JSON Schema, as
 * the generic forms and OpenAPI read it), so every field, label, limit and default has one source.
 */
export type ValueKind =
  | { kind: 'text'; multiline: boolean }
  | { kind: 'richText' }
  | { kind: 'number'; min: number; max: number; whole: boolean }
  | { kind: 'boolean' }
  | { kind: 'enum'; options: string[] }
  | { kind: 'image' }
  | { kind: 'images' }
  | { kind: 'object'; fields: ObjectField[] }
  | { kind: 'list'; item: JsonSchema; fixedLength: number | undefined }
  | { kind: 'variant'; variants: Variant[] }
  | { kind: 'unknown' };

export interface ObjectField {
  name: string;
  title: string | undefined;
  schema: JsonSchema;
  /** Missing or null is allowed (an optional colour, no link, no image). */
  optional: boolean;
}

/** One form of a value that comes in several, told apart by its `type`: an image slide or a video slide. */
export interface Variant {
  type: string;
  fields: ObjectField[];
}

const MULTILINE_FROM_LENGTH = 500;

function typesOf(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  return typeof schema.type === 'string' ? [schema.type] : [];
}

/** Images in content carry their version and size, so that the storefront can ask for a sized variant. */
function isImage(schema: JsonSchema): boolean {
  const properties = schema.properties ?? {};
  return 'id' in properties && 'version' in properties && 'extension' in properties;
}

function fieldsOf(schema: JsonSchema, skip: readonly string[] = []): ObjectField[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {})
    .filter(([name]) => !skip.includes(name))
    .map(([name, property]) => ({
      name,
      title: property.title,
      schema: property,
      optional: (!required.has(name) && property.default === undefined) || withoutNull(property).nullable,
    }));
}

function variantsOf(schema: JsonSchema): Variant[] | undefined {
  const options = schema.oneOf ?? schema.anyOf;
  if (options === undefined || options.length < 2) return undefined;
  const variants = options.map((option) => {
    const type = option.properties?.type?.const;
    return typeof type === 'string' ? { type, fields: fieldsOf(option, ['type']) } : undefined;
  });
  return variants.every((variant) => variant !== undefined) ? variants : undefined;
}

/** Numbers beyond these are zod's "any safe integer", not a limit anyone set. */
const LIMIT = 1e15;

export function kindOf(original: JsonSchema): ValueKind {
  const variants = variantsOf(original);
  if (variants !== undefined) return { kind: 'variant', variants };
  const schema = withoutNull(original).schema;
  const types = typesOf(schema);
  if (schema.enum !== undefined) return { kind: 'enum', options: schema.enum.map(String) };
  if (types.includes('object')) {
    return isImage(schema) ? { kind: 'image' } : { kind: 'object', fields: fieldsOf(schema) };
  }
  if (types.includes('array') && schema.items !== undefined) {
    const items = withoutNull(schema.items).schema;
    if (isImage(items)) return { kind: 'images' };
    const min = (schema as { minItems?: number }).minItems;
    const max = (schema as { maxItems?: number }).maxItems;
    return {
      kind: 'list',
      item: schema.items,
      fixedLength: min !== undefined && min === max ? min : undefined,
    };
  }
  if (types.includes('string')) {
    if (schema.maxLength === RICH_TEXT_MAX_LENGTH) return { kind: 'richText' };
    return { kind: 'text', multiline: (schema.maxLength ?? 0) >= MULTILINE_FROM_LENGTH };
  }
  if (types.includes('integer') || types.includes('number')) {
    const bound = (value: number | undefined, fallback: number) =>
      value === undefined || Math.abs(value) >= LIMIT ? fallback : value;
    return {
      kind: 'number',
      min: bound(schema.minimum, -LIMIT),
      max: bound(schema.maximum, LIMIT),
      whole: types.includes('integer'),
    };
  }
  if (types.includes('boolean')) return { kind: 'boolean' };
  return { kind: 'unknown' };
}

/** What a new entry starts with: defaults where the schema has them, no image, lists of their fixed length. */
export function emptyValue(schema: JsonSchema): unknown {
  if (schema.default !== undefined) return structuredClone(schema.default);
  const kind = kindOf(schema);
  switch (kind.kind) {
    case 'variant': {
      const [first] = kind.variants;
      return first === undefined ? null : emptyVariant(first);
    }
    case 'object':
      return Object.fromEntries(
        kind.fields.filter((field) => !field.optional).map((field) => [field.name, emptyValue(field.schema)]),
      );
    case 'list':
      return Array.from({ length: kind.fixedLength ?? 0 }, () => emptyValue(kind.item));
    case 'images':
      return [];
    case 'image':
      return null;
    case 'enum':
      return kind.options[0];
    case 'number':
      return Math.max(kind.min, Math.min(kind.max, 0));
    case 'boolean':
      return false;
    case 'text':
    case 'richText':
      return '';
    case 'unknown':
      return null;
  }
}

export function emptyVariant(variant: Variant): Record<string, unknown> {
  return {
    type: variant.type,
    ...Object.fromEntries(
      variant.fields
        .filter((field) => !field.optional)
        .map((field) => [field.name, emptyValue(field.schema)]),
    ),
  };
}

const sectionsJsonSchema = z.toJSONSchema(contentSectionSchema, {
  io: 'input',
  unrepresentable: 'any',
}) as JsonSchema;

/** The schema of each section type's value, in the domain's order of the types. */
export const sectionValueSchemas: ReadonlyMap<string, JsonSchema> = new Map(
  (sectionsJsonSchema.oneOf ?? []).flatMap((option) => {
    const type = option.properties?.type?.const;
    const value = option.properties?.value;
    return typeof type === 'string' && value !== undefined ? [[type, value] as const] : [];
  }),
);

/** The types a custom page may hold: all but the plain text body of a default page. */
export const customSectionTypes = [...sectionValueSchemas.keys()].filter((type) => type !== TEXT_SECTION);
