import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { insertAt, moveItem, removeAt, replaceAt } from './list-moves.js';

describe('moveItem', () => {
  it('moves an entry up and down', () => {
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
  });

  it('leaves the list alone for indices out of range', () => {
    expect(moveItem(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(moveItem(['a', 'b'], 1, 2)).toEqual(['a', 'b']);
    expect(moveItem(['a', 'b'], 5, 0)).toEqual(['a', 'b']);
  });

  it('does not change the list it was given', () => {
    const list = ['a', 'b', 'c'];
    moveItem(list, 0, 2);
    expect(list).toEqual(['a', 'b', 'c']);
  });

  it('keeps every entry, puts the moved one where asked, and is undone by the reverse move', () => {
    fc.assert(
      fc.property(
        fc
          .array(fc.integer(), { minLength: 1, maxLength: 20 })
          .chain((list) =>
            fc.tuple(fc.constant(list), fc.nat({ max: list.length - 1 }), fc.nat({ max: list.length - 1 })),
          ),
        ([list, from, to]) => {
          const moved = moveItem(list, from, to);
          expect([...moved].sort()).toEqual([...list].sort());
          expect(moved[to]).toBe(list[from]);
          expect(moveItem(moved, to, from)).toEqual(list);
        },
      ),
    );
  });
});

describe('insertAt, removeAt, replaceAt', () => {
  it('insert at a position, clamped to the list', () => {
    expect(insertAt(['a', 'c'], 1, 'b')).toEqual(['a', 'b', 'c']);
    expect(insertAt(['a'], 9, 'b')).toEqual(['a', 'b']);
    expect(insertAt(['a'], -1, 'b')).toEqual(['b', 'a']);
  });

  it('remove and replace only the entry at the index', () => {
    expect(removeAt(['a', 'b', 'c'], 1)).toEqual(['a', 'c']);
    expect(removeAt(['a'], 3)).toEqual(['a']);
    expect(replaceAt(['a', 'b'], 1, 'x')).toEqual(['a', 'x']);
    expect(replaceAt(['a', 'b'], 2, 'x')).toEqual(['a', 'b']);
  });
});
