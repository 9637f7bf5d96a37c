import { activeMenu } from '../catalog/active-menu.js';
import type { Branch, Donatee, Table } from '../schemas/branch.js';
import type { Menu, Product } from '../schemas/catalog.js';
import type { Config } from '../schemas/config.js';

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
