// Kept free of zod so that the menu page can label units without loading a validator.
/** Units with their factor to the base unit of their kind (storefront spec, section 9). */
export const unitCatalogue = {
  piece: { kind: 'amount', factor: 1, label: 'Stk.' },
  serving: { kind: 'amount', factor: 1, label: 'Port.' },
  pair: { kind: 'amount', factor: 1, label: 'Paar' },
  person: { kind: 'amount', factor: 1, label: 'Pers.' },
  package: { kind: 'amount', factor: 1, label: 'Pkg.' },
  gram: { kind: 'weight', factor: 1, label: 'g' },
  decagram: { kind: 'weight', factor: 10, label: 'dag' },
  kilogram: { kind: 'weight', factor: 1000, label: 'kg' },
  milliliter: { kind: 'volume', factor: 1, label: 'ml' },
  centiliter: { kind: 'volume', factor: 10, label: 'cl' },
  deciliter: { kind: 'volume', factor: 100, label: 'dl' },
  liter: { kind: 'volume', factor: 1000, label: 'l' },
  millimeter: { kind: 'length', factor: 1, label: 'mm' },
  centimeter: { kind: 'length', factor: 10, label: 'cm' },
  decimeter: { kind: 'length', factor: 100, label: 'dm' },
  meter: { kind: 'length', factor: 1000, label: 'm' },
  kilometer: { kind: 'length', factor: 1_000_000, label: 'km' },
  squareMillimeter: { kind: 'area', factor: 1, label: 'mm²' },
  squareCentimeter: { kind: 'area', factor: 100, label: 'cm²' },
  squareDecimeter: { kind: 'area', factor: 10_000, label: 'dm²' },
  squareMeter: { kind: 'area', factor: 1_000_000, label: 'm²' },
  cubicMillimeter: { kind: 'cubic', factor: 1, label: 'mm³' },
  cubicCentimeter: { kind: 'cubic', factor: 1000, label: 'cm³' },
  cubicDecimeter: { kind: 'cubic', factor: 1_000_000, label: 'dm³' },
  cubicMeter: { kind: 'cubic', factor: 1_000_000_000, label: 'm³' },
} as const;

export type UnitId = keyof typeof unitCatalogue;
export const unitIds = Object.keys(unitCatalogue) as [UnitId, ...UnitId[]];

export function unitLabel(unit: UnitId): string {
  return unitCatalogue[unit].label;
}
