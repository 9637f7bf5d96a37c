import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../../domain/schemas/common.js';
import { orderCreateSchema, publicOrderSchema, questionnaireSchema } from '../../../domain/schemas/order.js';
import type { AppContext } from '../../context.js';
import { PUBLIC_DATA_CHANNEL } from '../../db/public-data-version.js';
import { sendPrivateJson } from '../../http/prepared-json.js';
import { paymentDeps } from '../payments/deps.js';
import { placeOrderDeps } from './order-deps.js';
import { createOrderLimiter } from './order-limits.js';
import { placeOrder } from './place-order.js';
import { isOrderEvent, ORDERS_CHANNEL } from '../orders/order-events.js';
import { createPublicOrderCache } from '../status/public-order-cache.js';
import { readPublicOrderJson } from '../status/read-public-order.js';
import { answerCounterAppointment, findLinkedOrder, publicOrder, rateOrder } from '../orders/service.js';
import { createStatusStreams } from '../status/status-streams.js';

const linkParams = z.object({ uid: z.string().min(1).max(64), hash: z.string().min(1).max(64) });
const orderAnswer = z.object({ data: publicOrderSchema });
const refusals = { 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 422: apiErrorSchema };

export const orderRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (plugin, { ctx }) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const db = ctx.database.db;
  const statusAnswers = createPublicOrderCache({ ...ctx.publicOrderCache, maxEntries: 20_000 });
  const stopListening = await ctx.events.subscribe(ORDERS_CHANNEL, (event) => {
    if (event === null) statusAnswers.clear();
    else if (isOrderEvent(event)) statusAnswers.drop(event.orderId);
  });
  plugin.addHook('onClose', async () => stopListening());
  // The answers carry the branch's contact; a reconnect is handled above (clear).
  const stopHearingPublicData = await ctx.events.subscribe(PUBLIC_DATA_CHANNEL, (version) => {
    if (version !== null) statusAnswers.refreshSoon();
  });
  plugin.addHook('onClose', async () => stopHearingPublicData());
  // Subscribed after the cache, so by the time a stream reads a changed order its old answer is gone.
  const statusStreams = await createStatusStreams({
    events: ctx.events,
    limit: ctx.statusStreamLimit,
    read: (order) => readPublicOrderJson(paymentDeps(ctx, plugin), statusAnswers, order.uid, order.hash),
  });
  plugin.addHook('onClose', async () => statusStreams.stop());

  const limitOrders = createOrderLimiter(ctx.limits, ctx.orderLimits);

  app.post(
    '/orders',
    {
      config: { access: 'public' },
      schema: {
        summary:
          'Place an order; prices come from the catalogue, a repeated Idempotency-Key gets the first answer',
        tags: ['storefront'],
        headers: z.looseObject({ 'idempotency-key': z.string().optional() }),
        body: orderCreateSchema,
        response: { 201: orderAnswer, ...refusals, 429: apiErrorSchema, 502: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const answer = await placeOrder(
        placeOrderDeps(ctx, request),
        request.body,
        request.headers['idempotency-key'],
        { by: 'guest', limit: () => limitOrders(request.ip, request.body, ctx.now()) },
      );
      // Sent as text: the answer is built field by field by presentOrder (or is a stored copy of such an
      // answer), so the response schema's check would only cost the hottest write call time (ADR 011).
      return sendPrivateJson(reply.status(answer.status), JSON.stringify(answer.body));
    },
  );

  app.get(
    '/orders/public/:uid/:hash',
    {
      config: { access: 'public' },
      schema: {
        summary: 'The order behind a status link (polled every 10 s)',
        tags: ['storefront'],
        params: linkParams,
        response: { 200: orderAnswer, ...refusals },
      },
    },
    async (request, reply) => {
      const { uid, hash } = request.params;
      const body = await readPublicOrderJson(paymentDeps(ctx, request), statusAnswers, uid, hash);
      return sendPrivateJson(reply, body);
    },
  );

  app.get(
    '/orders/public/:uid/:hash/events',
    {
      config: { access: 'public' },
      schema: {
        summary:
          'Server-Sent Events: `order` with the same answer as the status poll, at once and after every ' +
          'change of the order; 503 when this instance follows its limit of orders (keep polling)',
        tags: ['storefront'],
        params: linkParams,
        response: { ...refusals, 503: apiErrorSchema },
      },
    },
    async (request, reply) => {
      // Refused before the lookup: a full instance spends nothing on guests it sends back to polling.
      statusStreams.assertRoom();
      const { order } = await findLinkedOrder(db, request.params.uid, request.params.hash);
      statusStreams.open(request, reply, order);
    },
  );

  for (const [path, accept] of [
    ['confirm-counter-appointment', true],
    ['reject-counter-appointment', false],
  ] as const) {
    app.post(
      `/orders/public/:uid/:hash/${path}`,
      {
        config: { access: 'public' },
        schema: {
          summary: accept
            ? "Accept the shop's proposed time"
            : "Decline the shop's proposed time, which cancels the order",
          tags: ['storefront'],
          params: linkParams,
          response: { 200: orderAnswer, ...refusals },
        },
      },
      async (request) => {
        const { order } = await findLinkedOrder(db, request.params.uid, request.params.hash);
        await answerCounterAppointment(db, order.id, accept, ctx.now());
        return { data: await publicOrder(db, order.id) };
      },
    );
  }

  app.post(
    '/orders/public/:uid/:hash/questionnaire',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Rate the order once: four ratings from 1 to 5 and a comment',
        tags: ['storefront'],
        params: linkParams,
        body: questionnaireSchema,
        response: { 200: orderAnswer, ...refusals },
      },
    },
    async (request) => {
      const { order } = await findLinkedOrder(db, request.params.uid, request.params.hash);
      await rateOrder(db, order.id, request.body, ctx.now());
      return { data: await publicOrder(db, order.id) };
    },
  );
};
