import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { divisionInputSchema } from '../../../domain/schemas/entities/division.js';
import { productInputSchema } from '../../../domain/schemas/entities/product.js';
import {
  email,
  isoDateTime,
  nullableText,
  optionalText,
  reference,
  referenceItem,
  referenceItems,
  references,
  requiredText,
} from '../../../domain/validation/fields.js';
import { emptyValueOf, formFieldsOf, referencedEntity, type JsonSchema } from './form-fields.js';

const entityKeys = ['branches', 'divisions', 'categories', 'image-templates', 'users', 'tags', 'images'];
const context = { entityKeys, editors: ['images', 'openingHours'] as const };

function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output' = 'input'): JsonSchema {
  return z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
}

const sample = z.object({
  id: z.number().int().meta({ title: 'ID' }),
  name: requiredText(100).meta({ title: 'Name' }),
  description: optionalText(5000).meta({ title: 'Beschreibung' }),
  note: nullableText(200).meta({ title: 'Notiz' }),
  email: email().meta({ title: 'E-Mail' }),
  password: z.string().min(10).optional().meta({ title: 'Passwort' }),
  startsAt: isoDateTime().nullable().meta({ title: 'Beginn' }),
  day: z.iso.date().meta({ title: 'Tag' }),
  count: z.number().int().min(0).default(1).meta({ title: 'Anzahl' }),
  ratio: z.number().meta({ title: 'Faktor' }),
  isPublic: z.boolean().default(true).meta({ title: 'Öffentlich' }),
  status: z.enum(['draft', 'public']).meta({ title: 'Status' }),
  division: reference().nullable().meta({ title: 'Organisation' }),
  branches: references().meta({ title: 'Filialen' }),
  parent: reference().meta({ title: 'Übergeordnet' }),
  tags: referenceItems().meta({ title: 'Tags' }),
  image: referenceItem().nullable().default(null).meta({ title: 'Bild' }),
  gallery: referenceItems().meta({ title: 'Galerie', reference: 'images' }),
  cover: z.object({ url: z.string() }).meta({ title: 'Titelbild', editor: 'image' }),
  keywords: z.array(z.string()).meta({ title: 'Stichwörter' }),
  openingHours: z.object({ rules: z.array(z.object({ from: z.string() })) }).meta({ title: 'Zeiten' }),
  layers: z.array(z.object({ x: z.number() })).meta({ title: 'Ebenen', editor: 'images' }),
});

