import { describe, expect, it } from 'vitest';
import { putErrorEntry, removeErrorEntry, type ErrorEntry } from './error-entries.js';

const entry = (id: string, message: string): ErrorEntry => ({ id, message, cause: new Error(message) });

describe('error entries', () => {
  it('adds an error with a new id at the end', () => {
    const entries = putErrorEntry([entry('products.list', 'a')], entry('branches.list', 'b'));
    expect(entries.map((item) => item.id)).toEqual(['products.list', 'branches.list']);
  });

  it('replaces an error with the same id where it stands instead of adding a second', () => {
    const before = [entry('products.list', 'first'), entry('branches.list', 'b')];
    const after = putErrorEntry(before, entry('products.list', 'second'));
    expect(after.map((item) => [item.id, item.message])).toEqual([
      ['products.list', 'second'],
      ['branches.list', 'b'],
    ]);
    expect(before[0]?.message).toBe('first');
  });

  it('removes only the entry with the id', () => {
    const entries = [entry('a', 'a'), entry('b', 'b')];
    expect(removeErrorEntry(entries, 'a').map((item) => item.id)).toEqual(['b']);
    expect(removeErrorEntry(entries, 'c')).toEqual(entries);
  });

  it('keeps the retry action with the entry', () => {
    let retried = 0;
    const [stored] = putErrorEntry([], { ...entry('a', 'a'), retry: () => (retried += 1) });
    stored?.retry?.();
    expect(retried).toBe(1);
  });
});
