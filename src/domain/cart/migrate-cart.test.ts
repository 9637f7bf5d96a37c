import { describe, expect, it } from 'vitest';
import { bergkaese, makeProduct } from '../catalog/product-fixtures.js';
import { emptyCart, type Cart, type CartEntry } from './cart-state.js';
import { migrateCart, snapshotOf, type ActiveProduct } from './migrate-cart.js';

const roll = makeProduct();
function entry(product: ActiveProduct): CartEntry {
  return { productId: product.id, amount: 1, unit: 'piece', parts: {}, snapshot: snapshotOf(product) };
}
const cart: Cart = { ...emptyCart(), items: [entry(roll), entry(bergkaese)], deliveryArea: 2 };

describe('migrateCart', () => {
  it('keeps items whose product is still active and unchanged, as the same cart', () => {
    expect(migrateCart(cart, [bergkaese, roll])).toBe(cart);
  });

  it('drops items whose product left the menu', () => {
    expect(migrateCart(cart, [roll]).items).toEqual([entry(roll)]);
    expect(migrateCart(cart, []).items).toEqual([]);
  });

  it('drops items whose product changed its name, description or price', () => {
    for (const change of [{ name: 'Semmel' }, { description: 'Neu.' }, { price: 70 }]) {
      expect(migrateCart(cart, [{ ...roll, ...change }, bergkaese]).items, JSON.stringify(change)).toEqual([
        entry(bergkaese),
      ]);
    }
  });

  it('leaves everything but the items alone', () => {
    const migrated = migrateCart(cart, [roll]);
    expect({ ...migrated, items: [] }).toEqual({ ...cart, items: [] });
  });
});
