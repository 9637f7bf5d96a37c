import { describe, expect, it } from 'vitest';
import { filterMedia, imageOf, mediaName, uploadOf } from './media-entries.js';

const imageRecord = {
  id: 12,
  version: 3,
  extension: 'jpg',
  mimeType: 'image/jpeg',
  width: 1280,
  height: 853,
  size: 1000,
  name: 'sachertorte.jpg',
  alt: 'Sachertorte mit Schlagobers',
  createdAt: '2026-11-20T09:30:00.000Z',
};

describe('imageOf and uploadOf', () => {
  it('keep what the storefront needs of an image or a file', () => {
    expect(imageOf(imageRecord)).toEqual({
      id: 12,
      version: 3,
      extension: 'jpg',
      width: 1280,
      height: 853,
      alt: 'Sachertorte mit Schlagobers',
    });
    expect(
      uploadOf({
        id: 4,
        version: 1,
        extension: 'pdf',
        publicHash: 'abc',
        mimeType: 'application/pdf',
        size: 9,
      }),
    ).toEqual({ id: 4, version: 1, extension: 'pdf', publicHash: 'abc', mimeType: 'application/pdf' });
  });

  it('refuse records without the fields of an address', () => {
    expect(imageOf({ id: 12, extension: 'jpg' })).toBeUndefined();
    expect(imageOf({ ...imageRecord, id: '12' })).toBeUndefined();
    expect(uploadOf({ id: 4, version: 1, extension: 'pdf' })).toBeUndefined();
  });
});

describe('mediaName', () => {
  it('takes the first given name, otherwise the fallback', () => {
    expect(mediaName(imageRecord, ['alt', 'name'], 'Bild 12')).toBe('Sachertorte mit Schlagobers');
    expect(mediaName({ alt: ' ', name: 'a.jpg' }, ['alt', 'name'], 'Bild 12')).toBe('a.jpg');
    expect(mediaName({}, ['alt', 'name'], 'Bild 12')).toBe('Bild 12');
  });
});

describe('filterMedia', () => {
  const entries = [
    { value: 1, name: 'Sachertorte', preview: '', searchText: '1 Sachertorte torte.jpg' },
    { value: 2, name: 'Bergkäse', preview: '', searchText: '2 Bergkäse kaese.png' },
  ];

  it('finds by any word of the name or by number, and all for an empty query', () => {
    expect(filterMedia(entries, 'torte').map((entry) => entry.value)).toEqual([1]);
    expect(filterMedia(entries, 'BERG png').map((entry) => entry.value)).toEqual([2]);
    expect(filterMedia(entries, '2').map((entry) => entry.value)).toEqual([2]);
    expect(filterMedia(entries, ' ')).toHaveLength(2);
  });
});
