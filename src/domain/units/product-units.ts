import type { AlternativeUnit, CalculationModel, Product } from '../schemas/catalog.js';
import type { UnitId } from './catalogue.js';
import { dropFloatNoise } from './convert.js';
import { snapAmount, type QuantityRules } from './snap.js';

export type ProductUnitFields = Pick<
  Product,
  | 'unit'
  | 'alternativeUnits'
  | 'minimumQuantity'
  | 'maximumQuantity'
  | 'quantityStepSize'
  | 'calculationModel'
>;

/** The product's own unit wins over an alternative unit that repeats it. */
function alternativeUnit(product: ProductUnitFields, unit: UnitId): AlternativeUnit | undefined {
  if (unit === product.unit) return undefined;
  return product.alternativeUnits.find((alternative) => alternative.unit === unit);
}

/** The units a guest may buy the product in: its own, then its alternative units, each once. */
export function offeredUnits(product: ProductUnitFields): UnitId[] {
  return [...new Set([product.unit, ...product.alternativeUnits.map((alternative) => alternative.unit)])];
}

export function isUnitOffered(product: ProductUnitFields, unit: UnitId): boolean {
  return unit === product.unit || alternativeUnit(product, unit) !== undefined;
}

function requireOffered(product: ProductUnitFields, unit: UnitId): void {
  if (!isUnitOffered(product, unit)) throw new RangeError(`The product is not sold in ${unit}.`);
}

/** Minimum, maximum and step of a unit: an alternative unit brings its own, else the product's apply. */
export function quantityRulesFor(product: ProductUnitFields, unit: UnitId): QuantityRules {
  requireOffered(product, unit);
  const rules = alternativeUnit(product, unit) ?? product;
  return {
    minimumQuantity: rules.minimumQuantity,
    maximumQuantity: rules.maximumQuantity,
    quantityStepSize: rules.quantityStepSize,
  };
}

export function calculationModelFor(product: ProductUnitFields, unit: UnitId): CalculationModel {
  requireOffered(product, unit);
  return (alternativeUnit(product, unit) ?? product).calculationModel;
}

/**
 * How many of the product's own (priced) unit one `unit` holds. For an alternative unit it is the
 * ratio the operator set, even when the units share a kind: a package of six pieces has ratio 6,
 * while the catalogue's factors would say a package is one piece.
 */
export function unitsPerProductUnit(product: ProductUnitFields, unit: UnitId): number {
  requireOffered(product, unit);
  return alternativeUnit(product, unit)?.ratio ?? 1;
}

/** An amount in one of the product's units expressed in its priced unit (0.5 kg of Bergkäse → 50 dag). */
export function toProductUnit(product: ProductUnitFields, amount: number, unit: UnitId): number {
  return dropFloatNoise(amount * unitsPerProductUnit(product, unit));
}

export function fromProductUnit(product: ProductUnitFields, amount: number, unit: UnitId): number {
  return dropFloatNoise(amount / unitsPerProductUnit(product, unit));
}

/**
 * Converts an amount between two offered units of the product and snaps it with the target unit's
 * rules (the product's own or the alternative unit's). The conversion goes through the priced
 * unit with the operator's ratios rather than the catalogue factors, for the reason given above.
 */
export function changeUnit(
  amount: number,
  product: ProductUnitFields,
  fromUnit: UnitId,
  toUnit: UnitId,
): number {
  const converted = fromProductUnit(product, toProductUnit(product, amount, fromUnit), toUnit);
  return snapAmount(converted, quantityRulesFor(product, toUnit));
}

/**
 * The amount and unit the picker starts with. The default unit falls back to the product's own
 * when it is not offered (an operator removed the alternative unit but not the default).
 */
export function defaultAmount(
  product: ProductUnitFields & Pick<Product, 'defaultQuantity' | 'defaultUnit'>,
): { amount: number; unit: UnitId } {
  const unit = isUnitOffered(product, product.defaultUnit) ? product.defaultUnit : product.unit;
  return { amount: snapAmount(product.defaultQuantity, quantityRulesFor(product, unit)), unit };
}
