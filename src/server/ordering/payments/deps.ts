import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import type { PaymentDeps } from './service.js';

/** What the order and payment services need of the app, with the request's logger. */
export function paymentDeps(ctx: AppContext, request: FastifyRequest): PaymentDeps {
  return {
    db: ctx.database.db,
    providers: ctx.payments,
    notifications: ctx.notifications,
    now: ctx.now,
    publicBaseUrl: ctx.publicBaseUrl,
    log: request.log,
  };
}
