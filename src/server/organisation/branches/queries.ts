import { and, asc, eq, inArray, notInArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  branches,
  branchImages,
  branchTags,
  deliveryAreas,
  divisions,
  donatees,
  images,
  tables,
} from '../../db/schema/index.js';
import { imageColumns } from '../../db/image-columns.js';

// The list readers take the branches to read (`ids`), or read all of them when it is undefined.
const among = (column: Parameters<typeof inArray>[0], ids: readonly number[] | undefined) =>
  ids === undefined ? undefined : inArray(column, [...ids]);

export async function listBranchRows(db: Db, ids?: readonly number[]) {
  return db
    .select()
    .from(branches)
    .where(among(branches.id, ids))
    .orderBy(asc(branches.sortOrder), asc(branches.id));
}

export async function listBranchImages(db: Db, ids?: readonly number[]) {
  return db
    .select({ branchId: branchImages.branchId, image: imageColumns(images) })
    .from(branchImages)
    .innerJoin(images, eq(images.id, branchImages.imageId))
    .where(among(branchImages.branchId, ids))
    .orderBy(asc(branchImages.branchId), asc(branchImages.position));
}

export async function listLogoImages(db: Db, ids?: readonly number[]) {
  return db
    .select({ branchId: branches.id, image: imageColumns(images) })
    .from(branches)
    .innerJoin(images, eq(images.id, branches.logoImageId))
    .where(among(branches.id, ids));
}

export async function listBranchTagLinks(db: Db, ids?: readonly number[]) {
  return db.select().from(branchTags).where(among(branchTags.branchId, ids));
}

export async function listDeliveryAreas(db: Db, ids?: readonly number[]) {
  return db
    .select()
    .from(deliveryAreas)
    .where(among(deliveryAreas.branchId, ids))
    .orderBy(asc(deliveryAreas.branchId), asc(deliveryAreas.position), asc(deliveryAreas.id));
}

type BranchValues = Omit<
  typeof branches.$inferInsert,
  'id' | 'createdAt' | 'updatedAt' | 'frontdeskApiKeyHash' | 'backofficeApiKeyHash'
>;
type DeliveryAreaValues = Omit<typeof deliveryAreas.$inferInsert, 'id' | 'branchId'>;

export async function insertBranch(db: Db, values: BranchValues) {
  const [row] = await db.insert(branches).values(values).returning({ id: branches.id });
  if (!row) throw new Error('insert into branches returned no row');
  return row.id;
}

export async function updateBranch(db: Db, id: number, values: BranchValues) {
  await db.update(branches).set(values).where(eq(branches.id, id));
}

export async function deleteBranch(db: Db, id: number) {
  await db.delete(branches).where(eq(branches.id, id));
}

export async function replaceBranchImages(db: Db, branchId: number, imageIds: readonly number[]) {
  await db.delete(branchImages).where(eq(branchImages.branchId, branchId));
  if (imageIds.length > 0)
    await db
      .insert(branchImages)
      .values(imageIds.map((imageId, position) => ({ branchId, imageId, position })));
}

export async function replaceBranchTags(db: Db, branchId: number, tagIds: readonly number[]) {
  await db.delete(branchTags).where(eq(branchTags.branchId, branchId));
  if (tagIds.length > 0) await db.insert(branchTags).values(tagIds.map((tagId) => ({ branchId, tagId })));
}

export async function listDeliveryAreaIds(db: Db, branchId: number) {
  const rows = await db
    .select({ id: deliveryAreas.id })
    .from(deliveryAreas)
    .where(eq(deliveryAreas.branchId, branchId));
  return rows.map((row) => row.id);
}

/** Deletes the branch's delivery areas except those kept. */
export async function deleteDeliveryAreasExcept(db: Db, branchId: number, keptIds: readonly number[]) {
  const conditions: SQL[] = [eq(deliveryAreas.branchId, branchId)];
  if (keptIds.length > 0) conditions.push(notInArray(deliveryAreas.id, [...keptIds]));
  await db.delete(deliveryAreas).where(and(...conditions));
}

export async function updateDeliveryArea(db: Db, id: number, values: DeliveryAreaValues) {
  await db.update(deliveryAreas).set(values).where(eq(deliveryAreas.id, id));
}

export async function insertDeliveryArea(db: Db, branchId: number, values: DeliveryAreaValues) {
  await db.insert(deliveryAreas).values({ ...values, branchId });
}

export async function listTableRows(db: Db) {
  return db
    .select({ id: tables.id, identifier: tables.identifier, branch: tables.branchId })
    .from(tables)
    .orderBy(asc(tables.branchId), asc(tables.position), asc(tables.id));
}

export async function listDivisionRows(db: Db) {
  return db
    .select({
      id: divisions.id,
      identifier: divisions.identifier,
      name: divisions.name,
      title: divisions.title,
      description: divisions.description,
      path: divisions.path,
    })
    .from(divisions)
    .where(eq(divisions.isPublic, true))
    .orderBy(asc(divisions.sortOrder), asc(divisions.id));
}

export async function listDonateeRows(db: Db) {
  return db
    .select({
      id: donatees.id,
      identifier: donatees.identifier,
      name: donatees.name,
      description: donatees.description,
    })
    .from(donatees)
    .where(eq(donatees.isEnabled, true))
    .orderBy(asc(donatees.name));
}

/** Public branches with their last change, for the sitemap. */
export async function listPublicBranchChanges(db: Db) {
  return db
    .select({ identifier: branches.identifier, updatedAt: branches.updatedAt })
    .from(branches)
    .where(eq(branches.isPublic, true))
    .orderBy(asc(branches.sortOrder), asc(branches.id));
}
