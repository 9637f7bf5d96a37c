import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { initResponseSchema } from '../../../domain/schemas/init.js';
import type { AppContext } from '../../context.js';
import { sendPreparedJson, sendPrivateJson } from '../../http/prepared-json.js';
import { ANONYMOUS_USER_ENTRY } from './public-data-cache.js';

export const initRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/init',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Everything the storefront needs to start, as a list of { url, data } entries',
        tags: ['storefront'],
        response: { 200: initResponseSchema },
      },
    },
    async (request, reply) => {
      const { init } = await ctx.publicData.get();
      if (!request.auth) return sendPreparedJson(request, reply, init);
      // Signed-in staff get their own entry; the shared anonymous answer stays cached untouched.
      const user = JSON.stringify({ url: '/api/users/me', data: request.auth.user });
      return sendPrivateJson(reply, init.body.replace(ANONYMOUS_USER_ENTRY, user));
    },
  );
};
