import { unitCatalogue, type UnitId } from '../units/catalogue.js';
import { dropFloatNoise } from '../units/convert.js';

/**
 * The number in 'n Produkt(e) im Warenkorb': three rolls count as three, but 25 dag of cheese
 * count as one product, since a guest thinks of it as one thing (spec, section 9).
 */
export function cartItemCount(items: readonly { amount: number; unit: UnitId }[]): number {
  const count = items.reduce(
    (sum, item) => sum + (unitCatalogue[item.unit].kind === 'amount' ? item.amount : 1),
    0,
  );
  return dropFloatNoise(count);
}
