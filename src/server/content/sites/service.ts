import { contentMessages } from '../../../domain/content/messages.js';
import { refersToImage } from '../../../domain/content/image-references.js';
import { siteBodyProblem } from '../../../domain/content/site-body.js';
import { siteEntitySchema, type SiteEntity, type SiteInput } from '../../../domain/schemas/entities/site.js';
import type { Db } from '../../db/client.js';
import { otherPagePathOwner, pathTakenMessage } from '../../db/page-paths.js';
import { HttpError } from '../../http/http-error.js';
import { prepareContent } from '../sections/content-writes.js';
import type { EntityService } from '../../organisation/index.js';
import { navigationsUsingSite } from '../navigations/service.js';
import { deleteSite, findSiteRow, insertSite, listSiteRows, updateSite } from './queries.js';

type SiteRow = Awaited<ReturnType<typeof listSiteRows>>[number];

// Read through the schema, so fields added to a section type later get their defaults in older pages.
const present = (row: SiteRow): SiteEntity => ({
  ...row,
  content: siteEntitySchema.shape.content.parse(row.content),
});

async function values(db: Db, input: SiteInput, id?: number) {
  const problem = siteBodyProblem(input.type, input.content.body);
  if (problem) throw new HttpError(422, problem.message, problem.field);
  // Sites and divisions' start pages share the addresses (ADR 041).
  const owner = await otherPagePathOwner(db, input.path, id === undefined ? undefined : { kind: 'site', id });
  if (owner !== undefined) throw new HttpError(409, pathTakenMessage(owner), 'path');
  return { ...input, content: await prepareContent(db, input.content, siteEntitySchema.shape.content) };
}

/** Storefront pages; the path is unique among sites and divisions (409), rich text is sanitised and images are checked on write. */
export const siteService: EntityService<SiteInput, SiteEntity, Record<string, never>> = {
  list: async (db) => (await listSiteRows(db)).map(present),
  get: async (db, id) => {
    const row = await findSiteRow(db, id);
    return row && present(row);
  },
  create: async (tx, input) => insertSite(tx, await values(tx, input)),
  update: async (tx, id, input) => updateSite(tx, id, await values(tx, input, id)),
  remove: async (tx, id) => {
    const [navigation] = await navigationsUsingSite(tx, id);
    if (navigation !== undefined) throw new HttpError(409, contentMessages.siteInNavigation(navigation));
    await deleteSite(tx, id);
  },
};

/** The paths of the pages that show the image. */
export async function sitesUsingImage(db: Db, imageId: number): Promise<string[]> {
  const rows = await listSiteRows(db);
  return rows.filter((row) => refersToImage(row.content, imageId)).map((row) => row.path);
}
