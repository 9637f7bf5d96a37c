import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../../domain/schemas/common.js';
import { workingActivityEntitySchema } from '../../../domain/schemas/entities/working-activity.js';
import { workingScheduleEntitySchema } from '../../../domain/schemas/entities/working-schedule.js';
import {
  clockMeSchema,
  clockParamsSchema,
  clockProjectSchema,
  clockRangeSchema,
  clockStampSchema,
  clockStartSchema,
} from '../../../domain/schemas/time-clock.js';
import { clockFailures, type ClockAction } from '../../../domain/time-tracking/clock-failures.js';
import { timeTrackingMessages } from '../../../domain/time-tracking/messages.js';
import type { AppContext } from '../../context.js';
import { HttpError } from '../../http/http-error.js';
import { listHolidayBalances } from '../time-sheets/holiday-service.js';
import { clockUser } from './clock-token.js';
import {
  clockProjects,
  currentActivity,
  ownActivities,
  ownSchedules,
  stamp,
  type ClockDeps,
} from './service.js';

const base = '/time-tracking/:token/:username';
const tags = ['time-tracking'];
const refusals = { 400: apiErrorSchema, 403: apiErrorSchema, 409: apiErrorSchema, 422: apiErrorSchema };

/**
 * The staff clock (spec, section 7, "Time tracking"): no session, the person's clock token and username
 * in the path. Stamps are answered like every other call, except that a refused stamp leads with the
 * spec's fixed text ("Aktivität konnte nicht gestartet werden.") and gives the reason second.
 */
export const timeTrackingRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (plugin, { ctx }) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();

  const clockDeps = async (params: { token: string; username: string }): Promise<ClockDeps> => {
    const now = ctx.now();
    const user = await clockUser(ctx.database.db, params.token, params.username, now);
    if (!user) throw new HttpError(403, timeTrackingMessages.invalidClockAccess);
    return { db: ctx.database.db, user, now };
  };

  app.get(
    `${base}/me`,
    {
      config: { access: 'public' },
      schema: {
        summary: 'The person of the clock link and its running activity',
        tags,
        params: clockParamsSchema,
        response: { 200: z.object({ data: clockMeSchema }), ...refusals },
      },
    },
    async (request) => {
      const deps = await clockDeps(request.params);
      const { id, name, email, branches } = deps.user;
      const [holidayBalance] = await listHolidayBalances(deps.db, { user: id }, deps);
      return {
        data: {
          id,
          name,
          email,
          branches,
          workingActivity: await currentActivity(deps.db, id),
          holidayBalance: holidayBalance ?? null,
        },
      };
    },
  );

  app.get(
    `${base}/working-schedules`,
    {
      config: { access: 'public' },
      schema: {
        summary: "The person's planned shifts, from today for a week unless from/to say otherwise",
        tags,
        params: clockParamsSchema,
        querystring: clockRangeSchema,
        response: { 200: z.object({ data: z.array(workingScheduleEntitySchema) }), ...refusals },
      },
    },
    async (request) => ({ data: await ownSchedules(await clockDeps(request.params), request.query) }),
  );

  app.get(
    `${base}/working-activities`,
    {
      config: { access: 'public' },
      schema: {
        summary: "The person's recorded activities, the last 31 days unless from/to say otherwise",
        tags,
        params: clockParamsSchema,
        querystring: clockRangeSchema,
        response: { 200: z.object({ data: z.array(workingActivityEntitySchema) }), ...refusals },
      },
    },
    async (request) => ({ data: await ownActivities(await clockDeps(request.params), request.query) }),
  );

  app.get(
    `${base}/projects`,
    {
      config: { access: 'public' },
      schema: {
        summary: 'The active projects and their active tasks a start can be booked onto',
        tags,
        params: clockParamsSchema,
        response: { 200: z.object({ data: z.array(clockProjectSchema) }), ...refusals },
      },
    },
    async (request) => ({ data: await clockProjects(await clockDeps(request.params)) }),
  );

  /** A refused stamp: the fixed text first, the reason (with its field) after it. */
  const refuse = (reply: FastifyReply, action: ClockAction, error: HttpError) =>
    reply.status(error.statusCode).send({
      errors: [
        { message: clockFailures[action] },
        { message: error.message, ...(error.field ? { field: error.field } : {}) },
      ],
    });

  const stampRoute = (action: ClockAction, body: typeof clockStampSchema | typeof clockStartSchema) =>
    app.post(
      `${base}/working-activities/${action}`,
      {
        config: { access: 'public' },
        schema: {
          summary: `Stamp: ${action}; a repeat of the same stamp id changes nothing and answers 200`,
          tags,
          params: clockParamsSchema,
          body,
          response: {
            200: z.object({ data: workingActivityEntitySchema }),
            201: z.object({ data: workingActivityEntitySchema }),
            ...refusals,
          },
        },
        // Fastify validates before the handler; a malformed stamp is refused with the fixed text too.
        attachValidation: true,
      },
      async (request, reply) => {
        if (request.validationError) {
          const issue = (
            request.validationError as { validation?: { message?: string; instancePath?: string }[] }
          ).validation?.[0];
          const field = issue?.instancePath?.replace(/^\//, '').replaceAll('/', '.') || undefined;
          return refuse(reply, action, new HttpError(400, issue?.message ?? clockFailures[action], field));
        }
        try {
          const deps = await clockDeps(request.params);
          const result = await stamp(deps, action, request.body);
          if (result.isRepeat) return reply.status(200).send({ data: result.activity });
          return reply.status(201).send({ data: result.activity });
        } catch (error) {
          if (error instanceof HttpError) return refuse(reply, action, error);
          throw error;
        }
      },
    );

  stampRoute('start', clockStartSchema);
  stampRoute('pause', clockStampSchema);
  stampRoute('resume', clockStampSchema);
  stampRoute('end', clockStampSchema);
};
