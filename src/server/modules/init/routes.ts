import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { initResponseSchema } from '../../../domain/schemas/init.js';
import type { AppContext } from '../../app.js';
import { sendPreparedJson } from '../../http/prepared-json.js';

export const initRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/init',
    {
      schema: {
        summary: 'Everything the storefront needs to start, as a list of { url, data } entries',
        tags: ['storefront'],
        response: { 200: initResponseSchema },
      },
    },
    async (request, reply) => sendPreparedJson(request, reply, (await ctx.publicData.get()).init),
  );
};
