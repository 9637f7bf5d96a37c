import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authMessages } from '../../../domain/auth/messages.js';
import {
  boardSlotsSchema,
  capacitySlotsQuerySchema,
  capacitySlotsSchema,
  orderingStatusSchema,
} from '../../../domain/capacity/public-state.js';
import { capacitySettingsSchema, orderingChangeSchema } from '../../../domain/capacity/settings.js';
import { contentMessages } from '../../../domain/content/messages.js';
import { apiErrorSchema, idSchema } from '../../../domain/schemas/common.js';
import type { AppContext } from '../../context.js';
import { shortCache } from '../../lib/short-cache.js';
import { HttpError } from '../../http/http-error.js';
import { sendPrivateJson } from '../../http/prepared-json.js';
import { staffOrderMessages } from '../desk/staff-messages.js';
import { isOrderEvent, ORDERS_CHANNEL } from '../orders/order-events.js';
import { cartMakeMinutes, nextSlotsForBoard } from './availability.js';
import { currentOrderingState, type BranchOrderingState } from './ordering-state.js';
import { branchExists } from './queries.js';
import { capacityOf, capacitySlots, changeOrdering, saveCapacity, statusOf } from './service.js';
import { createOrderingStatusFeeds } from './status-feeds.js';

const refusals = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  422: apiErrorSchema,
};
const branchParams = z.object({ branchId: idSchema });
const boardParams = branchParams.extend({ apiKey: z.string().min(1).max(200) });
const capacityAnswer = z.object({
  data: z.object({
    settings: capacitySettingsSchema,
    busyMinutes: z.number().int(),
    status: orderingStatusSchema,
  }),
});
/**
 * How long one instance reuses a branch's public ordering status: guests on many pages ask every few
 * seconds, and a pause set on the board must reach them within 2 s (ADR 037).
 */
export const ORDERING_STATUS_TTL_MS = 500;
/**
 * How often a branch's listening pages are told of a change another instance or a rule made: with the
 * state's own half second, within the 2 s the pause must reach guests in.
 */
export const ORDERING_STATUS_FEED_MS = 1_000;
/**
 * How long one instance shares a checkout picker's answer (per branch, day, method and the cart's make
 * time): checkouts at lunch ask again every few seconds, and each answer counts the day's orders per slot
 * (ADR 043). The order itself is checked against the slot when it is stored.
 */
export const CAPACITY_SLOTS_TTL_MS = 1_000;
/** The longest a branch's boards share one slot strip; an order change of the branch ends it sooner. */
export const BOARD_SLOTS_TTL_MS = 1_000;

/**
 * Kitchen capacity, 'Viel los' and the pause of online orders (ADR 037): the back office's settings,
 * the front-desk board's switches and slot strip, and what the storefront asks before and while ordering.
 */
