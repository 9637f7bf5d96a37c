import type { CalculationModel } from '../schemas/catalog.js';

/**
 * The word before a price: 'Fix' for a fixed price, 'ca.' for a weighed product whose final price
 * may differ a little, 'ab' for a starting price (spec, section 4).
 */
export const calculationModelLabels: Record<CalculationModel, string> = {
  fixed: 'Fix',
  approximate: 'ca.',
  minimum: 'ab',
};

export function calculationModelLabel(model: CalculationModel): string {
  return calculationModelLabels[model];
}
