import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { paymentDeps } from '../payments/deps.js';
import type { OrderDeskDeps } from './staff-service.js';

export function orderDeskDeps(ctx: AppContext, request: FastifyRequest): OrderDeskDeps {
  return paymentDeps(ctx, request);
}
