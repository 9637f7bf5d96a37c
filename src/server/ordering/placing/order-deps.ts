import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { paymentDeps } from '../payments/deps.js';
import type { PlaceOrderDeps } from './place-order.js';

/** Placing an order needs the payment services and this instance's published catalogue. */
export function placeOrderDeps(ctx: AppContext, request: FastifyRequest): PlaceOrderDeps {
  return {
    ...paymentDeps(ctx, request),
    notifications: ctx.notifications,
    catalogue: async () => (await ctx.publicData.get()).catalogue,
  };
}