export const capacityRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (plugin, { ctx }) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const db = ctx.database.db;
  const tags = ['capacity'];
  const assertBranch = async (branchId: number) => {
    if (!(await branchExists(db, branchId))) throw new HttpError(404, contentMessages.unknownBranch);
  };
  // The storefront's calls know the branches of the published catalogue, as its menus call does: no
  // statement for each shopper who opens the status stream (20 a second in the 2× rush).
  const assertPublishedBranch = async (branchId: number) => {
    if (!(await ctx.publicData.get()).menusByBranch.has(branchId)) {
      throw new HttpError(404, contentMessages.unknownBranch);
    }
  };
  // The ordering-status poll and the checkout's picker read the branch's pause and busy mode. A branch
  // without a row has the defaults, so they ask the catalogue whether it exists; a refusal is not kept.
  const stateCache = shortCache<number, BranchOrderingState>(ORDERING_STATUS_TTL_MS);
  const orderingOf = (branchId: number) =>
    stateCache.get(branchId, async () => {
      await assertPublishedBranch(branchId);
      return currentOrderingState(db, branchId, ctx.now());
    });
  // Twenty boards of a branch ask for the strip after each change of their list (ADR 037, rush bench):
  // one reads it, the others share that answer until the branch's next order change.
  const stripCache = shortCache<number, Awaited<ReturnType<typeof boardSlots>>>(BOARD_SLOTS_TTL_MS);
  const stopListening = await ctx.events.subscribe(ORDERS_CHANNEL, (event) => {
    if (event === null) stripCache.clear();
    else if (isOrderEvent(event)) stripCache.forget(event.branchId);
  });
  plugin.addHook('onClose', async () => stopListening());

  const staffOf = (request: FastifyRequest, branchId: number) => {
    const user = request.auth?.user;
    if (!user) throw new Error('access control let an anonymous request through');
    const isAdmin = user.roles.includes('ROLE_ADMIN');
    if (!isAdmin && !user.branches.some((branch) => branch.id === branchId)) {
      throw new HttpError(403, authMessages.forbidden);
    }
    return user;
  };
  const assertBoard = async (branchId: number, apiKey: string) => {
    if (!(await ctx.boardKeys.isValid(branchId, 'frontdesk', apiKey))) {
      throw new HttpError(403, staffOrderMessages.invalidBoardKey);
    }
  };
  // The branch pages' live status: one read per branch and second for all of its listeners.
  const feeds = createOrderingStatusFeeds({
    limit: ctx.statusStreamLimit,
    everyMs: ORDERING_STATUS_FEED_MS,
    read: async (branchId) => {
      const { row, state } = await orderingOf(branchId);
      return JSON.stringify({ data: statusOf(state, row.settings) });
    },
  });
  plugin.addHook('onClose', async () => feeds.stop());
  const slotAnswers = shortCache<string, string>(CAPACITY_SLOTS_TTL_MS);
  const changed = (branchId: number) => {
    stateCache.forget(branchId);
    // Keyed by branch and cart; a change of settings, busy mode or pause is rare enough to drop them all.
    slotAnswers.clear();
    stripCache.forget(branchId);
    feeds.changed(branchId);
  };

  app.get(
    '/branches/:branchId/ordering-status',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Whether the branch takes online orders now, when it resumes, and the extra lead time',
        tags,
        params: branchParams,
        response: { 200: z.object({ data: orderingStatusSchema }), ...refusals },
      },
    },
    async (request, reply) => {
      const { branchId } = request.params;
      const { row, state } = await orderingOf(branchId);
      reply.header('cache-control', 'public, max-age=1');
      return { data: statusOf(state, row.settings) };
    },
  );

  app.get(
    '/branches/:branchId/ordering-status/events',
    {
      config: { access: 'public' },
      schema: {
        summary:
          'Server-Sent Events: `status` with the ordering-status answer, at once and whenever it changes; ' +
          '503 when this instance follows its limit of streams (keep polling)',
        tags,
        params: branchParams,
        response: { ...refusals, 503: apiErrorSchema },
      },
    },
    async (request, reply) => {
      // Refused before the lookup: a full instance spends nothing on pages it sends back to polling.
      feeds.assertRoom();
      await assertPublishedBranch(request.params.branchId);
      feeds.open(request, reply, request.params.branchId);
    },
  );

  app.get(
    '/branches/:branchId/capacity-slots',
    {
      config: { access: 'public' },
      schema: {
        summary: "A day's kitchen slots with whether this cart fits each, for the checkout's time picker",
        tags,
        params: branchParams,
        querystring: capacitySlotsQuerySchema,
        response: { 200: z.object({ data: capacitySlotsSchema }), ...refusals },
      },
    },
    async (request, reply) => {
      const { branchId } = request.params;
      const { date, method, items } = request.query;
      const minutes = await cartMakeMinutes(db, items, (await ctx.publicData.published()).version);
      const body = await slotAnswers.get(`${branchId}:${date}:${method}:${minutes}`, async () => {
        const ordering = await orderingOf(branchId);
        const answer = await capacitySlots(db, { branchId, date, method, minutes, ordering });
        return JSON.stringify({ data: capacitySlotsSchema.parse(answer) });
      });
      return sendPrivateJson(reply, body);
    },
  );

  app.get(
    '/branches/:branchId/capacity',
    {
      config: { access: ['ROLE_ADMIN', 'ROLE_EMPLOYEE'] },
      schema: {
        summary: "The branch's kitchen capacity, busy mode and pause",
        tags,
        params: branchParams,
        response: { 200: capacityAnswer, ...refusals },
      },
    },
    async (request) => {
      staffOf(request, request.params.branchId);
      return { data: await capacityOf(db, request.params.branchId, ctx.now()) };
    },
  );

  app.put(
    '/branches/:branchId/capacity',
    {
      config: { access: ['ROLE_ADMIN'] },
      schema: {
        summary: "Set the branch's kitchen capacity ('Kapazität')",
        tags,
        params: branchParams,
        body: capacitySettingsSchema,
        response: { 200: capacityAnswer, ...refusals },
      },
    },
    async (request) => {
      const user = staffOf(request, request.params.branchId);
      const { branchId } = request.params;
      await assertBranch(branchId);
      const data = await saveCapacity(db, {
        branchId,
        settings: request.body,
        userId: user.id,
        now: ctx.now(),
      });
      changed(branchId);
      return { data };
    },
  );

  app.post(
    '/branches/:branchId/ordering-state',
    {
      config: { access: ['ROLE_ADMIN', 'ROLE_EMPLOYEE'] },
      schema: {
        summary: "Turn 'Viel los' on or off, pause online orders or resume them",
        tags,
        params: branchParams,
        body: orderingChangeSchema,
        response: { 200: capacityAnswer, ...refusals },
      },
    },
    async (request) => {
      const user = staffOf(request, request.params.branchId);
      const { branchId } = request.params;
      await assertBranch(branchId);
      const data = await changeOrdering(db, {
        branchId,
        change: request.body,
        userId: user.id,
        by: 'backoffice',
        now: ctx.now(),
      });
      changed(branchId);
      return { data };
    },
  );

  app.get(
    '/orders/frontdesk/:branchId/:apiKey/capacity',
    {
      config: { access: 'public' },
      schema: {
        summary: "The front-desk board's slot strip: the next four slots, busy mode and pause",
        tags: ['boards'],
        params: boardParams,
        response: { 200: z.object({ data: boardSlotsSchema }), ...refusals },
      },
    },
    async (request) => {
      const { branchId, apiKey } = request.params;
      await assertBoard(branchId, apiKey);
      return { data: await stripCache.get(branchId, () => boardSlots(branchId)) };
    },
  );

  app.post(
    '/orders/frontdesk/:branchId/:apiKey/ordering-state',
    {
      config: { access: 'public' },
      schema: {
        summary: "'Viel los' and the pause of online orders from the front-desk board",
        tags: ['boards'],
        params: boardParams,
        body: orderingChangeSchema,
        response: { 200: z.object({ data: boardSlotsSchema }), ...refusals },
      },
    },
    async (request) => {
      const { branchId, apiKey } = request.params;
      await assertBoard(branchId, apiKey);
      await changeOrdering(db, {
        branchId,
        change: request.body,
        userId: null,
        by: 'frontdesk-board',
        now: ctx.now(),
      });
      changed(branchId);
      return { data: await boardSlots(branchId) };
    },
  );

  async function boardSlots(branchId: number) {
    const strip = await nextSlotsForBoard(db, branchId, ctx.now());
    const { row } = strip;
    return {
      ...statusOf(strip.state, row.settings),
      slotMinutes: row.settings.slotMinutes,
      busyMinutes: row.busyMinutes,
      people: strip.people,
      slots: strip.slots.map((slot) => ({ ...slot, start: slot.start.toISOString() })),
    };
  }
};
