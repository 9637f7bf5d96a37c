import { describe, expect, it } from 'vitest';
import { entryError, errorPathInList } from './error-path.js';

describe('errorPathInList', () => {
  it('gives the path from the first list index on', () => {
    expect(errorPathInList('config.parts.0.options.1.name')).toEqual([0, 'options', 1, 'name']);
    expect(errorPathInList('openingHours.3.from')).toEqual([3, 'from']);
    expect(errorPathInList('deliveryAreas.12')).toEqual([12]);
  });

  it('gives nothing for a path without an index', () => {
    expect(errorPathInList('openingHours')).toEqual([]);
    expect(errorPathInList(undefined)).toEqual([]);
  });
});

describe('entryError', () => {
  it('gives the message to the entry and field it names', () => {
    expect(entryError('Leer.', 'deliveryAreas.1.area', 1)).toBe('Leer.');
    expect(entryError('Leer.', 'deliveryAreas.1.area', 1, 'area')).toBe('Leer.');
    expect(entryError('Leer.', 'deliveryAreas.1.area', 1, 'price')).toBeUndefined();
    expect(entryError('Leer.', 'deliveryAreas.1.area', 0)).toBeUndefined();
    expect(entryError(undefined, 'deliveryAreas.1.area', 1)).toBeUndefined();
  });
});
