import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../../domain/schemas/common.js';
import { publicOrderSchema } from '../../../domain/schemas/order.js';
import { phoneOrderCreateSchema } from '../../../domain/schemas/staff-order.js';
import type { AppContext } from '../../context.js';
import { placePhoneOrder } from './phone-order.js';
import { placeOrderDeps } from './order-deps.js';
import { staffActorOf } from '../../organisation/index.js';

/** Staff take an order for a guest on the phone or at the counter (issue 6, point 4). */
export const phoneOrderRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (plugin, { ctx }) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/orders/phone',
    {
      config: { access: ['ROLE_ADMIN', 'ROLE_EMPLOYEE'] },
      schema: {
        summary:
          "Enter an order for a guest: the storefront's prices and rules, the contact optional, paid in the shop; a repeated Idempotency-Key gets the first answer",
        tags: ['orders'],
        headers: z.looseObject({ 'idempotency-key': z.string().optional() }),
        body: phoneOrderCreateSchema,
        response: {
          201: z.object({ data: publicOrderSchema }),
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          409: apiErrorSchema,
          422: apiErrorSchema,
          // The storefront call's answers; online payment, the only source of a 502, is refused here.
          502: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const answer = await placePhoneOrder(
        placeOrderDeps(ctx, request),
        staffActorOf(request),
        request.body,
        request.headers['idempotency-key'],
      );
      return reply.status(answer.status).send(answer.body);
    },
  );
};
