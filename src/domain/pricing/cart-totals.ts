import type { CartItem } from '../cart/cart-item.js';
import type { OrderMethod } from '../cart/order-method.js';
import {
  deliveryFee,
  missingForFreeDelivery,
  missingForMinimum,
  type FeeFields,
  type MinimumFields,
} from './delivery-fee.js';
import { priceCartItem, type PricedItem, type PricingFields } from './item-price.js';
import { summariseTaxes, taxRateFor, type TaxLine } from './tax.js';

export type TotalsArea = FeeFields & MinimumFields;

export interface CartTotals {
  /** Sum of the item lines, gross, in cents. */
  itemsGross: number;
  deliveryFee: number;
  /** itemsGross + deliveryFee. */
  total: number;
  /** Items and delivery fee together, per rate; their gross adds up to `total`. */
  taxes: TaxLine[];
  /** 0 unless delivery falls short of the area's minimum order value. */
  missingForMinimum: number;
  /** 0 unless delivery is charged and the area has a free-delivery threshold not yet reached. */
  missingForFreeDelivery: number;
}

export interface TotalsInput {
  lines: readonly { total: number; taxRate: number }[];
  method: OrderMethod;
  /** The chosen delivery area; ignored unless the method is delivery. */
  deliveryArea: TotalsArea | null;
}

/**
 * The cart's totals. Fee, minimum and free-delivery threshold apply to delivery only and compare
 * with the items' gross, never with a total that already contains the fee. Without an area
 * (none chosen yet) nothing is charged; checkout requires the area anyway.
 */
export function cartTotals({ lines, method, deliveryArea }: TotalsInput): CartTotals {
  const itemsGross = lines.reduce((sum, line) => sum + line.total, 0);
  const area = method === 'delivery' ? deliveryArea : null;
  const fee = area === null ? 0 : deliveryFee(area, itemsGross);
  const taxed = lines.map((line) => ({ gross: line.total, taxRate: line.taxRate }));
  if (area !== null && fee > 0) taxed.push({ gross: fee, taxRate: area.tax });
  return {
    itemsGross,
    deliveryFee: fee,
    total: itemsGross + fee,
    taxes: summariseTaxes(taxed),
    missingForMinimum: area === null ? 0 : missingForMinimum(area, itemsGross),
    missingForFreeDelivery: area === null ? 0 : missingForFreeDelivery(area, itemsGross),
  };
}

export interface PricedLine extends PricedItem {
  /** The rate of the chosen method. */
  taxRate: number;
}

/**
 * Prices every item with its product and totals the cart: what the browser shows and what the
 * server recomputes at order time. Check each item with `isItemValid` first.
 */
export function priceCart(input: {
  entries: readonly { product: PricingFields; item: Pick<CartItem, 'amount' | 'unit' | 'parts'> }[];
  method: OrderMethod;
  deliveryArea: TotalsArea | null;
}): { lines: PricedLine[]; totals: CartTotals } {
  const lines = input.entries.map(({ product, item }) => ({
    ...priceCartItem(product, item),
    taxRate: taxRateFor(product, input.method),
  }));
  return { lines, totals: cartTotals({ lines, method: input.method, deliveryArea: input.deliveryArea }) };
}
