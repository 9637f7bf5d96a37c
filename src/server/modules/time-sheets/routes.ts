import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, idSchema } from '../../../domain/schemas/common.js';
import {
  employmentTermsSchema,
  holidayBalanceFilterSchema,
  holidayBalanceSchema,
} from '../../../domain/schemas/holiday-balances.js';
import type { AppContext } from '../../app.js';
import type { Actor } from '../entities/entity-service.js';
import { employmentTermsOf, listHolidayBalances, saveEmploymentTerms } from './holiday-service.js';

const tags = ['time-sheets'];
const refusals = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const termsOutput = employmentTermsSchema.extend({ userId: z.number().int() });

/** Holiday balances (spec, section 7) and the employment terms they are computed from. */
export const timeSheetRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (plugin, { ctx }) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const actorOf = (request: FastifyRequest): Actor => {
    if (!request.auth) throw new Error('access control let an anonymous request through');
    return { user: request.auth.user, now: ctx.now() };
  };

  app.get(
    '/time-sheets/holiday-balances',
    {
      config: { access: ['ROLE_ADMIN', 'ROLE_EMPLOYEE'] },
      schema: {
        summary: 'Holiday balances of a year (Urlaubsgesetz): administrators all, employees their own',
        tags,
        querystring: holidayBalanceFilterSchema,
        response: { 200: z.object({ data: z.array(holidayBalanceSchema) }), ...refusals },
      },
    },
    async (request) => ({
      data: await listHolidayBalances(ctx.database.db, request.query, actorOf(request)),
    }),
  );

  app.get(
    '/time-sheets/employment-terms/:userId',
    {
      config: { access: ['ROLE_ADMIN'] },
      schema: {
        summary: "A person's employment terms for the holiday balance",
        tags,
        params: z.object({ userId: idSchema }),
        response: { 200: z.object({ data: termsOutput.nullable() }), ...refusals },
      },
    },
    async (request) => {
      const row = await employmentTermsOf(ctx.database.db, request.params.userId);
      return { data: row ? { ...row, userId: row.userId } : null };
    },
  );

  app.put(
    '/time-sheets/employment-terms/:userId',
    {
      config: { access: ['ROLE_ADMIN'] },
      schema: {
        summary: "Set a person's employment terms (start, days per week, credited years, opening days)",
        tags,
        params: z.object({ userId: idSchema }),
        body: employmentTermsSchema,
        response: { 200: z.object({ data: termsOutput }), 422: apiErrorSchema, ...refusals },
      },
    },
    async (request) => {
      await saveEmploymentTerms(ctx.database.db, request.params.userId, request.body, actorOf(request));
      return { data: { ...request.body, userId: request.params.userId } };
    },
  );
};
