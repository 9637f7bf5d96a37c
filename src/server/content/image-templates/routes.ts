import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, idParamsSchema } from '../../../domain/schemas/common.js';
import {
  imageTemplateEntitySchema,
  imageTemplateInputSchema,
  imageTemplateLayerSchema,
} from '../../../domain/schemas/entities/image-template.js';
import { notFoundMessage } from '../../../domain/validation/messages.js';
import type { AppContext } from '../../context.js';
import { HttpError } from '../../http/http-error.js';
import { entityRoutes } from '../../organisation/index.js';
import { createTemplateRenderer } from './render.js';
import { getImageTemplate, imageTemplateService } from './service.js';

const LABEL = 'Bildvorlage';

const imageTemplateEntityRoutes = entityRoutes({
  path: '/image-templates',
  name: 'imageTemplate',
  label: LABEL,
  schemas: { input: imageTemplateInputSchema, output: imageTemplateEntitySchema },
  service: imageTemplateService,
});

export const imageTemplateRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (plugin, { ctx }) => {
  await plugin.register(imageTemplateEntityRoutes, { ctx });
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/image-templates/:id/layers',
    {
      config: { access: ['ROLE_ADMIN'] },
      schema: {
        summary: `${LABEL}: layers`,
        tags: ['image-templates'],
        params: idParamsSchema,
        response: {
          200: z.object({ data: z.array(imageTemplateLayerSchema) }),
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const template = await getImageTemplate(ctx.database.db, request.params.id);
      if (!template) throw new HttpError(404, notFoundMessage(LABEL));
      return { data: template.layers };
    },
  );

  const renderer = createTemplateRenderer(ctx.database.db, ctx.storage);
  app.get(
    '/image-templates/:id/image.png',
    {
      config: { access: ['ROLE_ADMIN'] },
      schema: {
        summary: `${LABEL}: the layers drawn to a PNG (at most 16 megapixels)`,
        tags: ['image-templates'],
        params: idParamsSchema,
        response: {
          200: z.instanceof(Buffer).meta({ description: 'image/png' }),
          304: z.null().meta({ description: 'unchanged since the ETag' }),
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const rendered = await renderer.render(request.params.id);
      if (!rendered) throw new HttpError(404, notFoundMessage(LABEL));
      const etag = `"${rendered.tag}"`;
      // Staff only, and a template changes under the same address: the browser asks again each time
      // and gets a 304 while nothing changed.
      reply.header('cache-control', 'private, no-cache').header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send(null);
      return reply.type('image/png').send(rendered.png);
    },
  );
};
