import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, idParamsSchema } from '../../../domain/schemas/common.js';
import { deviceStatusSchema, printJobSummarySchema } from '../../../domain/schemas/device-protocol.js';
import type { AppContext } from '../../context.js';
import { staffActorOf } from '../../organisation/index.js';
import { printTestReceipt } from './printing.js';
import { listDeviceStatus } from './status.js';

const tags = ['devices'];
const refusals = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/** Watching and checking devices from the back office: which fell silent, and a test print. */
export const devicePrinterRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (plugin, { ctx }) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/devices/status',
    {
      config: { access: ['ROLE_ADMIN', 'ROLE_EMPLOYEE'] },
      schema: {
        summary: 'Devices with a key and whether they fell silent (no heartbeat for 3 minutes, ADR 010)',
        tags,
        response: { 200: z.object({ data: z.array(deviceStatusSchema) }), ...refusals },
      },
    },
    async (request) => ({
      data: await listDeviceStatus(ctx.database.db, staffActorOf(request).branchIds, ctx.now()),
    }),
  );

  app.post(
    '/devices/:id/test/print',
    {
      config: { access: ['ROLE_ADMIN'] },
      schema: {
        summary: 'Queue a test receipt for a printer',
        tags,
        params: idParamsSchema,
        response: { 201: z.object({ data: printJobSummarySchema }), ...refusals, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { userId } = staffActorOf(request);
      const job = await printTestReceipt(ctx.database.db, request.params.id, { userId, now: ctx.now() });
      return reply.status(201).send({ data: job });
    },
  );
};
