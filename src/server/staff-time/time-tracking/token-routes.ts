import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, idSchema } from '../../../domain/schemas/common.js';
import type { AppContext } from '../../context.js';
import { HttpError } from '../../http/http-error.js';
import { replaceClockToken } from './clock-token.js';
import { hasClockToken } from './queries.js';

const userNotFound = 'Benutzer wurde nicht gefunden.';

/** Issuing and replacing a person's clock token: administrators only; the token is shown once. */
export const clockTokenRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (plugin, { ctx }) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const responses = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

  app.get(
    '/users/:id/time-tracking-token',
    {
      config: { access: ['ROLE_ADMIN'] },
      schema: {
        summary: 'Whether the person has a clock token (never the token itself)',
        tags: ['time-tracking'],
        params: z.object({ id: idSchema }),
        response: { 200: z.object({ data: z.object({ hasToken: z.boolean() }) }), ...responses },
      },
    },
    async (request) => ({ data: { hasToken: await hasClockToken(ctx.database.db, request.params.id) } }),
  );

  app.post(
    '/users/:id/time-tracking-token',
    {
      config: { access: ['ROLE_ADMIN'] },
      schema: {
        summary: 'Issue a new clock token for the person; the old link stops working',
        tags: ['time-tracking'],
        params: z.object({ id: idSchema }),
        response: { 201: z.object({ data: z.object({ token: z.string() }) }), ...responses },
      },
    },
    async (request, reply) => {
      const token = await replaceClockToken(ctx.database.db, request.params.id, {
        userId: request.auth?.user.id ?? null,
        now: ctx.now(),
      });
      if (token === undefined) throw new HttpError(404, userNotFound);
      return reply.status(201).send({ data: { token } });
    },
  );
};
