import type { MenuEntity, MenuInput } from '../../../domain/schemas/entities/menu.js';
import type { Db } from '../../db/client.js';
import { groupBy } from '../../lib/group-by.js';
import type { EntityService } from '../../organisation/index.js';
import {
  deleteMenu,
  insertMenu,
  listMenuBranchLinks,
  listMenuCategoryProductRows,
  listMenuCategoryRows,
  listMenuRows,
  replaceMenuBranches,
  replaceMenuCatalog,
  updateMenu,
} from './queries.js';

/** The menus `ids` (all when undefined) with branches and ordered catalogue, in four queries. */
async function readMenus(db: Db, ids?: readonly number[]): Promise<MenuEntity[]> {
  const [rows, branchLinks, categoryRows, productRows] = await Promise.all([
    listMenuRows(db, ids),
    listMenuBranchLinks(db, ids),
    listMenuCategoryRows(db, ids),
    listMenuCategoryProductRows(db, ids),
  ]);
  const branchesByMenu = groupBy(branchLinks, (link) => link.menuId);
  const categoriesByMenu = groupBy(categoryRows, (row) => row.menuId);
  const productsByEntry = groupBy(productRows, (row) => row.menuCategoryId);
  return rows.map((menu) => ({
    id: menu.id,
    name: menu.name,
    availableFrom: menu.availableFrom.toISOString(),
    branches: (branchesByMenu.get(menu.id) ?? []).map((link) => link.branchId),
    catalog: {
      categories: (categoriesByMenu.get(menu.id) ?? []).map((entry) => ({
        id: entry.categoryId,
        products: (productsByEntry.get(entry.id) ?? []).map((row) => ({ id: row.productId })),
      })),
    },
  }));
}

async function saveLinks(tx: Db, menuId: number, input: MenuInput) {
  await replaceMenuBranches(tx, menuId, input.branches);
  await replaceMenuCatalog(tx, menuId, input.catalog.categories);
}

const values = (input: MenuInput) => ({ name: input.name, availableFrom: new Date(input.availableFrom) });

/**
 * Menus: the storefront shows a branch the latest menu whose availableFrom has passed. Unknown
 * branches, categories or products in the catalogue are refused with the field at fault.
 */
export const menuService: EntityService<MenuInput, MenuEntity, Record<string, never>> = {
  list: (db) => readMenus(db),
  get: async (db, id) => (await readMenus(db, [id]))[0],
  create: async (tx, input) => {
    const id = await insertMenu(tx, values(input));
    await saveLinks(tx, id, input);
    return id;
  },
  update: async (tx, id, input) => {
    await updateMenu(tx, id, values(input));
    await saveLinks(tx, id, input);
  },
  remove: (tx, id) => deleteMenu(tx, id),
};
