import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { products } from '../../db/schema/index.js';

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
