import { formatMoney } from '../../../../domain/money/format.js';
import { calculationModelLabel } from '../../../../domain/pricing/calculation-model.js';
import type { CalculationModel } from '../../../../domain/schemas/catalog.js';
import { unitLabel, type UnitId } from '../../../../domain/units/catalogue.js';
import { de } from '../../../i18n/de.js';
import { t } from '../../../i18n/t.js';

/** 'ca. € 17,50' for weighed goods, 'ab € 8,90' for starting prices; a fixed price needs no word. */
export function priceWithModel(cents: number, model: CalculationModel, currency: string): string {
  const money = formatMoney(cents, currency);
  return model === 'fixed' ? money : `${calculationModelLabel(model)} ${money}`;
}

/** A product's price per unit as menus show it: '€ 0,60 / Stk.', 'ca. € 0,35 / dag', 'ab € 8,90 / Stk.'. */
export function unitPriceText(
  product: { price: number; unit: UnitId; calculationModel: CalculationModel },
  currency: string,
): string {
  const values = { price: formatMoney(product.price, currency), unit: unitLabel(product.unit) };
  switch (product.calculationModel) {
    case 'fixed':
      return t(de.price.fixed, values);
    case 'approximate':
      return t(de.price.approximate, values);
    case 'minimum':
      return t(de.price.minimum, values);
  }
}
