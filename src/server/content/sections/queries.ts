import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { blocks, navigations, sites } from '../../db/schema/index.js';

export async function listPublicSiteRows(db: Db) {
  return db
    .select({
      id: sites.id,
      path: sites.path,
      type: sites.type,
      title: sites.title,
      name: sites.name,
      description: sites.description,
      isPublic: sites.isPublic,
      content: sites.content,
    })
    .from(sites)
    .where(eq(sites.isPublic, true))
    .orderBy(asc(sites.path));
}

export async function listPublicBlockRows(db: Db) {
  return db
    .select({
      id: blocks.id,
      identifier: blocks.identifier,
      isPublic: blocks.isPublic,
      content: blocks.content,
    })
    .from(blocks)
    .where(eq(blocks.isPublic, true))
    .orderBy(asc(blocks.identifier));
}

export async function listNavigationRows(db: Db) {
  return db
    .select({ id: navigations.id, identifier: navigations.identifier, items: navigations.items })
    .from(navigations)
    .orderBy(asc(navigations.identifier));
}

/** Public sites with their last change, for the sitemap. */
export async function listPublicSiteChanges(db: Db) {
  return db
    .select({ path: sites.path, updatedAt: sites.updatedAt })
    .from(sites)
    .where(eq(sites.isPublic, true))
    .orderBy(asc(sites.path));
}
