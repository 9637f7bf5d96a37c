import { describe, expect, it } from 'vitest';
import { contentSectionSchema, sectionTypes } from '../../../../domain/content/sections.js';
import {
  customSectionTypes,
  emptyValue,
  kindOf,
  sectionValueSchemas,
  type ObjectField,
  type ValueKind,
} from './section-schema.js';

function fields(type: string): ObjectField[] {
  const schema = sectionValueSchemas.get(type);
  if (schema === undefined) throw new Error(`no schema for ${type}`);
  const kind = kindOf(schema);
  if (kind.kind !== 'object') throw new Error(`${type} is ${kind.kind}`);
  return kind.fields;
}

function kinds(type: string): Record<string, ValueKind['kind']> {
  return Object.fromEntries(fields(type).map((field) => [field.name, kindOf(field.schema).kind]));
}

describe('section schemas', () => {
  it('offer every section type of the storefront spec for custom pages', () => {
    expect(customSectionTypes).toEqual([...sectionTypes]);
  });

  it('read each field kind from the domain schema', () => {
    expect(kinds('hero')).toEqual({
      title: 'text',
      text: 'richText',
      color: 'enum',
      image: 'image',
      link: 'object',
    });
    expect(kinds('sectionGallery')).toMatchObject({ images: 'images' });
    expect(kinds('sectionSlider')).toMatchObject({ auto: 'boolean', slides: 'list' });
    expect(kinds('sectionMediaText')).toMatchObject({ media: 'variant', mediaPosition: 'enum' });
    expect(kinds('sectionTeaser')).toMatchObject({ items: 'list' });
  });

  it('know which fields may be left out, with their labels', () => {
    const hero = Object.fromEntries(fields('hero').map((field) => [field.name, field]));
    expect(hero.color).toMatchObject({ optional: true, title: 'Farbe' });
    expect(hero.link).toMatchObject({ optional: true, title: 'Link' });
    expect(hero.title).toMatchObject({ optional: false, title: 'Titel' });
  });

  it('read limits of numbers and fixed lengths of lists', () => {
    const [history] = fields('sectionHistory').filter((field) => field.name === 'events');
    const events = kindOf(history!.schema);
    expect(events).toMatchObject({ kind: 'list', fixedLength: undefined });
    if (events.kind !== 'list') throw new Error('events is no list');
    const event = kindOf(events.item);
    if (event.kind !== 'object') throw new Error('an event is no object');
    const yearField = event.fields.find((field) => field.name === 'year');
    expect(kindOf(yearField!.schema)).toEqual({ kind: 'number', min: 1000, max: 9999, whole: true });
    const columns = fields('sectionTwoColumns').find((field) => field.name === 'columns');
    expect(kindOf(columns!.schema)).toMatchObject({ kind: 'list', fixedLength: 2 });
  });
});

describe('emptyValue', () => {
  it('starts a new section with defaults, no optional parts and lists of their fixed length', () => {
    const empty = (type: string) => emptyValue(sectionValueSchemas.get(type)!);
    expect(empty('hero')).toEqual({ title: '', text: '' });
    expect(empty('sectionTwoColumns')).toEqual({
      title: '',
      columns: [
        { title: '', text: '' },
        { title: '', text: '' },
      ],
    });
    expect(empty('sectionSlider')).toEqual({ title: '', auto: true, slides: [] });
    expect(empty('sectionMediaText')).toEqual({
      title: '',
      text: '',
      media: { type: 'image', image: null },
      mediaPosition: 'left',
    });
    expect(empty('sectionImageText')).toEqual({ title: '', text: '', image: null, markers: [] });
  });

  it('gives sections the server accepts, once the images they need are chosen', () => {
    const image = { id: 1, version: 1, extension: 'jpg', width: 640, height: 480, alt: '' };
    for (const type of customSectionTypes) {
      const value = JSON.parse(
        JSON.stringify(emptyValue(sectionValueSchemas.get(type)!)).replace(
          /"image":null/g,
          `"image":${JSON.stringify(image)}`,
        ),
      ) as unknown;
      const result = contentSectionSchema.safeParse({ type, value });
      const problems = result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
      expect(problems, type).toEqual([]);
    }
  });
});
