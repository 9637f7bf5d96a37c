import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeProduct } from '../catalog/product-fixtures.js';
import type { Category, Menu } from '../schemas/catalog.js';
import { menuBoard } from './menu-board.js';

const now = new Date('2026-11-20T09:30:00+01:00');
const category = (id: number, name: string): Category => ({ id, name, description: '', image: null });
const categories = [category(1, 'Gebäck'), category(2, 'Getränke')];
const semmel = makeProduct({ id: 1, name: 'Kaisersemmel', price: 65 });
const kipferl = makeProduct({ id: 2, name: 'Butterkipferl', price: 120, isEnabled: false });
const melange = makeProduct({ id: 3, name: 'Melange', price: 390, calculationModel: 'approximate' });
const tip = makeProduct({ id: 4, name: 'Tagestipp', price: 500, isPriceHidden: true });
const products = [semmel, kipferl, melange, tip];

function menu(id: number, availableFrom: string, branches: number[]): Menu {
  return {
    id,
    name: `Karte ${id}`,
    availableFrom,
    branches,
    catalog: {
      categories: [
        { id: 2, products: [{ id: 3 }, { id: 4 }] },
        { id: 1, products: [{ id: 1 }, { id: 2 }] },
      ],
    },
  };
}
const menus = [menu(1, '2026-01-01T00:00:00Z', [1]), menu(2, '2027-01-01T00:00:00Z', [1])];
const catalogue = { menus, categories, products };

describe('menuBoard', () => {
  it("shows the branch's active menu in its order, without sold-out products", () => {
    const board = menuBoard(catalogue, 1, { menu: null, categories: [] }, now, 'EUR');
    expect(board.menu).toEqual({ id: 1, name: 'Karte 1' });
    expect(board.categories.map((entry) => [entry.name, entry.products.map((p) => p.name)])).toEqual([
      ['Getränke', ['Melange', 'Tagestipp']],
      ['Gebäck', ['Kaisersemmel']],
    ]);
    expect(board.categories[0]?.products[0]).toMatchObject({ price: 390, calculationModel: 'approximate' });
  });

  it('hides a price the operator hides', () => {
    const board = menuBoard(catalogue, 1, { menu: null, categories: [] }, now, 'EUR');
    expect(board.categories[0]?.products[1]).toMatchObject({ name: 'Tagestipp', price: null });
  });

  it('shows a chosen menu and only the chosen categories, dropping those left empty', () => {
    const board = menuBoard(catalogue, null, { menu: 2, categories: [1] }, now, 'EUR');
    expect(board.menu?.id).toBe(2);
    expect(board.categories.map((entry) => entry.name)).toEqual(['Gebäck']);
    const soldOut = { ...catalogue, products: products.map((p) => ({ ...p, isEnabled: p.id !== 1 })) };
    expect(menuBoard(soldOut, null, { menu: 2, categories: [1] }, now, 'EUR').categories).toEqual([
      { id: 1, name: 'Gebäck', products: [expect.objectContaining({ name: 'Butterkipferl' })] },
    ]);
  });

  it('is empty without a branch menu or with an unknown chosen one', () => {
    expect(menuBoard(catalogue, null, { menu: null, categories: [] }, now, 'EUR').menu).toBeNull();
    expect(menuBoard(catalogue, 9, { menu: null, categories: [] }, now, 'EUR').categories).toEqual([]);
    expect(menuBoard(catalogue, 1, { menu: 99, categories: [] }, now, 'EUR').menu).toBeNull();
  });

  it('never shows a product that cannot be ordered, nor one the menu lacks', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }), (enabled) => {
        const shop = {
          ...catalogue,
          products: products.map((p, i) => ({ ...p, isEnabled: enabled[i] ?? true })),
        };
        const shown = menuBoard(shop, 1, { menu: null, categories: [] }, now, 'EUR').categories.flatMap(
          (entry) => entry.products.map((p) => p.id),
        );
        expect(shown.sort()).toEqual(shop.products.filter((p) => p.isEnabled).map((p) => p.id));
      }),
    );
  });
});
