import { authMessages } from '../../../domain/auth/messages.js';
import { timeTrackingMessages } from '../../../domain/time-tracking/messages.js';
import { HttpError } from '../../http/http-error.js';
import { maySeeBranch, visibleBranchIds } from '../../organisation/index.js';
import type { Actor } from '../../organisation/index.js';

/**
 * Time tracking is shared with employees for the branches they belong to (ADR 006): another branch's
 * record is a 403, not a 404, so nobody mistakes it for a record that does not exist.
 */
export function assertMayRead(actor: Actor, branchId: number | null) {
  if (!maySeeBranch(actor, branchId)) throw new HttpError(403, authMessages.forbidden);
}

/** A record an employee writes belongs to one of its branches. */
export function assertMayWrite(actor: Actor, branchId: number | null) {
  if (maySeeBranch(actor, branchId)) return;
  throw new HttpError(
    403,
    branchId === null ? timeTrackingMessages.branchRequired : authMessages.forbidden,
    'branch',
  );
}

/** The branches a list may show: the one asked for (if the actor may see it), else all the actor may see. */
export function listedBranchIds(actor: Actor, branch: number | undefined): readonly number[] | undefined {
  if (branch === undefined) return visibleBranchIds(actor);
  assertMayRead(actor, branch);
  return [branch];
}
