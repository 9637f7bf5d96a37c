import { useState } from 'react';
import type { CartItem } from '../../../../domain/cart/cart-item.js';
import { isItemValid } from '../../../../domain/cart/item-validity.js';
import { partsOf } from '../../../../domain/cart/part-steps.js';
import type { Product } from '../../../../domain/schemas/catalog.js';
import { newCartItem } from '../utils/item-draft.js';

/** A line being configured: a new one (index null) or the line at `index`. */
export type CartEditing = { index: number | null; product: Product; item: CartItem };

/**
 * The items of a phone order. A product with parts is configured in a dialog first; lines whose product
 * the branch no longer offers, or which no longer fit it, are left out of what is shown and sent.
 */
export function usePhoneCart(productById: ReadonlyMap<number, Product>) {
  const [items, setItems] = useState<CartItem[]>([]);
  const [editing, setEditing] = useState<CartEditing | null>(null);
  const usable = items.flatMap((item, index) => {
    const product = productById.get(item.productId);
    return product !== undefined && isItemValid(product, item) ? [{ index, item, product }] : [];
  });

  function add(product: Product) {
    if (partsOf(product).length > 0) setEditing({ index: null, product, item: newCartItem(product) });
    else setItems([...items, newCartItem(product)]);
  }

  function save(item: CartItem) {
    if (editing === null) return;
    setItems(
      editing.index === null
        ? [...items, item]
        : items.map((other, index) => (index === editing.index ? item : other)),
    );
    setEditing(null);
  }

  return {
    usable,
    editing,
    add,
    save,
    edit: (line: { index: number; product: Product; item: CartItem }) => setEditing(line),
    closeEditor: () => setEditing(null),
    remove: (index: number) => setItems(items.filter((_, other) => other !== index)),
    clear: () => setItems([]),
  };
}
