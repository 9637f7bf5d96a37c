import { contentMessages } from '../../../domain/content/messages.js';
import { isRequiredNavigation, navigationTargets } from '../../../domain/content/navigation-tree.js';
import type { NavigationEntity, NavigationInput } from '../../../domain/schemas/entities/navigation.js';
import type { Db } from '../../db/client.js';
import { HttpError } from '../../http/http-error.js';
import { listBranches } from '../../organisation/index.js';
import type { EntityService } from '../../organisation/index.js';
import { existingSiteIds } from '../sites/site-lookup.js';
import {
  deleteNavigation,
  findNavigationRow,
  insertNavigation,
  listNavigationRows,
  updateNavigation,
} from './queries.js';

/** Every site and branch an entry points at exists; the first that does not is named by its field. */
async function assertTargetsExist(db: Db, input: NavigationInput) {
  const targets = navigationTargets(input.items);
  if (targets.length === 0) return;
  const sites = targets.some((target) => target.type === 'site')
    ? await existingSiteIds(db)
    : new Set<number>();
  const branches = targets.some((target) => target.type === 'branch')
    ? new Set((await listBranches(db)).map((branch) => branch.id))
    : new Set<number>();
  const missing = targets.find((target) => !(target.type === 'site' ? sites : branches).has(target.id));
  if (missing) {
    const message = missing.type === 'site' ? contentMessages.unknownSite : contentMessages.unknownBranch;
    throw new HttpError(422, message, missing.field);
  }
}

// The storefront shows the header and footer navigations by identifier: they keep it and stay.
async function requiredIdentifier(db: Db, id: number) {
  const current = await findNavigationRow(db, id);
  return current !== undefined && isRequiredNavigation(current.identifier) ? current.identifier : undefined;
}

export const navigationService: EntityService<NavigationInput, NavigationEntity, Record<string, never>> = {
  list: (db) => listNavigationRows(db),
  get: (db, id) => findNavigationRow(db, id),
  create: async (tx, input) => {
    await assertTargetsExist(tx, input);
    return insertNavigation(tx, input);
  },
  update: async (tx, id, input) => {
    const required = await requiredIdentifier(tx, id);
    if (required !== undefined && required !== input.identifier)
      throw new HttpError(422, contentMessages.navigationRequired, 'identifier');
    await assertTargetsExist(tx, input);
    await updateNavigation(tx, id, input);
  },
  remove: async (tx, id) => {
    if ((await requiredIdentifier(tx, id)) !== undefined)
      throw new HttpError(409, contentMessages.navigationRequired);
    await deleteNavigation(tx, id);
  },
};

/** The identifiers of the navigations with an entry pointing at the site. */
export async function navigationsUsingSite(db: Db, siteId: number): Promise<string[]> {
  const rows = await listNavigationRows(db);
  return rows
    .filter((row) =>
      navigationTargets(row.items).some((target) => target.type === 'site' && target.id === siteId),
    )
    .map((row) => row.identifier);
}
