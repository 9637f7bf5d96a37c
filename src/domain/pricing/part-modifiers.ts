import { answerFor, partsOf, type ConfigurableFields } from '../cart/part-steps.js';
import type { PartAnswer } from '../cart/cart-item.js';
import type { PartOption } from '../schemas/catalog.js';

/**
 * The options an item's answers select, in the order of the product's parts and, within a part,
 * of its options. Names the part does not offer are skipped: validity rejects such items, and
 * pricing must never be steered by them.
 */
export function selectedOptions(
  product: ConfigurableFields,
  parts: Record<string, PartAnswer>,
): PartOption[] {
  return partsOf(product).flatMap((part) => {
    const answer = answerFor(parts, part.name);
    if (answer?.kind !== 'options') return [];
    return part.options.filter((option) => answer.selected.includes(option.name));
  });
}

/**
 * The unit price of a configuration, in cents. The order is fixed so the result never depends on
 * the order the guest clicked in:
 *   1. overwrite: the last selected overwrite (in part order) replaces the base price, since an
 *      overwrite names the price of a variant ('Kleines Frühstück 6,90 €') and a later step is
 *      the more specific choice;
 *   2. add and subtract: all applied to that price, in any order (they commute);
 *   3. the result is clamped at 0, so 'Ohne Butter' on a free item never pays the guest.
 * Values are integer cents, so no rounding is needed here.
 */
export function applyModifiers(basePrice: number, options: readonly PartOption[]): number {
  const overwrite = options.filter((option) => option.modifier === 'overwrite').at(-1);
  let price = overwrite?.value ?? basePrice;
  for (const option of options) {
    if (option.modifier === 'add') price += option.value;
    else if (option.modifier === 'subtract') price -= option.value;
  }
  return Math.max(0, price);
}

/** Base price modified by the parts; parts count only for configurable products (spec, section 9). */
export function configuredPrice(
  product: ConfigurableFields & { price: number },
  parts: Record<string, PartAnswer>,
): number {
  return applyModifiers(product.price, selectedOptions(product, parts));
}
