import type { Person } from '../../../domain/schemas/week-plan.js';
import type { Db } from '../../db/client.js';
import { visibleBranchIds } from '../../organisation/index.js';
import type { Actor } from '../../organisation/index.js';
import { listPeople } from './queries.js';

/** The people whose time the actor may see: everybody for an administrator, else those of its branches. */
export function visiblePeople(db: Db, actor: Actor, alsoIds: readonly number[] = []): Promise<Person[]> {
  return listPeople(db, visibleBranchIds(actor), alsoIds);
}

/** The people of one branch, and those of `alsoIds` (planned there without belonging to it). */
export function branchPeople(db: Db, branchId: number, alsoIds: readonly number[] = []): Promise<Person[]> {
  return listPeople(db, [branchId], alsoIds);
}

/** Everybody, for telling a person that does not exist from one the actor may not see. */
export function allPeople(db: Db): Promise<Person[]> {
  return listPeople(db, undefined);
}
