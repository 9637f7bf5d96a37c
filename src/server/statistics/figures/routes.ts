import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authMessages } from '../../../domain/auth/messages.js';
import { apiErrorSchema } from '../../../domain/schemas/common.js';
import { workingActivityEntitySchema } from '../../../domain/schemas/entities/working-activity.js';
import {
  statisticsQuerySchema,
  statisticsResultSchemas,
  userProfileQuerySchema,
  userProfileResultSchema,
  type StatisticsName,
  type StatisticsQuery,
  type StatisticsResult,
} from '../../../domain/schemas/statistics.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { HttpError } from '../../http/http-error.js';
import { lostDemand } from '../../ordering/index.js';
import type { Actor } from '../../organisation/index.js';
import { ownActivities } from '../../staff-time/index.js';
import * as q from './queries.js';
import {
  assertShopWide,
  daySeries,
  orderFigures,
  periodOf,
  revenue,
  userProfile,
  workedTime,
} from './service.js';

type Figure<Result = unknown> = (db: Db, period: q.Period, actor: Actor) => Promise<Result>;

const shopWide =
  <Result>(figure: Figure<Result>): Figure<Result> =>
  (db, period, actor) => {
    assertShopWide(actor);
    return figure(db, period, actor);
  };

/** The statistics calls of the spec (section 7), each for the Vienna days from/to, both included. */
// Typed per call, so the answer the code builds is checked against the schema it is sent with.
const figures: { [Name in StatisticsName]: { summary: string; figure: Figure<StatisticsResult<Name>> } } = {
  'unique-visitors': {
    summary: 'Unique visitors per day (a visitor is unique within a day)',
    figure: shopWide((db, p) => daySeries(db, p, 'visitors')),
  },
  'page-views': { summary: 'Page views per day', figure: shopWide((db, p) => daySeries(db, p, 'pageview')) },
  pages: { summary: 'Most viewed pages', figure: shopWide((db, p) => q.entriesByKey(db, p, 'pageview')) },
  events: { summary: 'Tracking events by name', figure: shopWide((db, p) => q.entriesByKey(db, p, 'event')) },
  'visitor-times': {
    summary: 'Entries by weekday (1 = Monday) and hour in Vienna',
    figure: shopWide((db, p) => q.visitorTimes(db, p)),
  },
  orders: { summary: 'Orders per day', figure: (db, p) => orderFigures(db, p) },
  revenue: {
    summary: 'Revenue (cents) gross and net per day, by tax rate and payment method',
    figure: (db, p) => revenue(db, p),
  },
  'canceled-orders': {
    summary: 'Canceled, rejected and failed orders per day',
    figure: async (db, p) => {
      const { canceled, days } = await orderFigures(db, p);
      return { total: canceled, days: days.map(({ date, canceled: value }) => ({ date, value })) };
    },
  },
  items: { summary: 'Order lines and their gross per day', figure: (db, p) => q.itemsByDay(db, p) },
  'popular-items': { summary: 'Best-selling products', figure: (db, p) => q.popularItems(db, p) },
  'order-times': {
    summary: 'Orders by weekday (1 = Monday) and hour in Vienna',
    figure: (db, p) => q.orderTimes(db, p),
  },
  'working-activities': {
    summary: 'Minutes worked per person and day',
    figure: (db, p, actor) => workedTime(db, p, actor.now),
  },
  'working-schedules': {
    summary: 'Planned shifts and minutes per person',
    figure: (db, p) => q.plannedMinutesByUser(db, p),
  },
  'lost-demand': {
    summary: 'Orders moved to a later time or refused by kitchen capacity, a pause or the busy mode, per day',
    figure: (db, p) => lostDemand(db, p),
  },
};

const refusals = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

export const statisticsRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (plugin, { ctx }) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const actorOf = (request: FastifyRequest): Actor => {
    if (!request.auth) throw new Error('access control let an anonymous request through');
    return { user: request.auth.user, now: ctx.now() };
  };
  /** A person's own profile, whatever their roles, or anybody's for an administrator. */
  const assertMaySeePerson = (actor: Actor, userId: number) => {
    if (actor.user.id !== userId && !actor.user.roles.includes('ROLE_ADMIN'))
      throw new HttpError(403, authMessages.forbidden);
  };

  for (const [name, { summary, figure }] of Object.entries(figures) as [
    StatisticsName,
    { summary: string; figure: Figure<StatisticsResult<StatisticsName>> },
  ][])
    app.get(
      `/statistics/${name}`,
      {
        config: { access: ['ROLE_ADMIN', 'ROLE_EMPLOYEE'] },
        schema: {
          summary,
          tags: ['statistics'],
          querystring: statisticsQuerySchema,
          response: { 200: z.object({ data: statisticsResultSchemas[name] }), ...refusals },
        },
      },
      async (request) => {
        const actor = actorOf(request);
        return { data: await figure(ctx.database.db, periodOf(request.query, actor), actor) };
      },
    );

  app.get(
    '/statistics/user-profile',
    {
      // 'Meine Statistik' is every signed-in person's; whose profile it is, assertMaySeePerson decides.
      config: { access: 'signedIn' },
      schema: {
        summary: "A person's planned and worked minutes from start to end",
        tags: ['statistics'],
        querystring: userProfileQuerySchema,
        response: { 200: z.object({ data: userProfileResultSchema }), ...refusals },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const { user, from, to } = request.query;
      assertMaySeePerson(actor, user);
      const period = { ...periodOf({ from, to } satisfies StatisticsQuery, actor), branchIds: undefined };
      return { data: await userProfile(ctx.database.db, period, actor.now, user) };
    },
  );

  app.get(
    '/statistics/user-profile-working-activities',
    {
      config: { access: 'signedIn' },
      schema: {
        summary: "A person's activities from start to end",
        tags: ['statistics'],
        querystring: userProfileQuerySchema,
        response: { 200: z.object({ data: z.array(workingActivityEntitySchema) }), ...refusals },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const { user, from, to } = request.query;
      assertMaySeePerson(actor, user);
      const person = { id: user, email: '', name: '', roles: [], branches: [] };
      return {
        data: await ownActivities({ db: ctx.database.db, user: person, now: actor.now }, { from, to }),
      };
    },
  );
};
