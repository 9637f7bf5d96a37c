import { isEditorKind, type EditorKind } from './editor-kinds.js';

/**
 * The fields of a generic entity form, read from the JSON Schema of the entity's input schema
 * (`z.toJSONSchema(inputSchema, { io: 'input' })`, which carries each field's `.meta()` keys such as
 * `title`). Working on JSON Schema instead of zod's internals keeps this independent of how a schema is
 * built (pipes, transforms, defaults), and it is the same description OpenAPI publishes.
 */
export type JsonSchema = {
  type?: string | string[];
  format?: string;
  enum?: readonly unknown[];
  const?: unknown;
  anyOf?: readonly JsonSchema[];
  oneOf?: readonly JsonSchema[];
  items?: JsonSchema;
  properties?: Readonly<Record<string, JsonSchema>>;
  required?: readonly string[];
  title?: string;
  default?: unknown;
  maxLength?: number;
  minLength?: number;
  minItems?: number;
  minimum?: number;
  maximum?: number;
  editor?: unknown;
  reference?: unknown;
};

export type ScalarKind = 'text' | 'integer' | 'number' | 'enum';

export type FieldKind =
  | 'text'
  | 'textarea'
  | 'email'
  | 'password'
  | 'integer'
  | 'number'
  | 'money'
  | 'boolean'
  | 'enum'
  | 'date'
  | 'datetime'
  | 'time'
  | 'reference'
  | 'references'
  | 'list'
  | 'editor'
  | 'json';

/** What the caller knows besides the schema: the entities that exist and the editors plugged in. */
export type FormContext = {
  entityKeys: readonly string[];
  editors: readonly EditorKind[];
};

export type FormField = {
  name: string;
  label: string;
  kind: FieldKind;
  /** The server refuses a payload without it. */
  required: boolean;
  /** It cannot be left empty either (a text of at least one character, a list of at least one entry). */
  mustFill: boolean;
  /** Empty is sent as null. */
  nullable: boolean;
  options?: readonly string[];
  /** The entity (API path segment) an id refers to. */
  reference?: string;
  /** References held as `{ id }` objects instead of bare ids. */
  referenceShape?: 'id' | 'object';
  /** Set only when that editor is available; the field then holds the API's value as it is. */
  editor?: EditorKind;
  /** The kind of each entry of a list of scalars. */
  itemKind?: ScalarKind;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  /** A German hint shown below the input, e.g. what an empty value means. */
  help?: string;
  /** What a new record starts with. */
  initial: unknown;
  schema: JsonSchema;
};

/** Per-entity hints the schema cannot carry: long texts, references under other names, editors. */
export type FieldHint = {
  /** `money`: an amount in cents, typed in euros ('3,50'). */
  kind?: 'textarea' | 'password' | 'money';
  /** A label for the form where the schema's own fits its plain value only (e.g. 'Preis (Cent)'). */
  label?: string;
  reference?: string;
  editor?: EditorKind;
  hidden?: boolean;
  /** A German hint shown below the input (from the German catalogue), e.g. what an empty value means. */
  help?: string;
};
export type FieldHints = Readonly<Record<string, FieldHint>>;

const SAFE_INTEGER = Number.MAX_SAFE_INTEGER;
const TEXTAREA_FROM_LENGTH = 1000;

function typesOf(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  return typeof schema.type === 'string' ? [schema.type] : [];
}

/** Splits `X | null` into X and whether null is allowed. */
export function withoutNull(schema: JsonSchema): { schema: JsonSchema; nullable: boolean } {
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) {
    const others = variants.filter((variant) => !typesOf(variant).includes('null'));
    if (others.length === 1 && others.length < variants.length) {
      const outer = Object.fromEntries(
        Object.entries(schema).filter(([key]) => key !== 'anyOf' && key !== 'oneOf'),
      );
      return { schema: { ...others[0], ...outer }, nullable: true };
    }
  }
  const types = typesOf(schema);
  if (types.includes('null') && types.length === 2) {
    return { schema: { ...schema, type: types.find((type) => type !== 'null') }, nullable: true };
  }
  return { schema, nullable: false };
}

