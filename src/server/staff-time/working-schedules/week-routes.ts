import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../../domain/schemas/common.js';
import {
  copyWeekInputSchema,
  copyWeekResultSchema,
  weekPlanQuerySchema,
  weekPlanSchema,
} from '../../../domain/schemas/week-plan.js';
import type { AppContext } from '../../context.js';
import type { Actor } from '../../organisation/index.js';
import { copyWeek, weekPlan } from './week-service.js';

const tags = ['working-schedules'];
const refusals = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 422: apiErrorSchema };
const staff = ['ROLE_ADMIN', 'ROLE_EMPLOYEE'] as const;

/** The week planner of a branch: one week's people and shifts, and copying a week into the next. */
export const weekPlanRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (plugin, { ctx }) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const actorOf = (request: FastifyRequest): Actor => {
    if (!request.auth) throw new Error('access control let an anonymous request through');
    return { user: request.auth.user, now: ctx.now(), sessionId: request.auth.sessionId };
  };

  app.get(
    '/working-schedules/week',
    {
      config: { access: [...staff] },
      schema: {
        summary:
          "A branch's week plan: the days from Monday, the branch's people and the shifts starting then",
        tags,
        querystring: weekPlanQuerySchema,
        response: { 200: z.object({ data: weekPlanSchema }), ...refusals },
      },
    },
    async (request) => ({ data: await weekPlan(ctx.database.db, request.query, actorOf(request)) }),
  );

  app.post(
    '/working-schedules/copy-week',
    {
      config: { access: [...staff] },
      schema: {
        summary:
          "Copies a branch's shifts of a week into the next at the same Vienna times; shifts the person already has then are skipped",
        tags,
        body: copyWeekInputSchema,
        response: { 200: z.object({ data: copyWeekResultSchema }), ...refusals },
      },
    },
    async (request) => ({ data: await copyWeek(ctx.database.db, request.body, actorOf(request)) }),
  );
};