describe('form fields from an entity schema', () => {
  const fields = formFieldsOf(
    jsonSchemaOf(sample),
    { parent: { reference: 'categories' }, count: { kind: 'money', label: 'Betrag' } },
    context,
    jsonSchemaOf(sample, 'output'),
  );
  const byName = Object.fromEntries(fields.map((field) => [field.name, field]));

  it('leaves out the id and keeps the schema order with the German labels', () => {
    expect(fields.map((field) => field.name)).not.toContain('id');
    expect(fields[0]).toMatchObject({
      name: 'name',
      label: 'Name',
      kind: 'text',
      required: true,
      mustFill: true,
    });
  });

  it('picks the input for each kind of value', () => {
    expect(byName.description).toMatchObject({ kind: 'textarea', required: false, initial: '' });
    expect(byName.note).toMatchObject({ kind: 'text', nullable: true, maxLength: 200 });
    expect(byName.email?.kind).toBe('email');
    expect(byName.password).toMatchObject({ kind: 'password', required: false });
    expect(byName.startsAt).toMatchObject({ kind: 'datetime', nullable: true, initial: null });
    expect(byName.day?.kind).toBe('date');
    expect(byName.count).toMatchObject({ kind: 'money', label: 'Betrag', initial: 1, required: false });
    expect(byName.ratio?.kind).toBe('number');
    expect(byName.isPublic).toMatchObject({ kind: 'boolean', initial: true });
    expect(byName.status).toMatchObject({ kind: 'enum', options: ['draft', 'public'], initial: 'draft' });
    expect(byName.keywords).toMatchObject({ kind: 'list', itemKind: 'text', initial: [] });
  });

  it('recognises references by field name, by hint, and lists of them', () => {
    expect(byName.division).toMatchObject({ kind: 'reference', reference: 'divisions', nullable: true });
    expect(byName.branches).toMatchObject({ kind: 'references', reference: 'branches' });
    expect(byName.parent).toMatchObject({ kind: 'reference', reference: 'categories' });
    expect(byName.tags).toMatchObject({ kind: 'references', reference: 'tags', referenceShape: 'object' });
  });

  it('marks only fields that cannot stay empty as to be filled', () => {
    const plain = formFieldsOf(
      jsonSchemaOf(z.object({ free: z.string(), named: requiredText(10), flag: z.boolean(), n: z.number() })),
      {},
      context,
    );
    expect(plain.map((field) => [field.name, field.required, field.mustFill])).toEqual([
      ['free', true, false],
      ['named', true, true],
      ['flag', true, false],
      ['n', true, true],
    ]);
  });

  it('hands images to the image editor when it is plugged in, else to a select', () => {
    expect(byName.gallery).toMatchObject({ kind: 'editor', editor: 'images' });
    expect(byName.image).toMatchObject({ kind: 'reference', reference: 'images', nullable: true });
  });

  it('falls back to a plain input when a named editor is not plugged in', () => {
    expect(byName.cover).toMatchObject({ kind: 'json' });
    expect(byName.cover?.editor).toBeUndefined();
  });

  it('hands structured values to a special editor named in the schema, otherwise to JSON', () => {
    expect(byName.layers).toMatchObject({ kind: 'editor', editor: 'images' });
    expect(byName.openingHours).toMatchObject({ kind: 'json', initial: { rules: [] } });
  });

  it('a hint can hide a field or name its editor', () => {
    const hinted = formFieldsOf(
      jsonSchemaOf(sample),
      { openingHours: { editor: 'openingHours' }, keywords: { hidden: true } },
      context,
    );
    expect(hinted.find((field) => field.name === 'openingHours')?.kind).toBe('editor');
    expect(hinted.map((field) => field.name)).not.toContain('keywords');
  });

  it("reads a product's make time as an optional whole number of minutes with its hint", () => {
    const hint = 'Leer: Es gilt die Zubereitungszeit der Kategorie.';
    const product = formFieldsOf(jsonSchemaOf(productInputSchema), { makeMinutes: { help: hint } }, context);
    expect(product.find((field) => field.name === 'makeMinutes')).toMatchObject({
      label: 'Zubereitungszeit je Stück (Minuten)',
      kind: 'integer',
      required: false,
      nullable: true,
      initial: null,
      minimum: 0,
      maximum: 240,
      help: hint,
    });
    expect(product.find((field) => field.name === 'name')?.help).toBeUndefined();
  });

  it('reads the real organisation schema', () => {
    const division = formFieldsOf(jsonSchemaOf(divisionInputSchema), {}, context);
    expect(division.map((field) => [field.name, field.label, field.kind])).toEqual([
      ['identifier', 'Kennung', 'text'],
      ['name', 'Name', 'text'],
      ['title', 'Titel', 'text'],
      ['path', 'Pfad', 'text'],
      ['description', 'Beschreibung', 'textarea'],
      ['isPublic', 'Öffentlich', 'boolean'],
      ['sortOrder', 'Reihenfolge', 'integer'],
    ]);
  });
});

describe('references by field name', () => {
  it('finds the plural, the -ies plural, kebab-case and Id suffixes', () => {
    expect(referencedEntity('branch', entityKeys)).toBe('branches');
    expect(referencedEntity('branchId', entityKeys)).toBe('branches');
    expect(referencedEntity('category', entityKeys)).toBe('categories');
    expect(referencedEntity('imageTemplate', entityKeys)).toBe('image-templates');
    expect(referencedEntity('tags', entityKeys)).toBe('tags');
    expect(referencedEntity('sortOrder', entityKeys)).toBeUndefined();
  });
});

describe('empty values', () => {
  it('follow the shape, defaults first', () => {
    expect(emptyValueOf(jsonSchemaOf(z.object({ a: z.string(), b: z.array(z.number()) })))).toEqual({
      a: '',
      b: [],
    });
    expect(emptyValueOf(jsonSchemaOf(z.number().default(5)))).toBe(5);
    expect(emptyValueOf(jsonSchemaOf(z.string().nullable()))).toBeNull();
  });
});
