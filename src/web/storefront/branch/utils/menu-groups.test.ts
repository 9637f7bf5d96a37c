import { describe, expect, it } from 'vitest';
import type { Category, Product } from '../../../../domain/schemas/catalog.js';
import { makeProduct } from '../../../../domain/catalog/product-fixtures.js';
import { menuGroups, withoutAllergens } from './menu-groups.js';

const friday0930 = new Date('2026-11-20T09:30:00+01:00');

function category(id: number, name: string): Category {
  return { id, name, description: '', image: null };
}

// The shared fixture, reset to a plain product so each case names only what it is about.
function product(id: number, name: string, overrides: Partial<Product> = {}): Product {
  return makeProduct({
    id,
    uid: `p${id}`,
    name,
    description: '',
    allergens: [],
    price: 100,
    maximumQuantity: null,
    ...overrides,
  });
}

const categories = [category(1, 'Backwaren'), category(2, 'Getränke'), category(3, 'Mittagstisch')];
const products = [
  product(10, 'Kaisersemmel', { allergens: ['A'] }),
  product(11, 'Kornspitz', { allergens: ['A', 'N'] }),
  product(20, 'Espresso'),
  product(21, 'Eistee', { isEnabled: false, isVisibleWhenUnavailable: true }),
  product(22, 'Almdudler', { isEnabled: false }),
  product(30, 'Tagesmenü', { schedule: [{ type: 'daily', from: '11:00', to: '14:00', isClosed: false }] }),
];
const menu = {
  catalog: {
    categories: [
      { id: 2, products: [{ id: 22 }, { id: 21 }, { id: 20 }] },
      { id: 1, products: [{ id: 11 }, { id: 10 }, { id: 99 }] },
      { id: 3, products: [{ id: 30 }] },
      { id: 42, products: [{ id: 10 }] },
    ],
  },
};

describe('menuGroups', () => {
  const groups = menuGroups(menu, categories, products, friday0930);

  it('keeps the menu’s order of categories and products', () => {
    expect(groups.map((group) => group.category.name)).toEqual(['Getränke', 'Backwaren']);
    expect(groups[1]?.entries.map((entry) => entry.product.name)).toEqual(['Kornspitz', 'Kaisersemmel']);
  });

  it('greys out unavailable products that stay visible and drops the others', () => {
    expect(groups[0]?.entries.map((entry) => [entry.product.name, entry.isAvailable])).toEqual([
      ['Eistee', false],
      ['Espresso', true],
    ]);
  });

  it('leaves out categories with nothing to show and references that no longer exist', () => {
    expect(groups.some((group) => group.category.name === 'Mittagstisch')).toBe(false);
    const atLunch = menuGroups(menu, categories, products, new Date('2026-11-20T12:00:00+01:00'));
    expect(atLunch.map((group) => group.category.name)).toEqual(['Getränke', 'Backwaren', 'Mittagstisch']);
  });
});

describe('withoutAllergens', () => {
  const groups = menuGroups(menu, categories, products, friday0930);

  it('changes nothing without a choice', () => {
    expect(withoutAllergens(groups, new Set())).toEqual({ groups, hidden: 0 });
  });

  it('hides products containing any chosen allergen and counts them', () => {
    const sesame = withoutAllergens(groups, new Set(['N']));
    expect(sesame.hidden).toBe(1);
    expect(sesame.groups[1]?.entries.map((entry) => entry.product.name)).toEqual(['Kaisersemmel']);
  });

  it('drops a category once all its products are hidden', () => {
    const gluten = withoutAllergens(groups, new Set(['A', 'G']));
    expect(gluten.hidden).toBe(2);
    expect(gluten.groups.map((group) => group.category.name)).toEqual(['Getränke']);
  });
});
