import { unitCatalogue, type UnitId } from './catalogue.js';

export type UnitKind = (typeof unitCatalogue)[UnitId]['kind'];

export function unitKind(unit: UnitId): UnitKind {
  return unitCatalogue[unit].kind;
}

export function isSameKind(a: UnitId, b: UnitId): boolean {
  return unitKind(a) === unitKind(b);
}

/**
 * Twelve significant digits hide binary noise (0.07 kg → 70.00000000000001 g) while keeping every
 * digit a scale or a guest could mean; the largest factor ratio (m³ to mm³) is only 1e9.
 */
export function dropFloatNoise(value: number): number {
  return Number.isFinite(value) ? Number(value.toPrecision(12)) : value;
}

/**
 * Converts an amount between two units of the same kind through their factors to the base unit.
 * Throws for different kinds: kilograms have no fixed relation to pieces, only a product's
 * alternative-unit ratio can say how much one piece weighs (see `toProductUnit`).
 */
export function convertAmount(amount: number, from: UnitId, to: UnitId): number {
  if (from === to) return amount;
  if (!isSameKind(from, to)) {
    throw new RangeError(`Cannot convert ${from} (${unitKind(from)}) to ${to} (${unitKind(to)}).`);
  }
  return dropFloatNoise((amount * unitCatalogue[from].factor) / unitCatalogue[to].factor);
}
