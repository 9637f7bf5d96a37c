import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, idSchema } from '../../../domain/schemas/common.js';
import { failedPrintJobSchema, printJobSummarySchema } from '../../../domain/schemas/device-protocol.js';
import {
  counterAppointmentBodySchema,
  currentOrdersSchema,
  laterOrdersPageSchema,
  rejectBodySchema,
  staffOrderSchema,
} from '../../../domain/schemas/staff-order.js';
import type { AppContext } from '../../context.js';
import { HttpError } from '../../http/http-error.js';
import { sendPrivateJson } from '../../http/prepared-json.js';
import {
  BOARD_KEYS_CHANNEL,
  isBoardKeyChange,
  isValidApiKey,
  type BoardKind,
} from '../../organisation/index.js';
import { listFailedPrintJobs, retryPrintJob } from '../../devices/index.js';
import { orderFeedOf } from '../desk/order-feed.js';
import { streamOrderEvents } from '../orders/order-stream.js';
import { orderPage } from '../desk/order-page.js';
import { manyOrders } from '../desk/staff-route-schemas.js';
import { orderDeskDeps } from '../desk/staff-deps.js';
import { staffOrderMessages } from '../desk/staff-messages.js';
import {
  acknowledgeOrder,
  actOnOrder,
  laterStaffOrders,
  sharedCurrentOrders,
} from '../desk/staff-service.js';
import type { StaffActor } from '../../organisation/index.js';
import { statusActionNames, statusActionOf } from '../desk/status-actions.js';

const boardParams = z.object({ branchId: idSchema, apiKey: z.string().min(1).max(200) });
const orderParams = boardParams.extend({ id: idSchema });
const one = z.object({ data: staffOrderSchema });
const refusals = {
  400: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  422: apiErrorSchema,
};

/**
 * The branch's front-desk and back-office boards: no login, the branch id and its API key in the path
 * (backoffice spec, section 2). A board acts for its branch only; the log records no user.
 */
export const boardOrderRoutes: FastifyPluginAsync<{ ctx: AppContext; kind: BoardKind }> = async (
  plugin,
  { ctx, kind },
) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const base = `/orders/${kind}/:branchId/:apiKey`;
  const currentOrders = sharedCurrentOrders();
  const tags = ['boards'];

  const boardActor = async ({ branchId, apiKey }: { branchId: number; apiKey: string }) => {
    if (!(await ctx.boardKeys.isValid(branchId, kind, apiKey))) {
      throw new HttpError(403, staffOrderMessages.invalidBoardKey);
    }
    return { userId: null, branchIds: [branchId] } satisfies StaffActor;
  };

  app.get(
    base,
    {
      config: { access: 'public' },
      schema: {
        summary: `Today's open orders of the branch for its ${kind} board`,
        tags,
        params: boardParams,
        response: { 200: currentOrdersSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const actor = await boardActor(request.params);
      return sendPrivateJson(reply, await currentOrders(orderDeskDeps(ctx, request), actor));
    },
  );

  app.get(
    `${base}/later`,
    {
      config: { access: 'public' },
      schema: {
        summary: 'Pre-orders of later days of the branch, a page at a time; the total is in x-total-count',
        tags,
        params: boardParams,
        querystring: laterOrdersPageSchema,
        response: { 200: manyOrders, ...refusals },
      },
    },
    async (request, reply) => {
      const actor = await boardActor(request.params);
      return orderPage(reply, await laterStaffOrders(orderDeskDeps(ctx, request), actor, request.query));
    },
  );

  app.get(
    `${base}/events`,
    {
      config: { access: 'public' },
      schema: {
        summary:
          'Server-Sent Events of the branch: `order` {orderId, branchId, type, version, order} whenever one ' +
          'changes, `resync` when events may have been missed',
        tags,
        params: boardParams,
      },
    },
    async (request, reply) => {
      const actor = await boardActor(request.params);
      const { branchId, apiKey } = request.params;
      return streamOrderEvents(ctx.events, orderFeedOf(ctx, request.log), request, reply, actor.branchIds, {
        channel: BOARD_KEYS_CHANNEL,
        concerns: (change) =>
          isBoardKeyChange(change) && change.branchId === branchId && change.kind === kind,
        // From the database itself: this runs when a key changed, maybe before the check above heard it.
        stillAllowed: () => isValidApiKey(ctx.database.db, branchId, kind, apiKey),
      });
    },
  );

  app.get(
    `${base}/print-jobs/failed`,
    {
      config: { access: 'public' },
      schema: {
        summary: "Receipts that failed for good on the branch's printers",
        tags,
        params: boardParams,
        response: { 200: z.object({ data: z.array(failedPrintJobSchema) }), ...refusals },
      },
    },
    async (request) => ({
      data: await listFailedPrintJobs(ctx.database.db, (await boardActor(request.params)).branchIds),
    }),
  );

  app.post(
    `${base}/print-jobs/:id/retry`,
    {
      config: { access: 'public' },
      schema: {
        summary: 'Print a failed receipt again from the board',
        tags,
        params: orderParams,
        response: { 200: z.object({ data: printJobSummarySchema }), ...refusals },
      },
    },
    async (request) => {
      const actor = await boardActor(request.params);
      return { data: await retryPrintJob(ctx.database.db, request.params.id, { ...actor, now: ctx.now() }) };
    },
  );

  app.post(
    `${base}/orders/:id/status/:action`,
    {
      config: { access: 'public' },
      schema: {
        summary: 'A status action from the board',
        tags,
        params: orderParams.extend({ action: z.enum(statusActionNames, { error: 'Unbekannte Aktion.' }) }),
        body: rejectBodySchema.nullish(),
        response: { 200: one, ...refusals },
      },
    },
    async (request) => ({
      data: await actOnOrder(
        orderDeskDeps(ctx, request),
        await boardActor(request.params),
        request.params.id,
        statusActionOf(request.params.action, request.body?.message ?? null),
      ),
    }),
  );

  app.post(
    `${base}/orders/:id/counter-appointment`,
    {
      config: { access: 'public' },
      schema: {
        summary: 'Propose another time from the board',
        tags,
        params: orderParams,
        body: counterAppointmentBodySchema,
        response: { 200: one, ...refusals },
      },
    },
    async (request) => ({
      data: await actOnOrder(
        orderDeskDeps(ctx, request),
        await boardActor(request.params),
        request.params.id,
        {
          type: 'propose-counter-appointment',
          at: new Date(request.body.counterAppointment).toISOString(),
        },
      ),
    }),
  );

  app.post(
    `${base}/orders/:id/acknowledge`,
    {
      config: { access: 'public' },
      schema: {
        summary: 'Stop the new-order alert on the board',
        tags,
        params: orderParams,
        response: { 200: one, ...refusals },
      },
    },
    async (request) => ({
      data: await acknowledgeOrder(
        orderDeskDeps(ctx, request),
        await boardActor(request.params),
        request.params.id,
      ),
    }),
  );
};
