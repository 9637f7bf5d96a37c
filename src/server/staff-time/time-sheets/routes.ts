import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, idSchema } from '../../../domain/schemas/common.js';
import {
  employmentTermsSchema,
  holidayBalanceFilterSchema,
  holidayBalanceSchema,
} from '../../../domain/schemas/holiday-balances.js';
import type { AppContext } from '../../context.js';
import type { Actor } from '../../organisation/index.js';
import { personSchema } from '../../../domain/schemas/week-plan.js';
import {
  timeSheetQuerySchema,
  type MonthSheetDocument,
  type TimeSheetQuery,
} from '../../../domain/schemas/time-sheet.js';
import { renderTimeSheetPdf } from '../../integrations/printers/time-sheet-pdf.js';
import { employmentTermsOf, listHolidayBalances, saveEmploymentTerms } from './holiday-service.js';
import { monthSheetCsv } from './month-sheet-csv.js';
import { monthSheetOf } from './month-sheet-service.js';
import { visiblePeople } from './people-service.js';

const tags = ['time-sheets'];
const refusals = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const termsOutput = employmentTermsSchema.extend({ userId: z.number().int() });

/** Holiday balances (spec, section 7), the employment terms they are computed from, and monthly time sheets. */
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

  app.get(
    '/time-sheets/people',
    {
      config: { access: ['ROLE_ADMIN', 'ROLE_EMPLOYEE'] },
      schema: {
        summary:
          'The people whose time sheets the user may see: all for administrators, else those of its branches',
        tags,
        response: { 200: z.object({ data: z.array(personSchema) }), ...refusals },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      return { data: await visiblePeople(ctx.database.db, actor, [actor.user.id]) };
    },
  );

  const sendSheet = async (
    request: FastifyRequest,
    reply: FastifyReply,
    query: TimeSheetQuery,
    file: {
      type: string;
      /** The CSV is saved for a spreadsheet; the PDF opens in the browser, to be printed. */
      disposition: 'attachment' | 'inline';
      extension: string;
      render: (document: MonthSheetDocument) => string | Promise<Buffer>;
    },
  ) => {
    const document = await monthSheetOf(ctx.database.db, query, actorOf(request));
    const person = document.person.name.replace(/[^A-Za-z0-9_-]+/g, '-');
    const name = `arbeitszeit-${person}-${query.month}.${file.extension}`;
    return reply
      .type(file.type)
      .header('content-disposition', `${file.disposition}; filename="${name}"`)
      .send(await file.render(document));
  };

  app.get(
    '/time-sheets/monthly.csv',
    {
      config: { access: ['ROLE_ADMIN', 'ROLE_EMPLOYEE'] },
      schema: {
        summary:
          "A person's monthly time sheet as CSV (semicolons, UTF-8): days, times, pauses, sums, holiday",
        tags,
        querystring: timeSheetQuerySchema,
        response: { 200: z.string().meta({ description: 'text/csv' }), ...refusals },
      },
    },
    (request, reply) =>
      sendSheet(request, reply, request.query, {
        type: 'text/csv; charset=utf-8',
        disposition: 'attachment',
        extension: 'csv',
        render: monthSheetCsv,
      }),
  );

  app.get(
    '/time-sheets/monthly.pdf',
    {
      config: { access: ['ROLE_ADMIN', 'ROLE_EMPLOYEE'] },
      schema: {
        summary: "A person's monthly time sheet as PDF (A4), with the holiday balance and signature lines",
        tags,
        querystring: timeSheetQuerySchema,
        response: { 200: z.instanceof(Buffer).meta({ description: 'application/pdf' }), ...refusals },
      },
    },
    (request, reply) =>
      sendSheet(request, reply, request.query, {
        type: 'application/pdf',
        disposition: 'inline',
        extension: 'pdf',
        render: renderTimeSheetPdf,
      }),
  );
};
