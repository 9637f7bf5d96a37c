import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { decimal, wholeNumber } from '../../../domain/validation/fields.js';
import { cartItemSchema } from '../../../domain/cart/cart-item.js';
import { idParamsSchema, idSchema } from '../../../domain/schemas/common.js';
import type { AppContext } from '../../context.js';
import { reviseOrderItems } from './item-service.js';
import { staffOrderMessages } from './staff-messages.js';
import { orderDeskDeps } from './staff-deps.js';
import { staffActorOf } from '../../organisation/index.js';
import {
  oneOrder as one,
  orderTags as tags,
  staff,
  staffRefusals as refusals,
} from './staff-route-schemas.js';

// Positions count from 0, as the order's items are listed; a position past the items is a 404.
const index = decimal(
  wholeNumber().min(0, { error: staffOrderMessages.itemIndex }),
  staffOrderMessages.itemIndex,
);
const itemParams = z.object({ id: idSchema, index });

/**
 * The items of an open order paid in the shop (backoffice spec, section 7: PUT /orders/{id}/items/{index}),
 * and, for orders taken on the phone, one more item or one less. Each answers the reloaded order.
 */
export const orderItemRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (plugin, { ctx }) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();

  app.put(
    '/orders/:id/items/:index',
    {
      config: { access: staff },
      schema: {
        summary: 'Replace the item at a position (from 0); priced from the catalogue, totals recomputed',
        tags,
        params: itemParams,
        body: cartItemSchema,
        response: { 200: one, ...refusals },
      },
    },
    async (request) => ({
      data: await reviseOrderItems(orderDeskDeps(ctx, request), staffActorOf(request), request.params.id, {
        type: 'replace',
        index: request.params.index,
        item: request.body,
      }),
    }),
  );

  app.post(
    '/orders/:id/items',
    {
      config: { access: staff },
      schema: {
        summary: 'Add an item; priced from the catalogue, totals recomputed',
        tags,
        params: idParamsSchema,
        body: cartItemSchema,
        response: { 200: one, ...refusals },
      },
    },
    async (request) => ({
      data: await reviseOrderItems(orderDeskDeps(ctx, request), staffActorOf(request), request.params.id, {
        type: 'add',
        item: request.body,
      }),
    }),
  );

  app.delete(
    '/orders/:id/items/:index',
    {
      config: { access: staff },
      schema: {
        summary: 'Remove the item at a position (not the last one); totals recomputed',
        tags,
        params: itemParams,
        response: { 200: one, ...refusals },
      },
    },
    async (request) => ({
      data: await reviseOrderItems(orderDeskDeps(ctx, request), staffActorOf(request), request.params.id, {
        type: 'remove',
        index: request.params.index,
      }),
    }),
  );
};
