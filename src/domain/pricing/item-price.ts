import type { CartItem } from '../cart/cart-item.js';
import type { OrderMethod } from '../cart/order-method.js';
import type { CalculationModel, Product } from '../schemas/catalog.js';
import type { UnitId } from '../units/catalogue.js';
import { calculationModelFor, toProductUnit, unitsPerProductUnit } from '../units/product-units.js';
import { configuredPrice } from './part-modifiers.js';
import { roundHalfAwayFromZero } from './rounding.js';
import { taxRatesOf } from './tax.js';

export type PricingFields = Pick<
  Product,
  | 'type'
  | 'config'
  | 'price'
  | 'unit'
  | 'alternativeUnits'
  | 'minimumQuantity'
  | 'maximumQuantity'
  | 'quantityStepSize'
  | 'calculationModel'
  | 'tax'
  | 'takeawayTax'
  | 'dineInTax'
>;

export interface PricedItem {
  /** Price of one item unit (one kg when bought in kg), rounded to cents for display. */
  unitPrice: number;
  /** Gross line total in cents, rounded once from the exact product. */
  total: number;
  calculationModel: CalculationModel;
  taxRates: Record<OrderMethod, number>;
}

/**
 * Prices one item: the configured price per product unit times the amount converted into that
 * unit. In an alternative unit this equals price × ratio × amount (spec, section 9): 2,40 € per
 * dag bought as 0,5 kg is 240 × 50 = 12 000 cents. Only the line total is rounded; the unit
 * price is rounded separately for display, so unitPrice × amount may differ from total by a cent.
 * Throws for an amount that is not positive or a unit the product is not sold in: check
 * `isItemValid` first, this function does not judge the answers.
 */
export function priceCartItem(
  product: PricingFields,
  item: Pick<CartItem, 'amount' | 'unit' | 'parts'>,
): PricedItem {
  if (!(item.amount > 0) || !Number.isFinite(item.amount)) {
    throw new RangeError(`Cannot price an amount of ${item.amount}.`);
  }
  const perProductUnit = configuredPrice(product, item.parts);
  return {
    unitPrice: roundHalfAwayFromZero(perProductUnit * unitsPerProductUnit(product, item.unit)),
    total: roundHalfAwayFromZero(perProductUnit * toProductUnit(product, item.amount, item.unit)),
    calculationModel: calculationModelFor(product, item.unit),
    taxRates: taxRatesOf(product),
  };
}

/**
 * The base price of one unit, before options: the product's price in its own unit, price × ratio
 * in an alternative unit (35 cents per dag is 3 500 cents per kg). For the product card and the
 * picker's alternative-unit hint.
 */
export function priceInUnit(product: PricingFields, unit: UnitId): number {
  return roundHalfAwayFromZero(product.price * unitsPerProductUnit(product, unit));
}
