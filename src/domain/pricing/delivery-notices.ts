import { formatMoney } from '../money/format.js';
import type { CartTotals, TotalsArea } from './cart-totals.js';

export function minimumOrderMessage(minimumOrderValue: number, currency = 'EUR'): string {
  return `Sie haben den Mindestbestellwert in Höhe von ${formatMoney(minimumOrderValue, currency)} leider noch nicht erreicht.`;
}

/** The spec asks for "a hint for the missing amount" without giving its text; this is ours. */
export function missingAmountHint(missing: number, currency = 'EUR'): string {
  return `Es fehlen noch ${formatMoney(missing, currency)}.`;
}

export function freeDeliveryHint(freeFromOrderValue: number, currency = 'EUR'): string {
  return `Kostenlose Lieferung ab ${formatMoney(freeFromOrderValue, currency)}.`;
}

/**
 * The notices under the delivery totals, in reading order: first what blocks the order, then
 * what would make delivery free. Empty for takeaway and dine-in, whose totals report nothing missing.
 */
export function deliveryNotices(
  totals: Pick<CartTotals, 'missingForMinimum' | 'missingForFreeDelivery'>,
  area: Pick<TotalsArea, 'minimumOrderValue' | 'freeFromOrderValue'> | null,
  currency = 'EUR',
): string[] {
  const notices: string[] = [];
  if (area?.minimumOrderValue != null && totals.missingForMinimum > 0) {
    notices.push(
      minimumOrderMessage(area.minimumOrderValue, currency),
      missingAmountHint(totals.missingForMinimum, currency),
    );
  }
  if (area?.freeFromOrderValue != null && totals.missingForFreeDelivery > 0) {
    notices.push(freeDeliveryHint(area.freeFromOrderValue, currency));
  }
  return notices;
}
