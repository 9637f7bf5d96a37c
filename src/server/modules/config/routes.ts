import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { configSchema } from '../../../domain/schemas/config.js';
import type { AppContext } from '../../app.js';
import { sendPreparedJson } from '../../http/prepared-json.js';

export const configRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/config',
    {
      config: { access: 'public' },
      schema: {
        summary: 'The shop configuration',
        tags: ['storefront'],
        response: { 200: z.object({ data: configSchema }) },
      },
    },
    async (request, reply) => sendPreparedJson(request, reply, (await ctx.publicData.get()).config),
  );
};
