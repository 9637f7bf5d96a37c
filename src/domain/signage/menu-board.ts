import { z } from 'zod';
import { activeMenu } from '../catalog/active-menu.js';
import { isProductAvailable } from '../catalog/product-availability.js';
import { calculationModelSchema, type Category, type Menu, type Product } from '../schemas/catalog.js';
import { unitIdSchema } from '../units/unit-id-schema.js';

/** What a menu-board segment shows: a chosen menu, or else the one the TV's branch serves now. */
export type MenuBoardChoice = { menu: number | null; categories: readonly number[] };

export const menuBoardSchema = z.object({
  menu: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  currency: z.string(),
  categories: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      products: z.array(
        z.object({
          id: z.number().int(),
          name: z.string(),
          /** Null where the operator hides the price. */
          price: z.number().int().nullable(),
          unit: unitIdSchema,
          calculationModel: calculationModelSchema,
        }),
      ),
    }),
  ),
});
export type MenuBoard = z.infer<typeof menuBoardSchema>;

/**
 * The board in the menu's order: only products a guest could order now (a sold-out product, switched
 * off or outside its hours, is left out even where the storefront shows it greyed, since a TV has no
 * room for what cannot be had), only the chosen categories (none chosen: all), no empty category.
 */
export function menuBoard(
  catalogue: { menus: readonly Menu[]; categories: readonly Category[]; products: readonly Product[] },
  branchId: number | null,
  choice: MenuBoardChoice,
  now: Date,
  currency: string,
): MenuBoard {
  const menu =
    choice.menu === null
      ? branchId === null
        ? undefined
        : activeMenu(catalogue.menus, branchId, now)
      : catalogue.menus.find((candidate) => candidate.id === choice.menu);
  if (menu === undefined) return { menu: null, currency, categories: [] };
  const categoryById = new Map(catalogue.categories.map((category) => [category.id, category]));
  const productById = new Map(catalogue.products.map((product) => [product.id, product]));
  const chosen = new Set(choice.categories);
  const categories = menu.catalog.categories.flatMap((entry) => {
    const category = categoryById.get(entry.id);
    if (category === undefined || (chosen.size > 0 && !chosen.has(entry.id))) return [];
    const products = entry.products.flatMap(({ id }) => {
      const product = productById.get(id);
      if (product === undefined || !isProductAvailable(product, now)) return [];
      return [
        {
          id: product.id,
          name: product.name,
          price: product.isPriceHidden ? null : product.price,
          unit: product.unit,
          calculationModel: product.calculationModel,
        },
      ];
    });
    return products.length === 0 ? [] : [{ id: category.id, name: category.name, products }];
  });
  return { menu: { id: menu.id, name: menu.name }, currency, categories };
}
