import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeProduct } from '../../../../domain/catalog/product-fixtures.js';
import type { MenuGroup } from './menu-groups.js';
import { outlineOf } from './menu-outline.js';
import { MENU_PART_SIZE, firstParts, isPartShort, partsFromParam, partsToReach } from './menu-parts.js';

/** Groups of the given sizes, categories 1, 2, … with products numbered through the whole menu. */
function groupsOf(sizes: readonly number[]): MenuGroup[] {
  let next = 0;
  return sizes.map((size, index) => ({
    category: { id: index + 1, name: `Kategorie ${index + 1}`, description: '', image: null },
    entries: Array.from({ length: size }, () => {
      next += 1;
      return { product: makeProduct({ id: next, uid: `p${next}` }), isAvailable: true };
    }),
  }));
}

const ids = (part: { groups: MenuGroup[] }) =>
  part.groups.flatMap((group) => group.entries.map((entry) => entry.product.id));

describe('partsFromParam', () => {
  it('reads a positive whole number and falls back to the first part for anything else', () => {
    expect(partsFromParam('3')).toBe(3);
    for (const value of [null, '', '0', '-2', '1.5', 'zwei', '03', '99999', '1e3']) {
      expect(partsFromParam(value)).toBe(1);
    }
  });
});

describe('firstParts', () => {
  it('shows a menu that fits into one part whole, with its groups unchanged', () => {
    const groups = groupsOf([20, 30]);
    expect(firstParts(groups, 1)).toEqual({ groups, shown: 50 });
  });

  it('cuts the group in which the part ends and leaves out the groups after it', () => {
    const part = firstParts(groupsOf([40, 40, 40]), 1);
    expect(part.groups.map((group) => [group.category.id, group.entries.length])).toEqual([
      [1, 40],
      [2, MENU_PART_SIZE - 40],
    ]);
    expect(part.shown).toBe(MENU_PART_SIZE);
  });

  it('shows the menu’s first products in its order, whatever the groups and parts', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 90 }), { maxLength: 12 }), fc.nat(4), (sizes, extra) => {
        const groups = groupsOf(sizes);
        const total = sizes.reduce((sum, size) => sum + size, 0);
        const part = firstParts(groups, extra + 1);
        const expected = Math.min(total, (extra + 1) * MENU_PART_SIZE);
        expect(part.shown).toBe(expected);
        expect(ids(part)).toEqual(Array.from({ length: expected }, (_, index) => index + 1));
        expect(part.groups.every((group) => group.entries.length > 0)).toBe(true);
      }),
    );
  });
});

describe('partsToReach', () => {
  it('names the part in which a group starts', () => {
    const outline = outlineOf(groupsOf([50, 10, 100, 5]));
    expect(outline.map((entry) => partsToReach(outline, entry.category.id))).toEqual([1, 1, 2, 3]);
    expect(partsToReach(outline, 99)).toBe(1);
  });

  it('is always enough to show the group’s first product', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 90 }), { minLength: 1, maxLength: 12 }), (sizes) => {
        const groups = groupsOf(sizes);
        for (const group of groups) {
          const part = firstParts(groups, partsToReach(outlineOf(groups), group.category.id));
          expect(part.groups.at(-1)?.category.id).toBeGreaterThanOrEqual(group.category.id);
          expect(part.groups.some((shown) => shown.category.id === group.category.id)).toBe(true);
        }
      }),
    );
  });
});

describe('isPartShort', () => {
  it('says when the groups at hand cannot fill the parts asked for', () => {
    const groups = groupsOf([40, 40, 40]);
    expect(isPartShort(firstParts(groups, 1), 1, 120)).toBe(false);
    expect(isPartShort(firstParts(groups, 2), 2, 120)).toBe(false);
    // Only the first part's products are at hand, the guest asked for two.
    expect(isPartShort(firstParts(groupsOf([60]), 2), 2, 120)).toBe(true);
    // A menu smaller than the parts asked for is complete when it is all there.
    expect(isPartShort(firstParts(groupsOf([30]), 3), 3, 30)).toBe(false);
  });
});
