import { describe, expect, it } from 'vitest';
import type { FormField } from './form-fields.js';
import { fromFormValues, fromViennaLocal, toFormValues, toViennaLocal } from './form-values.js';

function field(name: string, kind: FormField['kind'], extra: Partial<FormField> = {}): FormField {
  return {
    name,
    label: name,
    kind,
    required: true,
    mustFill: true,
    nullable: false,
    initial: '',
    schema: {},
    ...extra,
  };
}

const fields: FormField[] = [
  field('name', 'text'),
  field('note', 'text', { nullable: true, initial: null }),
  field('title', 'text', { required: false }),
  field('price', 'integer'),
  field('ratio', 'number', { nullable: true, initial: null }),
  field('fee', 'money', { initial: 0 }),
  field('isPublic', 'boolean', { initial: true }),
  field('division', 'reference', { nullable: true, initial: null, reference: 'divisions' }),
  field('branches', 'references', { initial: [], reference: 'branches' }),
  field('tags', 'references', { initial: [], reference: 'tags', referenceShape: 'object' }),
  field('image', 'reference', {
    nullable: true,
    initial: null,
    reference: 'images',
    referenceShape: 'object',
  }),
  field('keywords', 'list', { itemKind: 'text', initial: [] }),
  field('sizes', 'list', { itemKind: 'integer', initial: [] }),
  field('startsAt', 'datetime', { nullable: true, initial: null }),
  field('password', 'password', { required: false }),
  field('config', 'json', { initial: { parts: [] } }),
  field('hours', 'editor', { editor: 'openingHours', initial: { rules: [] } }),
];

describe('form values', () => {
  it('start a new record with each field’s initial value in input form', () => {
    expect(toFormValues(fields, undefined)).toEqual({
      name: '',
      note: '',
      title: '',
      price: '',
      ratio: '',
      fee: '0,00',
      isPublic: true,
      division: '',
      branches: [],
      tags: [],
      image: '',
      keywords: [],
      sizes: [],
      startsAt: '',
      password: '',
      config: '{\n  "parts": []\n}',
      hours: { rules: [] },
    });
  });

  it('turn the inputs back into the API’s payload', () => {
    const { payload, errors } = fromFormValues(fields, {
      name: 'Kaisersemmel',
      note: '',
      title: '',
      price: '120',
      ratio: '0,5',
      fee: '3,50',
      isPublic: false,
      division: '3',
      branches: [1, 2],
      tags: [4],
      image: '9',
      keywords: ['knusprig', ' ', 'hell'],
      sizes: ['2', '4'],
      startsAt: '2026-07-01T09:30',
      password: '',
      config: '{"parts":[{"name":"Größe"}]}',
      hours: { rules: [1] },
    });
    expect(errors).toEqual([]);
    expect(payload).toEqual({
      name: 'Kaisersemmel',
      note: null,
      price: 120,
      ratio: 0.5,
      fee: 350,
      isPublic: false,
      division: 3,
      branches: [1, 2],
      tags: [{ id: 4 }],
      image: { id: 9 },
      keywords: ['knusprig', 'hell'],
      sizes: [2, 4],
      startsAt: '2026-07-01T07:30:00.000Z',
      config: { parts: [{ name: 'Größe' }] },
      hours: { rules: [1] },
    });
  });

  it('report what the browser cannot convert, by field, instead of sending it', () => {
    const values = { ...toFormValues(fields, undefined), price: '1,5', fee: 'drei', config: '{parts' };
    expect(fromFormValues(fields, values).errors).toEqual([
      { field: 'price', message: 'Bitte geben Sie eine Zahl an.' },
      { field: 'fee', message: 'Bitte geben Sie einen Betrag wie 3,50 an.' },
      { field: 'config', message: 'Bitte geben Sie gültiges JSON an.' },
    ]);
  });

  it('read references from ids and from { id } objects of a record', () => {
    const values = toFormValues(fields, { tags: [{ id: 4 }, { id: 5 }], image: { id: 9, width: 800 } });
    expect(values.tags).toEqual([4, 5]);
    expect(values.image).toBe('9');
  });

  it('send an empty required number as null so the server names the field', () => {
    expect(fromFormValues([field('price', 'integer')], { price: '' }).payload).toEqual({ price: null });
  });

  it('show instants as Vienna wall-clock time, summer and winter', () => {
    expect(toViennaLocal('2026-07-01T07:30:00.000Z')).toBe('2026-07-01T09:30');
    expect(toViennaLocal('2026-01-15T07:30:00Z')).toBe('2026-01-15T08:30');
    expect(fromViennaLocal('2026-01-15T08:30')).toBe('2026-01-15T07:30:00.000Z');
    expect(toViennaLocal(null)).toBe('');
  });
});
