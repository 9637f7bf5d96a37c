import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../../domain/schemas/common.js';
import { isFontFamily } from '../fonts/font-packages.js';
import { HttpError } from '../../http/http-error.js';
import { configSchema } from '../../../domain/schemas/config.js';
import { themeContrastProblems } from '../../../domain/theme/shop-theme.js';
import { publicConfigSchema } from '../../../domain/schemas/public-config.js';
import type { AppContext } from '../../context.js';
import { sendPreparedJson } from '../../http/prepared-json.js';
import { assertLogoExists, saveConfig } from './service.js';

export const configRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (plugin, { ctx }) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/config',
    {
      config: { access: 'public' },
      schema: {
        summary: 'The shop configuration, with the online payment providers this server can use',
        tags: ['storefront'],
        response: { 200: z.object({ data: publicConfigSchema }) },
      },
    },
    async (request, reply) => sendPreparedJson(request, reply, (await ctx.publicData.get()).config),
  );

  app.post(
    '/config',
    {
      config: { access: ['ROLE_ADMIN'] },
      schema: {
        summary: 'Replace the shop configuration (logged; the storefront sees it at once)',
        tags: ['config'],
        body: configSchema,
        response: {
          200: z.object({ data: configSchema }),
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          422: apiErrorSchema,
        },
      },
    },
    async (request) => {
      if (!request.auth) throw new Error('access control let an anonymous request through');
      if (!isFontFamily(request.body.fontFamily)) {
        throw new HttpError(422, 'Diese Schriftart steht nicht zur Auswahl.', 'fontFamily');
      }
      const [unreadable] = themeContrastProblems(request.body);
      if (unreadable) throw new HttpError(422, unreadable.message, unreadable.field);
      await assertLogoExists(ctx.database.db, request.body.logo);
      const saved = await saveConfig(ctx.database.db, request.body, {
        user: request.auth.user,
        now: ctx.now(),
      });
      ctx.publicData.invalidate();
      return { data: saved };
    },
  );
};
