import {
  checkoutFactsFrom,
  type CatalogueSnapshot,
  type CheckoutFacts,
} from '../../../domain/checkout/checkout-facts.js';
import type { Db } from '../../db/client.js';
import { listBranches, listDonatees, listTables } from '../../organisation/index.js';
import { listMenus, listProducts } from '../../catalogue/index.js';
import { getConfig } from '../../content/index.js';

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

/** The facts straight from the database, for staff changes that must not wait for the published snapshot. */
export async function loadCheckoutFacts(
  db: Db,
  branchId: number,
  now: Date,
): Promise<CheckoutFacts | undefined> {
  return checkoutFactsFrom(await readCatalogue(db), branchId, now);
}
