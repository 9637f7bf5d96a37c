import { dropFloatNoise } from './convert.js';

export interface QuantityRules {
  minimumQuantity: number;
  maximumQuantity: number | null;
  quantityStepSize: number;
}

/**
 * Upper bound when a product sets no maximum. Without it a guest typing 999999999999 would reach
 * prices beyond exact integer cents; no café sells a million of anything in one order line.
 */
export const AMOUNT_CEILING = 1_000_000;

/** Decimal places written in a rule value (0.25 → 2), so grid points can be rounded to them. */
function decimalPlaces(value: number): number {
  const text = String(value);
  const exponent = /e-(\d+)$/.exec(text);
  if (exponent) return Number(exponent[1]);
  const point = text.indexOf('.');
  return point === -1 ? 0 : text.length - point - 1;
}

/** A product may set no maximum; the ceiling then keeps amounts and prices finite. */
export function effectiveMaximum(rules: QuantityRules): number {
  return rules.maximumQuantity === null
    ? Math.max(AMOUNT_CEILING, rules.minimumQuantity)
    : rules.maximumQuantity;
}

/**
 * Snaps an amount to what the rules allow: at or below the minimum gives the minimum, at or above
 * the maximum gives the maximum, otherwise the nearest minimum + k·step. The grid point is
 * rounded to the decimals of minimum and step, so 0.1 steps give 0.3 and not 0.30000000000000004.
 * A grid point past the maximum (a maximum off the grid) gives the maximum.
 */
export function snapAmount(amount: number, rules: QuantityRules): number {
  const { minimumQuantity: min, quantityStepSize: step } = rules;
  const max = effectiveMaximum(rules);
  // NaN fails every comparison; treating it as "at or below the minimum" is the safe reading.
  if (!(amount > min)) return min;
  if (amount >= max) return max;
  const k = Math.round((amount - min) / step);
  // Twelve decimals at most: a step like 1/3 would otherwise ask toFixed for 16.
  const places = Math.min(12, Math.max(decimalPlaces(min), decimalPlaces(step)));
  const snapped = dropFloatNoise(Number((min + k * step).toFixed(places)));
  return Math.min(snapped, max);
}

/** An amount the picker could have produced: snapping leaves it where it is. */
export function isAmountAllowed(amount: number, rules: QuantityRules): boolean {
  return Number.isFinite(amount) && snapAmount(amount, rules) === amount;
}

export function canDecrease(amount: number, rules: QuantityRules): boolean {
  return amount > rules.minimumQuantity;
}

export function canIncrease(amount: number, rules: QuantityRules): boolean {
  return amount < effectiveMaximum(rules);
}

/** The picker's minus button: one step down, snapped, so an off-grid maximum falls onto the grid. */
export function decreaseAmount(amount: number, rules: QuantityRules): number {
  return snapAmount(amount - rules.quantityStepSize, rules);
}

/** The picker's plus button: one step up, snapped, so the maximum is reached even when off the grid. */
export function increaseAmount(amount: number, rules: QuantityRules): number {
  return snapAmount(amount + rules.quantityStepSize, rules);
}
