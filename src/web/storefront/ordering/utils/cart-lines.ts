import type { CartEntry } from '../../../../domain/cart/cart-state.js';
import { isItemValid } from '../../../../domain/cart/item-validity.js';
import type { OrderMethod } from '../../../../domain/cart/order-method.js';
import { answerFor, isAnswerEmpty, partsOf } from '../../../../domain/cart/part-steps.js';
import { priceCart, type CartTotals, type PricedLine } from '../../../../domain/pricing/cart-totals.js';
import type { DeliveryArea } from '../../../../domain/schemas/branch.js';
import type { Product } from '../../../../domain/schemas/catalog.js';

export interface CartLine {
  /** Position in cart.items, which edit and remove refer to. */
  index: number;
  entry: CartEntry;
  product: Product;
  priced: PricedLine;
  /** The chosen answers in the product's part order, for the cart's short summary. */
  answers: { part: string; answer: string[] | number }[];
}

function answersOf(product: Product, entry: CartEntry): CartLine['answers'] {
  return partsOf(product).flatMap((part): CartLine['answers'] => {
    const answer = answerFor(entry.parts, part.name);
    if (answer === undefined || isAnswerEmpty(answer)) return [];
    switch (answer.kind) {
      case 'options':
        return [{ part: part.name, answer: answer.selected }];
      case 'text':
        return [{ part: part.name, answer: [answer.text.trim()] }];
      case 'uploads':
        return [{ part: part.name, answer: answer.uploadIds.length }];
    }
  });
}

/**
 * Joins the cart with the catalogue and prices it. Items without a product or no longer valid for it
 * (a part renamed since) are left out: migration drops most of them, this guards the remainder so
 * priceCart never sees an item it would throw on.
 */
export function pricedCart(
  items: readonly CartEntry[],
  productById: ReadonlyMap<number, Product>,
  method: OrderMethod,
  deliveryArea: DeliveryArea | null,
): { lines: CartLine[]; totals: CartTotals } {
  const usable = items.flatMap((entry, index) => {
    const product = productById.get(entry.productId);
    return product !== undefined && isItemValid(product, entry) ? [{ index, entry, product }] : [];
  });
  const { lines, totals } = priceCart({
    entries: usable.map(({ product, entry }) => ({ product, item: entry })),
    method,
    deliveryArea,
  });
  return {
    lines: usable.flatMap((line, position) => {
      const priced = lines[position];
      return priced === undefined ? [] : [{ ...line, priced, answers: answersOf(line.product, line.entry) }];
    }),
    totals,
  };
}
