/**
 * Catalogue: what a branch sells — menus, categories, tags, products, tables, donatees — and the labels
 * and table codes printed from it. Other contexts read the catalogue through the functions below.
 */
import { contextRoutes } from '../context.js';
import { categoryRoutes } from './categories/routes.js';
import { donateeRoutes } from './donatees/routes.js';
import { menuRoutes } from './menus/routes.js';
import { printSheetRoutes } from './print-sheets/routes.js';
import { productRoutes } from './products/routes.js';
import { tableRoutes } from './tables/routes.js';
import { tagRoutes } from './tags/routes.js';

export { listCategories, listMenus, listProducts, listTags } from './catalog/service.js';

/** The catalogue's calls under /api. */
export const catalogueApi = contextRoutes(
  menuRoutes,
  categoryRoutes,
  tagRoutes,
  productRoutes,
  tableRoutes,
  donateeRoutes,
  printSheetRoutes,
);
