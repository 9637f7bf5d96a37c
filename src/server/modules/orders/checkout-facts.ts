import { activeMenu } from '../../../domain/catalog/active-menu.js';
import type { Branch, Donatee } from '../../../domain/schemas/branch.js';
import type { Product } from '../../../domain/schemas/catalog.js';
import type { Config } from '../../../domain/schemas/config.js';
import type { Db } from '../../db/client.js';
import { listBranches, listDonatees, listTables } from '../branches/service.js';
import { listMenus, listProducts } from '../catalog/service.js';
import { getConfig } from '../config/service.js';

export interface CheckoutFacts {
  branch: Branch;
  config: Config;
  /** The products of the branch's active menu, by id; empty when the branch has no menu in force. */
  menuProducts: Map<number, Product>;
  tables: string[];
  donatees: Donatee[];
}

/** What the database says about a branch at order time; undefined for an unknown branch. */
export async function loadCheckoutFacts(
  db: Db,
  branchId: number,
  now: Date,
): Promise<CheckoutFacts | undefined> {
  const [branches, config, menus, products, tables, donatees] = await Promise.all([
    listBranches(db),
    getConfig(db),
    listMenus(db),
    listProducts(db),
    listTables(db),
    listDonatees(db),
  ]);
  const branch = branches.find((candidate) => candidate.id === branchId);
  if (branch === undefined) return undefined;
  const menu = activeMenu(menus, branchId, now);
  const inMenu = new Set(
    menu?.catalog.categories.flatMap((category) => category.products.map((p) => p.id)) ?? [],
  );
  return {
    branch,
    config,
    menuProducts: new Map(
      products.filter((product) => inMenu.has(product.id)).map((product) => [product.id, product]),
    ),
    tables: tables.filter((table) => table.branch === branchId).map((table) => table.identifier),
    donatees,
  };
}
