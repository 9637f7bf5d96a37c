import type { Product } from '../schemas/catalog.js';
import { isUnitOffered, quantityRulesFor } from '../units/product-units.js';
import { isAmountAllowed } from '../units/snap.js';
import type { CartItem } from './cart-item.js';
import { answerFor, isStepValid, partsOf } from './part-steps.js';

export type ValidityFields = Pick<
  Product,
  | 'id'
  | 'type'
  | 'config'
  | 'unit'
  | 'alternativeUnits'
  | 'minimumQuantity'
  | 'maximumQuantity'
  | 'quantityStepSize'
  | 'calculationModel'
>;

/**
 * An item may be saved and ordered: it is for this product, in a unit the product is sold in,
 * with an amount the picker allows (which implies > 0), and, for configurable products, every
 * step valid and no answer to a part the product does not have. The amount check is stricter
 * than the spec's "> 0" on purpose: the server prices what the browser sends and must not accept
 * 1 dag of a cheese sold from 10 dag.
 */
export function isItemValid(product: ValidityFields, item: CartItem): boolean {
  if (item.productId !== product.id || !isUnitOffered(product, item.unit)) return false;
  if (!(item.amount > 0) || !isAmountAllowed(item.amount, quantityRulesFor(product, item.unit))) return false;
  if (product.type !== 'configurable') return true;
  const parts = partsOf(product);
  const names = new Set(parts.map((part) => part.name));
  if (Object.keys(item.parts).some((name) => !names.has(name))) return false;
  return parts.every((part) => isStepValid(part, answerFor(item.parts, part.name)));
}
