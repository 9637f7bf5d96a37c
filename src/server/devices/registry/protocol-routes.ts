import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HEARTBEAT_INTERVAL_SECONDS } from '../../../domain/devices/heartbeat.js';
import { apiErrorSchema, idParamsSchema } from '../../../domain/schemas/common.js';
import {
  claimPrintJobsBodySchema,
  commandDoneBodySchema,
  deviceCommandSchema,
  deviceCommandTaskSchema,
  heartbeatSchema,
  printFailureBodySchema,
  printJobSchema,
  printJobSummarySchema,
} from '../../../domain/schemas/device-protocol.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { claimPrintJobs, pendingPrintJobCount, reportPrintJob } from '../print-jobs/service.js';
import { claimCommands, pendingCommandCount, reportCommand } from './commands.js';
import { authenticateDevice, type SignedInDevice } from './device-auth.js';

declare module 'fastify' {
  interface FastifyRequest {
    device?: SignedInDevice;
  }
}

const tags = ['device protocol'];
const refusals = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };
const oneJob = z.object({ data: printJobSummarySchema });

function deviceOf(request: FastifyRequest): SignedInDevice {
  if (request.device === undefined) throw new Error('a device call got past the key check');
  return request.device;
}

/**
 * The calls a device makes with its own key (ADR 010): heartbeat, take print jobs and commands, report
 * them. No
 * session: `access: 'public'` for the session check, the key is checked here before the body is read,
 * and every call counts as a heartbeat.
 */
export const deviceProtocolRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (plugin, { ctx }) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  /** The device's word on one of its own print jobs or commands; the service checks the id is its own. */
  const report = <Report, Answer>(
    service: (db: Db, deviceId: number, id: number, report: Report, now: Date) => Promise<Answer>,
    request: FastifyRequest,
    id: number,
    outcome: Report,
  ) => service(ctx.database.db, deviceOf(request).id, id, outcome, ctx.now());

  app.addHook('onRequest', async (request, reply) => {
    reply.header('www-authenticate', 'Bearer realm="Tischlein-Gerät"');
    request.device = await authenticateDevice(ctx.database.db, request.headers.authorization, ctx.now());
    reply.removeHeader('www-authenticate');
  });

  app.post(
    '/device/heartbeat',
    {
      config: { access: 'public' },
      schema: {
        summary: 'The device reports in; answers who it is and how many jobs wait',
        tags,
        response: { 200: z.object({ data: heartbeatSchema }), ...refusals },
      },
    },
    async (request) => {
      const { lastSeenAt, ...device } = deviceOf(request);
      return {
        data: {
          device,
          seenAt: (lastSeenAt ?? ctx.now()).toISOString(),
          pendingPrintJobs: await pendingPrintJobCount(ctx.database.db, device.id),
          pendingCommands: await pendingCommandCount(ctx.database.db, device.id),
          heartbeatSeconds: HEARTBEAT_INTERVAL_SECONDS,
        },
      };
    },
  );

  app.post(
    '/device/print-jobs/claim',
    {
      config: { access: 'public' },
      schema: {
        summary:
          'Take the oldest pending print jobs (pending → printing); two pollers never get the same job',
        tags,
        body: claimPrintJobsBodySchema,
        response: { 200: z.object({ data: z.array(printJobSchema) }), ...refusals },
      },
    },
    async (request) => ({
      data: await claimPrintJobs(ctx.database.db, deviceOf(request).id, {
        limit: request.body?.limit ?? 5,
        now: ctx.now(),
      }),
    }),
  );

  app.post(
    '/device/print-jobs/:id/done',
    {
      config: { access: 'public' },
      schema: {
        summary: 'The job was printed',
        tags,
        params: idParamsSchema,
        response: { 200: oneJob, ...refusals },
      },
    },
    async (request) => ({ data: await report(reportPrintJob, request, request.params.id, { type: 'done' }) }),
  );

  app.post(
    '/device/print-jobs/:id/failed',
    {
      config: { access: 'public' },
      schema: {
        summary: 'The job could not be printed; it is tried again while attempts remain',
        tags,
        params: idParamsSchema,
        body: printFailureBodySchema,
        response: { 200: oneJob, ...refusals },
      },
    },
    async (request) => ({
      data: await report(reportPrintJob, request, request.params.id, {
        type: 'failed',
        error: request.body.error,
      }),
    }),
  );

  const oneCommand = z.object({ data: deviceCommandSchema });

  app.post(
    '/device/commands/claim',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Take the waiting commands (test notification, log request): pending → sent',
        tags,
        response: { 200: z.object({ data: z.array(deviceCommandTaskSchema) }), ...refusals },
      },
    },
    async (request) => ({ data: await claimCommands(ctx.database.db, deviceOf(request), ctx.now()) }),
  );

  app.post(
    '/device/commands/:id/done',
    {
      config: { access: 'public' },
      bodyLimit: 2 * 1024 * 1024,
      schema: {
        summary: 'The command was carried out; a log request carries the log',
        tags,
        params: idParamsSchema,
        body: commandDoneBodySchema,
        response: { 200: oneCommand, ...refusals },
      },
    },
    async (request) => ({
      data: await report(reportCommand, request, request.params.id, {
        type: 'done',
        log: request.body?.log ?? null,
      }),
    }),
  );

  app.post(
    '/device/commands/:id/failed',
    {
      config: { access: 'public' },
      schema: {
        summary: 'The command could not be carried out',
        tags,
        params: idParamsSchema,
        body: printFailureBodySchema,
        response: { 200: oneCommand, ...refusals },
      },
    },
    async (request) => ({
      data: await report(reportCommand, request, request.params.id, {
        type: 'failed',
        error: request.body.error,
      }),
    }),
  );
};
