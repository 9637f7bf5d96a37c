import type { Allergen } from '../catalog/allergens.js';
import { formatMoney } from '../money/format.js';
import { truncate } from '../text/truncate.js';
import { unitLabel, type UnitId } from '../units/catalogue.js';

/** The label sheets of the back-office spec (section 9): compact 12 rows by 4 columns, detail 5 by 2. */
export const labelLayouts = {
  compact: { rows: 12, columns: 4 },
  detail: { rows: 5, columns: 2 },
} as const;
export type LabelLayout = keyof typeof labelLayouts;
export const labelLayoutNames = Object.keys(labelLayouts) as [LabelLayout, ...LabelLayout[]];

/** What a compact label has room for of the ingredients; a detail label shows them whole. */
const COMPACT_INGREDIENTS = 90;

export type LabelProduct = {
  name: string;
  description: string;
  allergens: readonly Allergen[];
  price: number;
  unit: UnitId;
  isPriceHidden: boolean;
};

export type LabelContent = {
  name: string;
  /** '3,20 € / kg', or null when the shop hides the product's price. */
  price: string | null;
  /** 'Allergene: A, C, G', or null without allergens. */
  allergens: string | null;
  ingredients: string;
};

/** One label's text: name, price per unit, allergen letters and ingredients (the product's description). */
export function labelContent(product: LabelProduct, layout: LabelLayout): LabelContent {
  const ingredients = product.description.replace(/\s+/g, ' ').trim();
  return {
    name: product.name,
    price: product.isPriceHidden ? null : `${formatMoney(product.price)} / ${unitLabel(product.unit)}`,
    allergens: product.allergens.length === 0 ? null : `Allergene: ${product.allergens.join(', ')}`,
    ingredients: layout === 'compact' ? truncate(ingredients, COMPACT_INGREDIENTS) : truncate(ingredients),
  };
}

export type LabelSlot = { page: number; row: number; column: number };

/**
 * Where the n-th label goes: row by row, left to right, a new sheet when one is full. `skip` leaves the
 * first places of the first sheet empty, so a sheet already partly used can go through the printer again.
 */
export function labelSlots(count: number, layout: LabelLayout, skip = 0): LabelSlot[] {
  const { rows, columns } = labelLayouts[layout];
  const perPage = rows * columns;
  return Array.from({ length: count }, (_, index) => {
    const place = index + skip;
    const onPage = place % perPage;
    return {
      page: Math.floor(place / perPage),
      row: Math.floor(onPage / columns),
      column: onPage % columns,
    };
  });
}
