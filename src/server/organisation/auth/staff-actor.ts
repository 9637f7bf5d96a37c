import type { FastifyRequest } from 'fastify';

/** Who acts on branch-bound data: the user, and the branches they may touch (undefined: every branch). */
export type StaffActor = { userId: number | null; branchIds: readonly number[] | undefined };

/** The signed-in user as an actor: an administrator sees every branch, an employee only its own. */
export function staffActorOf(request: FastifyRequest): StaffActor {
  const user = request.auth?.user;
  if (!user) throw new Error('access control let an anonymous request through');
  return {
    userId: user.id,
    branchIds: user.roles.includes('ROLE_ADMIN') ? undefined : user.branches.map((branch) => branch.id),
  };
}
