import { formatMoney } from '../../../../domain/money/format.js';
import type { PartOption } from '../../../../domain/schemas/catalog.js';

/**
 * How an option changes the price, as the guest reads it next to the option: '+ € 1,50' adds,
 * '− € 0,50' takes off, '€ 9,90' replaces the price. An option that adds nothing shows nothing.
 */
export function modifierText(option: Pick<PartOption, 'modifier' | 'value'>, currency: string): string {
  switch (option.modifier) {
    case 'add':
      return option.value === 0 ? '' : `+ ${formatMoney(option.value, currency)}`;
    case 'subtract':
      return option.value === 0 ? '' : `− ${formatMoney(option.value, currency)}`;
    case 'overwrite':
      return formatMoney(option.value, currency);
  }
}
