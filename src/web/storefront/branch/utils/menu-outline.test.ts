import { describe, expect, it } from 'vitest';
import { makeProduct } from '../../../../domain/catalog/product-fixtures.js';
import type { Category } from '../../../../domain/schemas/catalog.js';
import type { MenuGroup } from './menu-groups.js';
import { fromMenuOutline, outlineOf, productCount, toMenuOutline } from './menu-outline.js';

const category = (id: number): Category => ({ id, name: `Kategorie ${id}`, description: '', image: null });

const groups: MenuGroup[] = [
  {
    category: category(3),
    entries: [1, 2].map((id) => ({ product: makeProduct({ id }), isAvailable: true })),
  },
  { category: category(1), entries: [{ product: makeProduct({ id: 3 }), isAvailable: false }] },
];

describe('the menu outline', () => {
  it('keeps the categories in the menu’s order with how many products each shows', () => {
    expect(outlineOf(groups)).toEqual([
      { category: category(3), count: 2 },
      { category: category(1), count: 1 },
    ]);
    expect(productCount(outlineOf(groups))).toBe(3);
  });

  it('is carried with category ids and read back with the categories', () => {
    const carried = toMenuOutline(7, groups);
    expect(carried).toEqual({
      branchId: 7,
      groups: [
        { categoryId: 3, count: 2 },
        { categoryId: 1, count: 1 },
      ],
    });
    expect(fromMenuOutline(carried, [category(1), category(2), category(3)])).toEqual(outlineOf(groups));
  });

  it('leaves out a category the data no longer knows', () => {
    expect(fromMenuOutline(toMenuOutline(7, groups), [category(1)])).toEqual([
      { category: category(1), count: 1 },
    ]);
  });
});
