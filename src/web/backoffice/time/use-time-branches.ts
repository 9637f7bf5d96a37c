import type { Branch } from '../../../domain/schemas/branch.js';
import { useInitQuery } from '../../api/init.js';
import { useCurrentUser } from '../auth/api/current-user.js';

/** The branches the user plans for: all of them for an administrator, else the user's own (ADR 006). */
export function useTimeBranches(): Branch[] {
  const user = useCurrentUser().data;
  const branches = useInitQuery().data?.['/api/branches'] ?? [];
  if (user === undefined) return [];
  if (user.roles.includes('ROLE_ADMIN')) return branches;
  const mine = new Set(user.branches.map((branch) => branch.id));
  return branches.filter((branch) => mine.has(branch.id));
}
