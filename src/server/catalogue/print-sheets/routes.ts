import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { labelQuerySchema } from '../../../domain/labels/label-query.js';
import { tableCodesQuerySchema } from '../../../domain/tables/table-codes-query.js';
import { apiErrorSchema } from '../../../domain/schemas/common.js';
import type { AppContext } from '../../context.js';
import { staffActorOf } from '../../organisation/index.js';
import { productLabelsPdf } from './labels.js';
import { tableCodesPdf } from './table-codes.js';

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

  app.get(
    '/tables/qr-codes.pdf',
    {
      config: { access: ['ROLE_ADMIN', 'ROLE_EMPLOYEE'] },
      schema: {
        summary: "QR codes of a branch's tables: each opens the branch's page with dine-in at the table",
        tags: ['tables'],
        querystring: tableCodesQuerySchema,
        response: { 200: z.instanceof(Buffer).meta({ description: 'application/pdf' }), ...refusals },
      },
    },
    async (request, reply) => {
      const { pdf, branchIdentifier } = await tableCodesPdf(ctx.database.db, request.query, {
        branchIds: staffActorOf(request).branchIds,
        origin: ctx.publicBaseUrl,
      });
      const name = branchIdentifier.replace(/[^A-Za-z0-9_-]+/g, '-');
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="tische-${name}.pdf"`)
        .send(pdf);
    },
  );
};
