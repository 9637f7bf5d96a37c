import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../../domain/schemas/common.js';
import type { AppContext } from '../../context.js';
import { HttpError } from '../../http/http-error.js';
import { pushMessages, subscriptionSchema } from '../../messaging/index.js';
import { findLinkedOrder } from '../orders/service.js';

const linkParams = z.object({ uid: z.string().min(1).max(64), hash: z.string().min(1).max(64) });
const subscribedAnswer = z.object({ data: z.object({ subscribed: z.boolean() }) });
const refusals = { 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

/** The status page's 'Benachrichtigen, wenn sich der Status ändert': the key to subscribe with, and the subscription. */
export const pushRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (plugin, { ctx }) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const push = ctx.notifications.push;
  const db = ctx.database.db;

  app.get(
    '/web-push/key',
    {
      config: { access: 'public' },
      schema: {
        summary: "The shop's VAPID public key (applicationServerKey); null while push is not configured",
        tags: ['storefront'],
        response: { 200: z.object({ data: z.object({ publicKey: z.string().nullable() }) }) },
      },
    },
    async () => ({ data: { publicKey: push.publicKey } }),
  );

  app.post(
    '/orders/public/:uid/:hash/push-subscription',
    {
      config: { access: 'public' },
      schema: {
        summary: "Notify this browser of the order's status changes (the PushSubscription's JSON)",
        tags: ['storefront'],
        params: linkParams,
        body: subscriptionSchema(push.allowHttpEndpoints),
        response: { 200: subscribedAnswer, ...refusals },
      },
    },
    async (request) => {
      if (push.publicKey === null) throw new HttpError(409, pushMessages.unavailable);
      const { order } = await findLinkedOrder(db, request.params.uid, request.params.hash);
      await push.subscribe(order.id, request.body);
      return { data: { subscribed: true } };
    },
  );
};
