import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DeviceCommandType } from '../../../domain/devices/commands.js';
import { apiErrorSchema, idParamsSchema } from '../../../domain/schemas/common.js';
import {
  deviceCommandSchema,
  failedPrintJobSchema,
  printJobSummarySchema,
} from '../../../domain/schemas/device-protocol.js';
import type { AppContext } from '../../context.js';
import { staffActorOf } from '../../organisation/index.js';
import { listFailedPrintJobs, retryPrintJob } from '../print-jobs/failed-jobs.js';
import { deviceLogFile, listDeviceCommands, queueDeviceCommand } from './commands.js';

const tags = ['devices'];
const refusals = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const commandParams = z.object({ id: idParamsSchema.shape.id, commandId: idParamsSchema.shape.id });

/**
 * Staff's side of the device command queue (ADR 010): a test notification, a device's log, and the
 * print jobs that failed for good, with a retry.
 */
export const deviceCommandRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (plugin, { ctx }) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();

  const commandRoute = (path: string, type: DeviceCommandType, summary: string) =>
    app.post(
      path,
      {
        config: { access: ['ROLE_ADMIN'] },
        schema: {
          summary,
          tags,
          params: idParamsSchema,
          response: { 201: z.object({ data: deviceCommandSchema }), ...refusals, 409: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const { userId } = staffActorOf(request);
        const command = await queueDeviceCommand(ctx.database.db, request.params.id, type, {
          userId,
          now: ctx.now(),
        });
        return reply.status(201).send({ data: command });
      },
    );
  commandRoute(
    '/devices/:id/test/notification',
    'test-notification',
    'Queue a test notification; the device shows it when it next polls',
  );
  commandRoute(
    '/devices/:id/request-device-logs',
    'device-logs',
    'Ask the device for its log; it uploads it when it next polls',
  );

  app.get(
    '/devices/:id/commands',
    {
      config: { access: ['ROLE_ADMIN'] },
      schema: {
        summary: "The device's latest commands and how each went",
        tags,
        params: idParamsSchema,
        response: { 200: z.object({ data: z.array(deviceCommandSchema) }), ...refusals },
      },
    },
    async (request) => ({ data: await listDeviceCommands(ctx.database.db, request.params.id) }),
  );

  app.get(
    '/devices/:id/commands/:commandId/log',
    {
      config: { access: ['ROLE_ADMIN'] },
      schema: {
        summary: 'Download the log a device uploaded (text/plain)',
        tags,
        params: commandParams,
        response: { 200: z.string(), ...refusals },
      },
    },
    async (request, reply) => {
      const file = await deviceLogFile(ctx.database.db, request.params.id, request.params.commandId);
      return reply
        .type('text/plain; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .send(file.text);
    },
  );

  app.get(
    '/print-jobs/failed',
    {
      config: { access: ['ROLE_ADMIN', 'ROLE_EMPLOYEE'] },
      schema: {
        summary: 'Print jobs that failed for good on the devices of the own branches',
        tags: ['print jobs'],
        response: { 200: z.object({ data: z.array(failedPrintJobSchema) }), ...refusals },
      },
    },
    async (request) => ({
      data: await listFailedPrintJobs(ctx.database.db, staffActorOf(request).branchIds),
    }),
  );

  app.post(
    '/print-jobs/:id/retry',
    {
      config: { access: ['ROLE_ADMIN', 'ROLE_EMPLOYEE'] },
      schema: {
        summary: 'Queue a failed print job again with fresh attempts',
        tags: ['print jobs'],
        params: idParamsSchema,
        response: { 200: z.object({ data: printJobSummarySchema }), ...refusals, 409: apiErrorSchema },
      },
    },
    async (request) => {
      const actor = staffActorOf(request);
      return { data: await retryPrintJob(ctx.database.db, request.params.id, { ...actor, now: ctx.now() }) };
    },
  );
};
