import { formatMoney } from '../../../../domain/money/format.js';
import { calculationModelLabel } from '../../../../domain/pricing/calculation-model.js';
import type { CalculationModel } from '../../../../domain/schemas/catalog.js';

/** 'ca. € 17,50' for weighed goods, 'ab € 8,90' for starting prices; a fixed price needs no word. */
export function priceWithModel(cents: number, model: CalculationModel, currency: string): string {
  const money = formatMoney(cents, currency);
  return model === 'fixed' ? money : `${calculationModelLabel(model)} ${money}`;
}
