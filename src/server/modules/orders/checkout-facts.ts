import { activeMenu } from '../../../domain/catalog/active-menu.js';
import type { Branch, Donatee, Table } from '../../../domain/schemas/branch.js';
import type { Menu, Product } from '../../../domain/schemas/catalog.js';
import type { Config } from '../../../domain/schemas/config.js';
import type { Db } from '../../db/client.js';
import { listBranches, listDonatees, listTables } from '../branches/service.js';
import { listMenus, listProducts } from '../catalog/service.js';
import { getConfig } from '../config/service.js';

/** The published catalogue an order is checked and priced against. */
export interface CatalogueSnapshot {
  config: Config;
  branches: Branch[];
  menus: Menu[];
  products: Product[];
  tables: Table[];
  donatees: Donatee[];
}

export interface CheckoutFacts {
  branch: Branch;
  config: Config;
  /** The products of the branch's active menu, by id; empty when the branch has no menu in force. */
  menuProducts: Map<number, Product>;
  tables: string[];
  donatees: Donatee[];
}

export async function readCatalogue(db: Db): Promise<CatalogueSnapshot> {
  const [config, branches, menus, products, tables, donatees] = await Promise.all([
    getConfig(db),
    listBranches(db),
    listMenus(db),
    listProducts(db),
    listTables(db),
    listDonatees(db),
  ]);
  return { config, branches, menus, products, tables, donatees };
}

/** What the catalogue says about a branch at order time; undefined for an unknown branch. */
export function checkoutFactsFrom(
  catalogue: CatalogueSnapshot,
  branchId: number,
  now: Date,
): CheckoutFacts | undefined {
  const branch = catalogue.branches.find((candidate) => candidate.id === branchId);
  if (branch === undefined) return undefined;
  const menu = activeMenu(catalogue.menus, branchId, now);
  const inMenu = new Set(
    menu?.catalog.categories.flatMap((category) => category.products.map((p) => p.id)) ?? [],
  );
  return {
    branch,
    config: catalogue.config,
    menuProducts: new Map(
      catalogue.products.filter((product) => inMenu.has(product.id)).map((product) => [product.id, product]),
    ),
    tables: catalogue.tables.filter((table) => table.branch === branchId).map((table) => table.identifier),
    donatees: catalogue.donatees,
  };
}

/** The facts straight from the database, for staff changes that must not wait for the published snapshot. */
export async function loadCheckoutFacts(
  db: Db,
  branchId: number,
  now: Date,
): Promise<CheckoutFacts | undefined> {
  return checkoutFactsFrom(await readCatalogue(db), branchId, now);
}
