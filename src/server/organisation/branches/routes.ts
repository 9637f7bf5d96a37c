import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { menuSchema } from '../../../domain/schemas/catalog.js';
import { apiErrorSchema, idParamsSchema } from '../../../domain/schemas/common.js';
import { branchEntitySchema, branchInputSchema } from '../../../domain/schemas/entities/branch.js';
import type { AppContext } from '../../context.js';
import { notFound } from '../../http/http-error.js';
import { sendPreparedJson } from '../../http/prepared-json.js';
import { entityRoutes } from '../entities/entity-routes.js';
import { branchService } from './service.js';

export const branchRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/branches/:id/menus',
    {
      config: { access: 'public' },
      schema: {
        summary:
          'The menus of a branch, oldest first; the active one is the latest whose availableFrom has passed',
        tags: ['storefront'],
        params: idParamsSchema,
        response: { 200: z.object({ data: z.array(menuSchema) }), 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const menus = (await ctx.publicData.get()).menusByBranch.get(request.params.id);
      if (!menus) throw notFound('Filiale wurde nicht gefunden.');
      return sendPreparedJson(request, reply, menus);
    },
  );
};

export const branchEntityRoutes = entityRoutes({
  path: '/branches',
  name: 'branch',
  label: 'Filiale',
  schemas: { input: branchInputSchema, output: branchEntitySchema },
  service: branchService,
  access: { read: ['ROLE_ADMIN', 'ROLE_EMPLOYEE'] },
  storefront: true,
  constraintFields: {
    branches_logo_image_id_images_id_fk: 'logo',
    branch_images_image_id_images_id_fk: 'images',
    branch_tags_tag_id_tags_id_fk: 'tags',
  },
});
