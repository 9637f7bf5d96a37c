import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, idParamsSchema } from '../../../domain/schemas/common.js';
import {
  counterAppointmentBodySchema,
  currentOrdersSchema,
  laterOrdersPageSchema,
  orderFilterSchema,
  rejectBodySchema,
  staffOrderUpdateSchema,
} from '../../../domain/schemas/staff-order.js';
import type { AppContext } from '../../context.js';
import { HttpError } from '../../http/http-error.js';
import { sendPrivateJson } from '../../http/prepared-json.js';
import { orderDeskDeps } from './staff-deps.js';
import { staffActorOf } from '../../organisation/index.js';
import { statusActionOf, statusActionParams } from './status-actions.js';
import {
  acknowledgeOrder,
  actOnOrder,
  sharedCurrentOrders,
  deleteStaffOrder,
  getStaffOrder,
  laterStaffOrders,
  listStaffOrders,
  missedStaffOrders,
  recheckOrderPayment,
  resendNewOrder,
  updateStaffOrder,
} from './staff-service.js';
import { messageSummarySchema } from '../../../domain/schemas/message.js';
import { orderFeedOf } from './order-feed.js';
import { streamOrderEvents } from '../orders/order-stream.js';
import { orderPage } from './order-page.js';
import {
  manyOrders as many,
  oneOrder as one,
  orderTags as tags,
  staff,
  staffRefusals as refusals,
} from './staff-route-schemas.js';

