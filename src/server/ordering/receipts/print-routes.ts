import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../../domain/schemas/common.js';
import { printOrderBodySchema, receiptQuerySchema } from '../../../domain/schemas/device-protocol.js';
import type { AppContext } from '../../context.js';
import { orderReceiptPdf, printOrderReceipt } from './print-service.js';
import { orderDeskDeps } from '../desk/staff-deps.js';
import { staffActorOf } from '../../organisation/index.js';
import {
  oneOrder,
  orderTags as tags,
  staff,
  staffRefusals as refusals,
} from '../desk/staff-route-schemas.js';

/** An order's receipt: to the branch's printer (ADR 010), or as a PDF. */
export const orderPrintRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (plugin, { ctx }) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/orders/:id/print',
    {
      config: { access: staff },
      schema: {
        summary: "Send the receipt to the branch's printer as a print job; answers the order",
        tags,
        params: idParamsSchema,
        body: printOrderBodySchema,
        response: { 200: oneOrder, ...refusals },
      },
    },
    async (request) => ({
      data: await printOrderReceipt(orderDeskDeps(ctx, request), staffActorOf(request), request.params.id, {
        showCustomerData: request.body?.showCustomerData ?? true,
      }),
    }),
  );

  app.get(
    '/orders/:id/receipt.pdf',
    {
      config: { access: staff },
      schema: {
        summary: 'The receipt as a PDF on an 80 mm roll (showCustomerData=0 leaves the customer out)',
        tags,
        params: idParamsSchema,
        querystring: receiptQuerySchema,
        response: { 200: z.instanceof(Buffer).meta({ description: 'application/pdf' }), ...refusals },
      },
    },
    async (request, reply) => {
      const { pdf, fileName } = await orderReceiptPdf(
        orderDeskDeps(ctx, request),
        staffActorOf(request),
        request.params.id,
        { showCustomerData: request.query.showCustomerData === '1' },
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};
