import type { Actor } from './entity-service.js';

/**
 * The branches whose data the actor may see: every branch for an administrator (undefined: no limit),
 * otherwise the branches the user belongs to (ADR 006: an employee sees only its branches' data).
 */
export function visibleBranchIds(actor: Actor): readonly number[] | undefined {
  if (actor.user.roles.includes('ROLE_ADMIN')) return undefined;
  return actor.user.branches.map((branch) => branch.id);
}

export function maySeeBranch(actor: Actor, branchId: number | null): boolean {
  const visible = visibleBranchIds(actor);
  return visible === undefined || (branchId !== null && visible.includes(branchId));
}