/** The order calls of the back office (backoffice spec, section 7), for administrators and branch employees. */
export const staffOrderRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (plugin, { ctx }) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const currentOrders = sharedCurrentOrders();
  const asStaff = (request: FastifyRequest) => [orderDeskDeps(ctx, request), staffActorOf(request)] as const;

  app.get(
    '/orders',
    {
      config: { access: staff },
      schema: {
        summary: 'Order history with filters, newest first; the total is in the x-total-count header',
        tags,
        querystring: orderFilterSchema,
        response: { 200: many, ...refusals },
      },
    },
    async (request, reply) => orderPage(reply, await listStaffOrders(...asStaff(request), request.query)),
  );

  app.get(
    '/orders/current',
    {
      config: { access: staff },
      schema: {
        summary:
          "Today's open orders, and pre-orders still waiting for an answer that nobody saw yet or that are " +
          'overdue; meta.versions: the branch versions the list holds',
        tags,
        response: { 200: currentOrdersSchema, ...refusals },
      },
    },
    async (request, reply) => sendPrivateJson(reply, await currentOrders(...asStaff(request))),
  );

  app.get(
    '/orders/later',
    {
      config: { access: staff },
      schema: {
        summary: 'Pre-orders of later days, soonest first, a page at a time; the total is in x-total-count',
        tags,
        querystring: laterOrdersPageSchema,
        response: { 200: many, ...refusals },
      },
    },
    async (request, reply) => orderPage(reply, await laterStaffOrders(...asStaff(request), request.query)),
  );

  app.get(
    '/orders/missed',
    {
      config: { access: staff },
      schema: {
        summary: 'Orders nobody answered in time, or confirmed and overdue (ADR 008)',
        tags,
        response: { 200: many, ...refusals },
      },
    },
    async (request) => ({
      data: await missedStaffOrders(...asStaff(request)),
    }),
  );

  app.get(
    '/orders/events',
    {
      config: { access: staff },
      schema: {
        summary:
          'Server-Sent Events: `order` {orderId, branchId, type, version, order} whenever an order changes',
        tags,
      },
    },
    async (request, reply) =>
      streamOrderEvents(
        ctx.events,
        orderFeedOf(ctx, request.log),
        request,
        reply,
        staffActorOf(request).branchIds,
      ),
  );

  app.get(
    '/orders/:id',
    {
      config: { access: staff },
      schema: { summary: 'One order', tags, params: idParamsSchema, response: { 200: one, ...refusals } },
    },
    async (request) => ({
      data: await getStaffOrder(...asStaff(request), request.params.id),
    }),
  );

  app.put(
    '/orders/:id',
    {
      config: { access: staff },
      schema: {
        summary: 'Correct contact, appointment, table or comment (the body carries the id)',
        tags,
        params: idParamsSchema,
        body: staffOrderUpdateSchema,
        response: { 200: one, ...refusals },
      },
    },
    async (request) => {
      if (request.body.id !== request.params.id)
        throw new HttpError(400, 'Die ID im Pfad und im Inhalt stimmen nicht überein.', 'id');
      return {
        data: await updateStaffOrder(...asStaff(request), request.params.id, request.body),
      };
    },
  );

  app.delete(
    '/orders/:id',
    {
      config: { access: ['ROLE_ADMIN'] },
      schema: {
        summary: 'Delete an order',
        tags,
        params: idParamsSchema,
        response: { 204: z.null(), ...refusals },
      },
    },
    async (request, reply) => {
      await deleteStaffOrder(...asStaff(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/orders/:id/status/:action',
    {
      config: { access: staff },
      schema: {
        summary:
          'cancel, confirm, reject (with an optional message), in-delivery or completed; answers the reloaded order',
        tags,
        params: statusActionParams,
        body: rejectBodySchema.nullish(),
        response: { 200: one, ...refusals },
      },
    },
    async (request) => ({
      data: await actOnOrder(
        ...asStaff(request),
        request.params.id,
        statusActionOf(request.params.action, request.body?.message ?? null),
      ),
    }),
  );

  app.post(
    '/orders/:id/counter-appointment',
    {
      config: { access: staff },
      schema: {
        summary: 'Propose another time to the guest',
        tags,
        params: idParamsSchema,
        body: counterAppointmentBodySchema,
        response: { 200: one, ...refusals },
      },
    },
    async (request) => ({
      data: await actOnOrder(...asStaff(request), request.params.id, {
        type: 'propose-counter-appointment',
        at: new Date(request.body.counterAppointment).toISOString(),
      }),
    }),
  );

  app.post(
    '/orders/:id/acknowledge',
    {
      config: { access: staff },
      schema: {
        summary: 'Stop the new-order alert',
        tags,
        params: idParamsSchema,
        response: { 200: one, ...refusals },
      },
    },
    async (request) => ({
      data: await acknowledgeOrder(...asStaff(request), request.params.id),
    }),
  );

  app.post(
    '/orders/:id/update-payment-status',
    {
      config: { access: staff },
      schema: {
        summary: 'Ask the payment provider for the current state',
        tags,
        params: idParamsSchema,
        response: { 200: one, ...refusals, 502: apiErrorSchema },
      },
    },
    async (request) => ({
      data: await recheckOrderPayment(...asStaff(request), request.params.id),
    }),
  );

  for (const channel of ['email', 'sms'] as const) {
    app.post(
      `/orders/:id/resend-new-order-${channel}`,
      {
        config: { access: staff },
        schema: {
          summary: `Send the branch's new-order ${channel === 'email' ? 'e-mail' : 'SMS'} again`,
          tags,
          params: idParamsSchema,
          response: { 200: one, ...refusals },
        },
      },
      async (request) => ({
        data: await resendNewOrder(
          { ...orderDeskDeps(ctx, request), notifications: ctx.notifications },
          staffActorOf(request),
          request.params.id,
          channel,
        ),
      }),
    );
  }

  app.get(
    '/orders/:id/messages',
    {
      config: { access: staff },
      schema: {
        summary: 'Every e-mail and SMS of the order with what its provider answered',
        tags,
        params: idParamsSchema,
        response: { 200: z.object({ data: z.array(messageSummarySchema) }), ...refusals },
      },
    },
    async (request) => {
      await getStaffOrder(...asStaff(request), request.params.id);
      return { data: await ctx.notifications.listForOrder(request.params.id) };
    },
  );
};
