import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app.js';
import { paymentDeps } from '../payments/deps.js';
import type { OrderDeskDeps, StaffActor } from './staff-service.js';

export function orderDeskDeps(ctx: AppContext, request: FastifyRequest): OrderDeskDeps {
  return paymentDeps(ctx, request);
}

/** The signed-in user as an actor: an administrator sees every branch, an employee only its own. */
export function staffActorOf(request: FastifyRequest): StaffActor {
  const user = request.auth?.user;
  if (!user) throw new Error('access control let an anonymous request through');
  return {
    userId: user.id,
    branchIds: user.roles.includes('ROLE_ADMIN') ? undefined : user.branches.map((branch) => branch.id),
  };
}
