import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, idSchema } from '../../../domain/schemas/common.js';
import type { AppContext } from '../../context.js';
import { HttpError } from '../../http/http-error.js';
import { BOARD_KEYS_CHANNEL, rotateApiKey, type BoardKeyChange } from './api-keys.js';

/** `POST /api/branches/{id}/api-keys/{frontdesk|backoffice}`: a new board key, shown this once. */
export const branchApiKeyRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (plugin, { ctx }) => {
  plugin.withTypeProvider<ZodTypeProvider>().post(
    '/branches/:id/api-keys/:kind',
    {
      config: { access: ['ROLE_ADMIN'] },
      schema: {
        summary:
          "Issue a new key for the branch's front-desk or back-office board; the old one stops working",
        tags: ['branches'],
        params: z.object({ id: idSchema, kind: z.enum(['frontdesk', 'backoffice']) }),
        response: {
          201: z.object({ data: z.object({ apiKey: z.string() }) }),
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const apiKey = await rotateApiKey(ctx.database.db, request.params.id, request.params.kind, {
        userId: request.auth?.user.id ?? null,
        now: ctx.now(),
      });
      if (apiKey === undefined) throw new HttpError(404, 'Filiale wurde nicht gefunden.');
      ctx.boardKeys.forget();
      const change: BoardKeyChange = { branchId: request.params.id, kind: request.params.kind };
      // The new key is shown only in this answer, so a failed announcement must not cost it.
      await ctx.events.publish(BOARD_KEYS_CHANNEL, change).catch((error: unknown) => {
        request.log.error({ err: error, ...change }, 'the board key change could not be announced');
      });
      return reply.status(201).send({ data: { apiKey } });
    },
  );
};
