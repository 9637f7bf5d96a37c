import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { labelQuerySchema } from '../../../domain/labels/label-query.js';
import { apiErrorSchema } from '../../../domain/schemas/common.js';
import type { AppContext } from '../../app.js';
import { productLabelsPdf } from './labels.js';

const refusals = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  422: apiErrorSchema,
};

/** Printable sheets made on request as PDF: product labels (and the tables' QR codes). */
export const printSheetRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (plugin, { ctx }) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/products/labels.pdf',
    {
      config: { access: ['ROLE_ADMIN', 'ROLE_EMPLOYEE'] },
      schema: {
        summary: 'Product labels on A4 sheets, layout compact (12×4) or detail (5×2)',
        tags: ['products'],
        querystring: labelQuerySchema,
        response: { 200: z.instanceof(Buffer).meta({ description: 'application/pdf' }), ...refusals },
      },
    },
    async (request, reply) => {
      const pdf = await productLabelsPdf(ctx.database.db, request.query);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="etiketten-${request.query.layout}.pdf"`)
        .send(pdf);
    },
  );
};
