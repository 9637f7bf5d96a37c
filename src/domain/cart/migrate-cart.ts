import type { Product } from '../schemas/catalog.js';
import type { Cart, CartEntry, ProductSnapshot } from './cart-state.js';

export type ActiveProduct = Pick<Product, 'id' | 'name' | 'description' | 'price'>;

export function snapshotOf(product: ActiveProduct): ProductSnapshot {
  return { name: product.name, description: product.description, price: product.price };
}

function matches(entry: CartEntry, product: ActiveProduct | undefined): boolean {
  return (
    product !== undefined &&
    product.name === entry.snapshot.name &&
    product.description === entry.snapshot.description &&
    product.price === entry.snapshot.price
  );
}

/**
 * Drops items whose product is gone from the active menu or changed its name, description or
 * price since it was added (spec, section 4). Run after every catalogue (re)load.
 */
export function migrateCart(cart: Cart, activeProducts: readonly ActiveProduct[]): Cart {
  const byId = new Map(activeProducts.map((product) => [product.id, product]));
  const items = cart.items.filter((entry) => matches(entry, byId.get(entry.productId)));
  // The same object when nothing changed, so a caller can skip writing storage and re-rendering.
  return items.length === cart.items.length ? cart : { ...cart, items };
}
