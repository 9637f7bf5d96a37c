import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { removeById, replaceOrAdd } from './local-list.js';

describe('local lists', () => {
  it('replaces the entry with the same id where it stands', () => {
    const list = [
      { id: 1, name: 'Semmel' },
      { id: 2, name: 'Kipferl' },
    ];
    expect(replaceOrAdd(list, { id: 1, name: 'Kaisersemmel' })).toEqual([
      { id: 1, name: 'Kaisersemmel' },
      { id: 2, name: 'Kipferl' },
    ]);
  });

  it('adds an entry with a new id at the end', () => {
    expect(replaceOrAdd([{ id: 1 }], { id: 3 })).toEqual([{ id: 1 }, { id: 3 }]);
  });

  it('removes the entry with the id', () => {
    expect(removeById([{ id: 1 }, { id: 2 }], 1)).toEqual([{ id: 2 }]);
  });

  it('holds each id once and the newest version of it', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ id: fc.integer({ min: 1, max: 8 }), v: fc.nat() })), (writes) => {
        const list = writes.reduce<{ id: number; v: number }[]>(replaceOrAdd, []);
        const ids = list.map((entry) => entry.id);
        expect(new Set(ids).size).toBe(ids.length);
        for (const entry of list) expect(entry).toEqual(writes.findLast((write) => write.id === entry.id));
      }),
    );
  });
});
