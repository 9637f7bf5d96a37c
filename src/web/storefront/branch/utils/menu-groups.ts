import { productVisibility } from '../../../../domain/catalog/product-availability.js';
import type { Allergen, Category, Menu, Product } from '../../../../domain/schemas/catalog.js';

export interface MenuEntry {
  product: Product;
  isAvailable: boolean;
}

export interface MenuGroup {
  category: Category;
  entries: MenuEntry[];
}

/** The menu's categories in its order, each with the products a guest may see right now. */
export function menuGroups(
  menu: Pick<Menu, 'catalog'>,
  categories: readonly Category[],
  products: readonly Product[],
  now: Date,
): MenuGroup[] {
  const categoryById = new Map(categories.map((category) => [category.id, category]));
  const productById = new Map(products.map((product) => [product.id, product]));
  return menu.catalog.categories.flatMap((entry) => {
    const category = categoryById.get(entry.id);
    if (category === undefined) return [];
    const entries = entry.products.flatMap(({ id }): MenuEntry[] => {
      const product = productById.get(id);
      if (product === undefined) return [];
      const visibility = productVisibility(product, now);
      return visibility === 'hidden' ? [] : [{ product, isAvailable: visibility === 'available' }];
    });
    return entries.length === 0 ? [] : [{ category, entries }];
  });
}

/** Drops every product that contains one of the excluded allergens, and empty categories with them. */
export function withoutAllergens(
  groups: readonly MenuGroup[],
  excluded: ReadonlySet<Allergen>,
): { groups: MenuGroup[]; hidden: number } {
  if (excluded.size === 0) return { groups: [...groups], hidden: 0 };
  let hidden = 0;
  const kept = groups.flatMap((group) => {
    const entries = group.entries.filter(
      (entry) => !entry.product.allergens.some((allergen) => excluded.has(allergen)),
    );
    hidden += group.entries.length - entries.length;
    return entries.length === 0 ? [] : [{ ...group, entries }];
  });
  return { groups: kept, hidden };
}
