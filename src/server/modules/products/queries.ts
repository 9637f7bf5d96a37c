import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { images, productImages, products, productTags } from '../../db/schema/index.js';
import { imageColumns } from '../images/present.js';

// The readers take the products to read (`ids`), or read all of them when it is undefined.
const among = (column: Parameters<typeof inArray>[0], ids: readonly number[] | undefined) =>
  ids === undefined ? undefined : inArray(column, [...ids]);

export function listProductRows(db: Db, ids?: readonly number[]) {
  return db.select().from(products).where(among(products.id, ids)).orderBy(asc(products.id));
}

export function listProductImageRows(db: Db, ids?: readonly number[]) {
  return db
    .select({ productId: productImages.productId, image: imageColumns(images) })
    .from(productImages)
    .innerJoin(images, eq(images.id, productImages.imageId))
    .where(among(productImages.productId, ids))
    .orderBy(asc(productImages.productId), asc(productImages.position));
}

export function listProductTagRows(db: Db, ids?: readonly number[]) {
  return db
    .select()
    .from(productTags)
    .where(among(productTags.productId, ids))
    .orderBy(asc(productTags.productId), asc(productTags.tagId));
}

type ProductValues = Omit<typeof products.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export async function insertProduct(db: Db, values: ProductValues) {
  const [row] = await db.insert(products).values(values).returning({ id: products.id });
  if (!row) throw new Error('insert into products returned no row');
  return row.id;
}

export async function updateProduct(db: Db, id: number, values: ProductValues) {
  await db.update(products).set(values).where(eq(products.id, id));
}

export async function deleteProduct(db: Db, id: number) {
  await db.delete(products).where(eq(products.id, id));
}

export async function replaceProductImages(db: Db, productId: number, imageIds: readonly number[]) {
  await db.delete(productImages).where(eq(productImages.productId, productId));
  if (imageIds.length > 0)
    await db
      .insert(productImages)
      .values(imageIds.map((imageId, position) => ({ productId, imageId, position })));
}

export async function replaceProductTags(db: Db, productId: number, tagIds: readonly number[]) {
  await db.delete(productTags).where(eq(productTags.productId, productId));
  if (tagIds.length > 0) await db.insert(productTags).values(tagIds.map((tagId) => ({ productId, tagId })));
}
