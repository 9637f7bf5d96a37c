import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { branches, products, tables } from '../../db/schema/index.js';

/** What a label shows of these products. */
export function listLabelProductRows(db: Db, ids: readonly number[]) {
  return db
    .select({
      id: products.id,
      name: products.name,
      description: products.description,
      allergens: products.allergens,
      price: products.price,
      unit: products.unit,
      isPriceHidden: products.isPriceHidden,
    })
    .from(products)
    .where(inArray(products.id, [...ids]));
}

export async function findBranchRow(db: Db, id: number) {
  const [row] = await db
    .select({ id: branches.id, identifier: branches.identifier, name: branches.name })
    .from(branches)
    .where(eq(branches.id, id))
    .limit(1);
  return row;
}

/** The branch's tables in their order, or only these when given. */
export function listBranchTableRows(db: Db, branchId: number, ids: readonly number[] | undefined) {
  return db
    .select({ id: tables.id, identifier: tables.identifier })
    .from(tables)
    .where(and(eq(tables.branchId, branchId), ids === undefined ? undefined : inArray(tables.id, [...ids])))
    .orderBy(asc(tables.position), asc(tables.identifier));
}
