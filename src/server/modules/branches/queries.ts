import { asc, eq } from 'drizzle-orm';
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
import { imageColumns } from '../images/present.js';

export async function listBranchRows(db: Db) {
  return db.select().from(branches).orderBy(asc(branches.sortOrder), asc(branches.id));
}

export async function listBranchImages(db: Db) {
  return db
    .select({ branchId: branchImages.branchId, image: imageColumns(images) })
    .from(branchImages)
    .innerJoin(images, eq(images.id, branchImages.imageId))
    .orderBy(asc(branchImages.branchId), asc(branchImages.position));
}

export async function listLogoImages(db: Db) {
  return db
    .select({ branchId: branches.id, image: imageColumns(images) })
    .from(branches)
    .innerJoin(images, eq(images.id, branches.logoImageId));
}

export async function listBranchTagLinks(db: Db) {
  return db.select().from(branchTags);
}

export async function listDeliveryAreas(db: Db) {
  return db
    .select()
    .from(deliveryAreas)
    .orderBy(asc(deliveryAreas.branchId), asc(deliveryAreas.position), asc(deliveryAreas.id));
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
