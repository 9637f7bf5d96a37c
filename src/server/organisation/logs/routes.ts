import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, idParamsSchema } from '../../../domain/schemas/common.js';
import { logFilterSchema, logSchema } from '../../../domain/schemas/entities/log.js';
import { notFoundMessage } from '../../../domain/validation/messages.js';
import type { AppContext } from '../../context.js';
import { HttpError } from '../../http/http-error.js';
import { getLog, listLogs } from './service.js';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

export const logRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (plugin, { ctx }) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/logs',
    {
      config: { access: ['ROLE_ADMIN'] },
      schema: {
        summary:
          'The change log, newest first, filtered by entity, entity id, user and time, one page at a time',
        tags: ['logs'],
        querystring: logFilterSchema,
        response: {
          200: z.object({ data: z.array(logSchema), meta: z.object({ total: z.number().int() }) }),
          ...errors,
        },
      },
    },
    async (request) => {
      const { items, total } = await listLogs(ctx.database.db, request.query);
      return { data: items, meta: { total } };
    },
  );

  app.get(
    '/logs/:id',
    {
      config: { access: ['ROLE_ADMIN'] },
      schema: {
        summary: 'One change with the entity before and after',
        tags: ['logs'],
        params: idParamsSchema,
        response: { 200: z.object({ data: logSchema }), ...errors },
      },
    },
    async (request) => {
      const log = await getLog(ctx.database.db, request.params.id);
      if (!log) throw new HttpError(404, notFoundMessage('Logeintrag'));
      return { data: log };
    },
  );
};
