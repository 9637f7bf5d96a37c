import { describe, expect, it } from 'vitest';
import { fieldProblems, topField } from './server-errors.js';

describe('server errors at the fields', () => {
  it('find the form field of a nested path', () => {
    expect(topField('config.parts.0.name')).toBe('config');
    expect(topField('items[2].label')).toBe('items');
    expect(topField('name')).toBe('name');
  });

  it('keep the first message per field and skip errors naming no field of the form', () => {
    const problems = fieldProblems(
      [
        { message: 'Dieser Wert wird bereits verwendet.', field: 'identifier' },
        { message: 'Dieser Wert darf nicht leer sein.', field: 'config.parts.1.name' },
        { message: 'Zweite Meldung', field: 'identifier' },
        { message: 'Die ID im Inhalt stimmt nicht mit der ID in der Adresse überein.', field: 'id' },
        { message: 'Ohne Feld' },
      ],
      ['identifier', 'name', 'config'],
    );
    expect([...problems]).toEqual([
      ['identifier', { message: 'Dieser Wert wird bereits verwendet.', path: 'identifier' }],
      ['config', { message: 'Dieser Wert darf nicht leer sein.', path: 'config.parts.1.name' }],
    ]);
  });
});
