import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { menuBranches, menuCategories, menuCategoryProducts, menus } from '../../db/schema/index.js';

// The readers take the menus to read (`ids`), or read all of them when it is undefined.
const among = (column: Parameters<typeof inArray>[0], ids: readonly number[] | undefined) =>
  ids === undefined ? undefined : inArray(column, [...ids]);

export function listMenuRows(db: Db, ids?: readonly number[]) {
  return db
    .select({ id: menus.id, name: menus.name, availableFrom: menus.availableFrom })
    .from(menus)
    .where(among(menus.id, ids))
    .orderBy(asc(menus.availableFrom), asc(menus.id));
}

export function listMenuBranchLinks(db: Db, ids?: readonly number[]) {
  return db
    .select()
    .from(menuBranches)
    .where(among(menuBranches.menuId, ids))
    .orderBy(asc(menuBranches.branchId));
}

export function listMenuCategoryRows(db: Db, ids?: readonly number[]) {
  return db
    .select()
    .from(menuCategories)
    .where(among(menuCategories.menuId, ids))
    .orderBy(asc(menuCategories.menuId), asc(menuCategories.position), asc(menuCategories.id));
}

export function listMenuCategoryProductRows(db: Db, ids?: readonly number[]) {
  return db
    .select({
      menuCategoryId: menuCategoryProducts.menuCategoryId,
      productId: menuCategoryProducts.productId,
    })
    .from(menuCategoryProducts)
    .innerJoin(menuCategories, eq(menuCategories.id, menuCategoryProducts.menuCategoryId))
    .where(among(menuCategories.menuId, ids))
    .orderBy(asc(menuCategoryProducts.menuCategoryId), asc(menuCategoryProducts.position));
}

type MenuValues = { name: string; availableFrom: Date };

export async function insertMenu(db: Db, values: MenuValues) {
  const [row] = await db.insert(menus).values(values).returning({ id: menus.id });
  if (!row) throw new Error('insert into menus returned no row');
  return row.id;
}

export async function updateMenu(db: Db, id: number, values: MenuValues) {
  await db.update(menus).set(values).where(eq(menus.id, id));
}

export async function deleteMenu(db: Db, id: number) {
  await db.delete(menus).where(eq(menus.id, id));
}

export async function replaceMenuBranches(db: Db, menuId: number, branchIds: readonly number[]) {
  await db.delete(menuBranches).where(eq(menuBranches.menuId, menuId));
  if (branchIds.length > 0)
    await db.insert(menuBranches).values(branchIds.map((branchId) => ({ menuId, branchId })));
}

/** Replaces the catalogue: its category entries go, and their product lists with them (cascade). */
export async function replaceMenuCatalog(
  db: Db,
  menuId: number,
  categories: readonly { id: number; products: readonly { id: number }[] }[],
) {
  await db.delete(menuCategories).where(eq(menuCategories.menuId, menuId));
  for (const [position, category] of categories.entries()) {
    const [entry] = await db
      .insert(menuCategories)
      .values({ menuId, categoryId: category.id, position })
      .returning({ id: menuCategories.id });
    if (!entry) throw new Error('insert into menu_categories returned no row');
    if (category.products.length > 0)
      await db.insert(menuCategoryProducts).values(
        category.products.map((product, productPosition) => ({
          menuCategoryId: entry.id,
          productId: product.id,
          position: productPosition,
        })),
      );
  }
}