function kebab(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/** `branch`, `branches`, `branchId`, `imageTemplate`, `category` → the entity key, if there is one. */
export function referencedEntity(field: string, entityKeys: readonly string[]): string | undefined {
  const base = kebab(field.replace(/Ids?$/, ''));
  const candidates = [base, `${base}s`, base.replace(/y$/, 'ies'), `${base}es`];
  return candidates.find((candidate) => entityKeys.includes(candidate));
}

/** A bare id, or an object `{ id }` (the API's `referenceItem`). */
function referenceShapeOf(schema: JsonSchema): 'id' | 'object' | undefined {
  if (typesOf(schema).includes('integer')) return 'id';
  const properties = Object.keys(schema.properties ?? {});
  const id = schema.properties?.id;
  if (typesOf(schema).includes('object') && properties.length === 1 && id && typesOf(id).includes('integer'))
    return 'object';
  return undefined;
}

/** Images and uploads are picked with their editor when one is plugged in. */
const pickerEditors: Readonly<Record<string, { one: EditorKind; many: EditorKind }>> = {
  images: { one: 'image', many: 'images' },
  uploads: { one: 'upload', many: 'uploads' },
};

function scalarKind(schema: JsonSchema): ScalarKind | undefined {
  if (schema.enum) return 'enum';
  const types = typesOf(schema);
  if (types.includes('string') && !schema.format) return 'text';
  if (types.includes('integer')) return 'integer';
  if (types.includes('number')) return 'number';
  return undefined;
}

function stringKind(schema: JsonSchema): FieldKind {
  switch (schema.format ?? '') {
    case 'email':
      return 'email';
    case 'date':
      return 'date';
    case 'date-time':
      return 'datetime';
    case 'time':
      return 'time';
    default:
      return (schema.maxLength ?? 0) >= TEXTAREA_FROM_LENGTH ? 'textarea' : 'text';
  }
}

type Kind = Pick<FormField, 'kind' | 'reference' | 'referenceShape' | 'editor' | 'itemKind' | 'options'>;

function referenceKind(
  many: boolean,
  reference: string,
  referenceShape: 'id' | 'object',
  editors: readonly EditorKind[],
): Kind {
  const picker = pickerEditors[reference];
  const editor = picker ? (many ? picker.many : picker.one) : undefined;
  if (editor && editors.includes(editor)) return { kind: 'editor', editor };
  return { kind: many ? 'references' : 'reference', reference, referenceShape };
}

function kindOf(name: string, schema: JsonSchema, hint: FieldHint, context: FormContext): Kind {
  const editor = hint.editor ?? (isEditorKind(schema.editor) ? schema.editor : undefined);
  if (editor && context.editors.includes(editor)) return { kind: 'editor', editor };
  const explicitReference =
    hint.reference ?? (typeof schema.reference === 'string' ? schema.reference : undefined);
  const reference = explicitReference ?? referencedEntity(name, context.entityKeys);
  const types = typesOf(schema);
  if (types.includes('array') && schema.items) {
    const items = withoutNull(schema.items).schema;
    const shape = referenceShapeOf(items);
    if (reference && shape) return referenceKind(true, reference, shape, context.editors);
    const itemKind = scalarKind(items);
    if (itemKind) return { kind: 'list', itemKind, options: items.enum?.map(String) };
    return { kind: 'json' };
  }
  if (schema.enum) return { kind: 'enum', options: schema.enum.map(String) };
  const shape = referenceShapeOf(schema);
  if (reference && shape) return referenceKind(false, reference, shape, context.editors);
  if (types.includes('integer')) return { kind: hint.kind === 'money' ? 'money' : 'integer' };
  if (types.includes('number')) return { kind: 'number' };
  if (types.includes('boolean')) return { kind: 'boolean' };
  if (types.includes('string')) {
    const kind = hint.kind === 'textarea' || hint.kind === 'password' ? hint.kind : undefined;
    return { kind: kind ?? (/password/i.test(name) ? 'password' : stringKind(schema)) };
  }
  return { kind: 'json' };
}

/** Whether an empty input (no text, no entry, no choice) can never be valid. */
function cannotBeEmpty(schema: JsonSchema): boolean {
  const types = typesOf(schema);
  if (types.includes('string')) return (schema.minLength ?? 0) > 0 || schema.enum !== undefined;
  if (types.includes('array')) return (schema.minItems ?? 0) > 0;
  return !types.includes('boolean');
}

/** The value a new record starts with: the schema's default, otherwise the emptiest value of its shape. */
export function emptyValueOf(schema: JsonSchema): unknown {
  if (schema.default !== undefined) return schema.default;
  const { schema: inner, nullable } = withoutNull(schema);
  if (nullable) return null;
  if (inner.const !== undefined) return inner.const;
  if (inner.enum) return inner.enum[0];
  const types = typesOf(inner);
  if (types.includes('object')) {
    const required = new Set(inner.required ?? []);
    return Object.fromEntries(
      Object.entries(inner.properties ?? {})
        .filter(([key]) => required.has(key))
        .map(([key, property]) => [key, emptyValueOf(property)]),
    );
  }
  if (types.includes('array')) return [];
  if (types.includes('string')) return '';
  if (types.includes('integer') || types.includes('number')) return 0;
  if (types.includes('boolean')) return false;
  return null;
}

function limit(value: number | undefined): number | undefined {
  return value === undefined || Math.abs(value) >= SAFE_INTEGER ? undefined : value;
}

/**
 * A text checked by a pipe (`z.string().pipe(z.email())`) shows its format only on the pipe's output
 * side; the form needs the input side for everything else (defaults, optional fields).
 */
function withOutputFormat(input: JsonSchema, output: JsonSchema | undefined): JsonSchema {
  const format = output ? withoutNull(output).schema.format : undefined;
  if (input.format || !format || !typesOf(input).includes('string')) return input;
  return { ...input, format };
}

/**
 * The form's fields in the schema's order; `id` and hidden fields are left out. `outputSchema` is the
 * same zod schema converted with `io: 'output'`, read only for the formats of piped texts.
 */
export function formFieldsOf(
  objectSchema: JsonSchema,
  hints: FieldHints,
  context: FormContext,
  outputSchema?: JsonSchema,
): FormField[] {
  const required = new Set(objectSchema.required ?? []);
  return Object.entries(objectSchema.properties ?? {})
    .filter(([name]) => name !== 'id' && !hints[name]?.hidden)
    .map(([name, property]) => {
      const { schema: inputSide, nullable } = withoutNull(property);
      const schema = withOutputFormat(inputSide, outputSchema?.properties?.[name]);
      const hint = hints[name] ?? {};
      const kind = kindOf(name, schema, hint, context);
      const isRequired = required.has(name) && !nullable && property.default === undefined;
      const field: FormField = {
        name,
        label: hint.label ?? property.title ?? schema.title ?? name,
        ...kind,
        required: isRequired,
        mustFill: isRequired && cannotBeEmpty(schema),
        nullable,
        initial: emptyValueOf(property),
        schema,
      };
      const maxLength = limit(schema.maxLength);
      const minimum = limit(schema.minimum);
      const maximum = limit(schema.maximum);
      if (maxLength !== undefined) field.maxLength = maxLength;
      if (minimum !== undefined) field.minimum = minimum;
      if (maximum !== undefined) field.maximum = maximum;
      if (hint.help !== undefined) field.help = hint.help;
      return field;
    });
}
