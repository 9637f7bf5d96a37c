import type { CartItem } from '../cart/cart-item.js';
import { isItemValid } from '../cart/item-validity.js';
import type { OrderMethod } from '../cart/order-method.js';
import { isProductAvailable } from '../catalog/product-availability.js';
import { formatMoney } from '../money/format.js';
import { priceCart, type CartTotals, type PricedLine, type TotalsArea } from '../pricing/cart-totals.js';
import type { Product } from '../schemas/catalog.js';
import type { FieldError } from './field-error.js';

/**
 * A café's largest real order is a few hundred euros; anything near this is a typo or an attack, and it
 * keeps every total far inside the database's integer cents.
 */
export const ORDER_TOTAL_MAX = 10_000_000;

export const orderItemMessages = {
  unknown:
    'Ein Produkt in Ihrem Warenkorb ist in dieser Filiale nicht mehr erhältlich. Bitte entfernen Sie es.',
  unavailable: (name: string) => `„${name}“ ist derzeit leider nicht verfügbar. Bitte entfernen Sie es.`,
  invalid: (name: string) => `Bitte überprüfen Sie Menge und Auswahl von „${name}“.`,
  tooLarge: (currency: string) =>
    `Bestellungen über ${formatMoney(ORDER_TOTAL_MAX, currency)} nehmen wir gerne direkt in der Filiale entgegen.`,
} as const;

export interface OrderLine extends PricedLine {
  product: Product;
  item: CartItem;
}

export type ItemsCheck =
  { ok: true; lines: OrderLine[]; totals: CartTotals } | { ok: false; errors: FieldError[] };

/**
 * The items as the server takes them: each must be a product of the branch's active menu, available
 * now and valid (unit, amount, parts); then every price comes from the catalogue, never the browser.
 * Errors name the item by position (field 'items.2') and the product by name.
 */
export function checkOrderItems(input: {
  items: readonly CartItem[];
  /** The products of the branch's active menu, by id. */
  menuProducts: ReadonlyMap<number, Product>;
  method: OrderMethod;
  deliveryArea: TotalsArea | null;
  now: Date;
  currency: string;
}): ItemsCheck {
  const errors: FieldError[] = [];
  const entries: { product: Product; item: CartItem }[] = [];
  input.items.forEach((item, index) => {
    const field = `items.${index}`;
    const product = input.menuProducts.get(item.productId);
    if (product === undefined) errors.push({ field, message: orderItemMessages.unknown });
    else if (!isProductAvailable(product, input.now)) {
      errors.push({ field, message: orderItemMessages.unavailable(product.name) });
    } else if (!isItemValid(product, item)) {
      errors.push({ field, message: orderItemMessages.invalid(product.name) });
    } else entries.push({ product, item });
  });
  if (errors.length > 0) return { ok: false, errors };

  const { lines, totals } = priceCart({ entries, method: input.method, deliveryArea: input.deliveryArea });
  if (totals.total > ORDER_TOTAL_MAX) {
    return { ok: false, errors: [{ field: 'items', message: orderItemMessages.tooLarge(input.currency) }] };
  }
  return {
    ok: true,
    lines: lines.map((line, index) => ({ ...line, ...(entries[index] as (typeof entries)[number]) })),
    totals,
  };
}
