import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../../domain/schemas/common.js';
import type { AppContext } from '../../context.js';
import { HttpError } from '../../http/http-error.js';
import { hostileInputMessages, utf8FormFields, utf8Text } from '../../http/hostile-input.js';
import { paymentDeps } from './deps.js';
import { paymentMessages } from './messages.js';
import { handleWebhook, returnFromProvider } from './service.js';

const providerId = z.string().min(1).max(100);
const acknowledged = z.object({ data: z.null() });
const refusals = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 503: apiErrorSchema };

/**
 * Webhooks and the guest's way back from the payment page. Registered as its own plugin, so the body
 * parsers below (form bodies for Mollie, raw bytes kept for Datatrans' signature) apply only here.
 */
export const paymentRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (plugin, { ctx }) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const rawBodies = new WeakMap<FastifyRequest, string>();

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'buffer' },
    (_request, body, done) => {
      const fields = utf8FormFields(body as Buffer);
      if (fields === undefined) done(new HttpError(400, hostileInputMessages.invalidUtf8), undefined);
      else done(null, fields);
    },
  );
  // Datatrans signs the bytes it sent; JSON parsed and serialised again would not match. The app's own
  // JSON parser is replaced in this plugin only.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const text = utf8Text(body as Buffer);
    if (text === undefined) {
      done(new HttpError(400, hostileInputMessages.invalidUtf8), undefined);
      return;
    }
    rawBodies.set(request, text);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new HttpError(400, 'Die Anfrage enthält kein gültiges JSON.'), undefined);
    }
  });

  app.post(
    '/payments/mollie/webhook',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Mollie calls this with a payment id; the state is fetched from Mollie',
        tags: ['payments'],
        body: z.object({ id: providerId }),
        response: { 200: acknowledged, ...refusals },
      },
    },
    async (request) => {
      await handleWebhook(paymentDeps(ctx, request), 'mollie', request.body.id);
      return { data: null };
    },
  );

  app.post(
    '/payments/datatrans/webhook',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Datatrans calls this, signed; the state is fetched from Datatrans',
        tags: ['payments'],
        body: z.looseObject({ transactionId: providerId }),
        response: { 200: acknowledged, ...refusals },
      },
    },
    async (request) => {
      const header = request.headers['datatrans-signature'];
      const signed = ctx.payments.verifyDatatransWebhook(
        typeof header === 'string' ? header : undefined,
        rawBodies.get(request) ?? '',
        ctx.now(),
      );
      if (!signed) throw new HttpError(401, paymentMessages.badSignature);
      await handleWebhook(paymentDeps(ctx, request), 'datatrans', request.body.transactionId);
      return { data: null };
    },
  );

  app.get(
    '/payments/return/:uid/:hash',
    {
      config: { access: 'public' },
      schema: {
        summary: 'The guest comes back from the payment page: on to the status page or back to checkout',
        tags: ['payments'],
        params: z.object({ uid: z.string().min(1).max(64), hash: z.string().min(1).max(64) }),
        response: { 404: apiErrorSchema },
      },
    },
    async (request, reply) =>
      reply.redirect(
        await returnFromProvider(paymentDeps(ctx, request), request.params.uid, request.params.hash),
        303,
      ),
  );
};
