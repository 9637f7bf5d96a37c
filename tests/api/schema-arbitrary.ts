import fc from 'fast-check';

/** The part of JSON Schema (draft 2020-12, as zod's toJSONSchema writes it) that request schemas use. */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
};

const INT32_MAX = 2 ** 31 - 1;

/** What a careless or hostile client puts where a value belongs: the fuzzer's findings of issue 39. */
const hostileNumbers = [
  2 ** 31,
  -(2 ** 31) - 1,
  Number.MAX_SAFE_INTEGER,
  -Number.MAX_SAFE_INTEGER,
  1e300,
  0.5,
  -1,
  0,
];
const hostileTexts = ['\ud800', 'Anna\udfff', '\u0000', 'x'.repeat(5000), '6IL', '0x1', '1e0', ' ', ''];
const hostileValue = fc.oneof(
  fc.constantFrom<unknown>(...hostileNumbers, ...hostileTexts, null, true, [], {}),
  fc.string({ unit: 'binary', maxLength: 8 }),
);

/** Small ids exist in the demo data, so a reference sometimes names a real row and the call gets further. */
const between = (low: number, high: number) => fc.integer({ min: low, max: Math.max(low, high) });
const plausibleInteger = (low: number, high: number) =>
  fc.oneof(
    between(Math.max(low, 1), Math.min(high, 8)),
    between(Math.max(low, -1000), Math.min(high, Math.max(low, -1000) + 2000)),
    fc.constantFrom(low, high),
  );

function textArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'date-time')
    return fc.date({ noInvalidDate: true }).map((date) => date.toISOString());
  if (schema.format === 'date')
    return fc.date({ noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));
  if (schema.pattern !== undefined) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern)).filter((text) => text.length <= 500);
    } catch {
      // A pattern fast-check cannot generate from: plain text still reaches the schema's own check.
    }
  }
  return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 40, 40) });
}

/**
 * Values for a request schema: mostly valid, so a call gets past validation to the service and the
 * database, and at any place now and then a hostile value instead.
 */
export function arbitraryOf(schema: JsonSchema, root: JsonSchema = schema, depth = 0): fc.Arbitrary<unknown> {
  return fc.oneof(
    { arbitrary: validArbitrary(schema, root, depth), weight: 6 },
    { arbitrary: hostileValue, weight: 1 },
  );
}

function validArbitrary(schema: JsonSchema, root: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (schema.$ref !== undefined) {
    const target = root.$defs?.[schema.$ref.replace('#/$defs/', '')];
    return depth > 4 || target === undefined
      ? fc.constant(undefined)
      : validArbitrary(target, root, depth + 1);
  }
  const members = schema.anyOf ?? schema.oneOf;
  if (members !== undefined && members.length > 0)
    return fc.oneof(...members.map((member) => validArbitrary(member, root, depth)));
  if (schema.allOf?.[0] !== undefined) return validArbitrary(schema.allOf[0], root, depth);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum !== undefined && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type ?? 'any') {
    case 'integer':
      return plausibleInteger(
        schema.minimum ?? (schema.exclusiveMinimum ?? -INT32_MAX - 1) + 1,
        schema.maximum ?? (schema.exclusiveMaximum ?? INT32_MAX) - 1,
      );
    case 'number':
      return fc.double({
        min: schema.minimum ?? -1e6,
        max: schema.maximum ?? 1e6,
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'string':
      return textArbitrary(schema);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const item = schema.items ?? {};
      return fc.array(
        depth > 6 ? validArbitrary(item, root, depth + 1) : arbitraryOf(item, root, depth + 1),
        {
          minLength: schema.minItems ?? 0,
          maxLength: Math.min(schema.maxItems ?? 3, 3),
        },
      );
    }
    case 'object': {
      const properties = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, property] of Object.entries(properties))
        record[key] =
          depth > 6 ? validArbitrary(property, root, depth + 1) : arbitraryOf(property, root, depth + 1);
      if (Object.keys(record).length === 0)
        return fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 2 });
      return fc.record(record, { requiredKeys: Object.keys(record).filter((key) => required.has(key)) });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** A path parameter: an id that exists nowhere, a real one, or text that must not be read as a number. */
export const pathParameter = fc.oneof(
  { arbitrary: fc.constant('999999'), weight: 4 },
  {
    arbitrary: fc.constantFrom('0x1', '1e0', '+1', '01', '2147483648', '-1', '%E0%A4%A', '%ED%A0%80', '%00'),
    weight: 2,
  },
  { arbitrary: fc.integer({ min: 1, max: 8 }).map(String), weight: 1 },
);
