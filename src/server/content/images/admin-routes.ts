import type { FastifyPluginAsync } from 'fastify';
import { imageEntitySchema, imageInputSchema } from '../../../domain/schemas/entities/image.js';
import type { AppContext } from '../../context.js';
import { entityRoutes } from '../../organisation/index.js';
import { createImageAdminService } from './admin-service.js';

/** The back office's image calls under /api/images; the files themselves are served by ./routes.ts. */
export const imageAdminRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (plugin, { ctx }) => {
  await plugin.register(
    entityRoutes({
      path: '/images',
      name: 'image',
      label: 'Bild',
      schemas: { input: imageInputSchema, output: imageEntitySchema },
      service: createImageAdminService(ctx.storage),
      // Branches, products and categories show images with their alt text.
      storefront: true,
    }),
    { ctx },
  );
};
