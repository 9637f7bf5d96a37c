import { describe, expect, it } from 'vitest';
import {
  CLIPBOARD_KEY,
  clipboardItemFor,
  putClipboardItem,
  readClipboard,
  writeClipboard,
} from './clipboard.js';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    values,
  };
}

const product = { context: 'product', label: 'Kaisersemmel', data: { id: 1, name: 'Kaisersemmel' } };
const section = { context: 'section', label: 'Text', data: { type: 'text', body: '<p>Hallo</p>' } };

describe('clipboard', () => {
  it('keeps one item per context: a second product replaces the first, the section stays', () => {
    let items = putClipboardItem([], product);
    items = putClipboardItem(items, section);
    items = putClipboardItem(items, { ...product, label: 'Kipferl', data: { id: 2 } });
    expect(items).toHaveLength(2);
    expect(clipboardItemFor(items, 'product')?.label).toBe('Kipferl');
    expect(clipboardItemFor(items, 'section')).toEqual(section);
    expect(clipboardItemFor(items, 'image')).toBeUndefined();
  });

  it('round-trips through session storage under asp.clipboard', () => {
    const storage = memoryStorage();
    writeClipboard(storage, [product, section]);
    expect(JSON.parse(storage.values.get(CLIPBOARD_KEY) ?? '')).toEqual([product, section]);
    expect(readClipboard(storage)).toEqual([product, section]);
  });

  it('reads nothing from an empty, broken or foreign value', () => {
    expect(readClipboard(memoryStorage())).toEqual([]);
    expect(readClipboard(memoryStorage({ [CLIPBOARD_KEY]: '{not json' }))).toEqual([]);
    expect(readClipboard(memoryStorage({ [CLIPBOARD_KEY]: '{"context":"product"}' }))).toEqual([]);
    expect(
      readClipboard(memoryStorage({ [CLIPBOARD_KEY]: JSON.stringify([product, { context: 1 }]) })),
    ).toEqual([product]);
  });
});
