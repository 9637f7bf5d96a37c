import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  breakfastFormSchema,
  contactFormSchema,
  requestAnswerSchema,
  requestFilterSchema,
  requestLogEntrySchema,
  requestNoteSchema,
  staffRequestSchema,
  submittedRequestSchema,
} from '../../domain/requests/forms.js';
import { apiErrorSchema, idParamsSchema } from '../../domain/schemas/common.js';
import { messageSummarySchema } from '../../domain/schemas/message.js';
import type { AppContext } from '../context.js';
import { openEventStream } from '../http/event-stream.js';
import { isRequestEvent, REQUESTS_CHANNEL } from './events.js';
import { createSpamGuard, type SpamGuardSettings } from './spam-guard.js';
import {
  answerStaffRequest,
  countStaffRequests,
  getStaffRequest,
  listStaffRequests,
  noteStaffRequest,
  resendRequestMessage,
  type RequestActor,
} from './staff-service.js';
import { breakfastAvailability, submitBreakfast, submitContact, type RequestDeps } from './submit.js';

const staff = ['ROLE_ADMIN', 'ROLE_EMPLOYEE'] as const;
const tags = ['requests'];
const refusals = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  422: apiErrorSchema,
  429: apiErrorSchema,
};
const submitted = z.object({ data: submittedRequestSchema });
const detail = z.object({
  data: staffRequestSchema.extend({
    log: z.array(requestLogEntrySchema),
    messages: z.array(messageSummarySchema),
  }),
});
const keyHeader = z.looseObject({ 'idempotency-key': z.string().optional() });

const depsOf = (ctx: AppContext, request: FastifyRequest): RequestDeps => ({
  db: ctx.database.db,
  now: ctx.now,
  events: ctx.events,
  deliverSoon: () => ctx.notifications.deliverSoon(),
  log: request.log,
});

function actorOf(request: FastifyRequest): RequestActor {
  const user = request.auth?.user;
  if (!user) throw new Error('access control let an anonymous request through');
  return {
    userId: user.id,
    branchIds: user.roles.includes('ROLE_ADMIN') ? undefined : user.branches.map((branch) => branch.id),
  };
}

/** The two guest forms, outside /api as the storefront spec has them (section 7). */
export const requestFormRoutes: FastifyPluginAsync<{
  ctx: AppContext;
  spamGuard?: SpamGuardSettings;
}> = async (plugin, { ctx, spamGuard }) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const guard = createSpamGuard(spamGuard);
  const schemaOf = <T extends z.ZodType>(summary: string, body: T) => ({
    summary,
    tags: ['storefront'],
    headers: keyHeader,
    body,
    response: { 200: submitted, 201: submitted, ...refusals },
  });

  const forms = [
    {
      path: '/custom/forms',
      summary: 'Send the contact form; a repeated Idempotency-Key finds the first request',
      body: contactFormSchema,
      submit: submitContact,
    },
    {
      path: '/custom/breakfast-forms',
      summary: 'Request a breakfast; the seats of its slot are checked again under a lock',
      body: breakfastFormSchema,
      submit: submitBreakfast,
    },
  ] as const;
  for (const form of forms) {
    app.post(
      form.path,
      { config: { access: 'public' }, schema: schemaOf(form.summary, form.body) },
      async (request, reply) => {
        const answer = await form.submit(
          depsOf(ctx, request),
          guard,
          // The route's schema checked the body against this form's own schema.
          request.body as never,
          request.headers['idempotency-key'],
          request.ip,
        );
        return reply.status(answer.status).send(answer.body);
      },
    );
  }
};

const availability = z.object({
  data: z.object({
    branch: z.object({ id: z.number().int(), name: z.string() }),
    days: z.array(
      z.object({
        date: z.string(),
        note: z.string(),
        isFullyBooked: z.boolean(),
        slots: z.array(z.object({ start: z.string(), end: z.string() })),
      }),
    ),
  }),
});

/** The breakfast picker's days and the back office's requests inbox. */
export const requestApiRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (plugin, { ctx }) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/breakfast/availability',
    {
      config: { access: 'public' },
      schema: {
        summary: 'The next 180 days with free breakfast times, fully booked days and notes',
        tags: ['storefront'],
        response: { 200: availability, ...refusals },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await breakfastAvailability(depsOf(ctx, request)) };
    },
  );

  app.get(
    '/requests',
    {
      config: { access: staff },
      schema: {
        summary: 'Breakfast and contact requests of the visible branches, newest first',
        tags,
        querystring: requestFilterSchema,
        response: { 200: z.object({ data: z.array(staffRequestSchema) }), ...refusals },
      },
    },
    async (request) => ({
      data: await listStaffRequests(depsOf(ctx, request), actorOf(request), request.query),
    }),
  );

  app.get(
    '/requests/count',
    {
      config: { access: staff },
      schema: {
        summary: 'How many requests wait for an answer (the navigation badge)',
        tags,
        response: { 200: z.object({ data: z.object({ new: z.number().int() }) }), ...refusals },
      },
    },
    async (request) => ({ data: { new: await countStaffRequests(depsOf(ctx, request), actorOf(request)) } }),
  );

  app.get(
    '/requests/events',
    {
      config: { access: staff },
      schema: { summary: 'Server-Sent Events: `request` {requestId, branchId, type} on every change', tags },
    },
    async (request, reply) => {
      const { branchIds } = actorOf(request);
      const stops: (() => void)[] = [];
      const stream = openEventStream(request, reply, () => stops.forEach((stop) => stop()));
      stops.push(
        await ctx.events.subscribe(REQUESTS_CHANNEL, (payload) => {
          if (payload === null) stream.send('resync', {});
          else if (
            isRequestEvent(payload) &&
            (branchIds === undefined || branchIds.includes(payload.branchId))
          ) {
            stream.send('request', payload);
          }
        }),
      );
      if (stream.closed) stops.forEach((stop) => stop());
      else stream.send('ready', {});
    },
  );

  app.get(
    '/requests/:id',
    {
      config: { access: staff },
      schema: {
        summary: 'One request with its log and mails',
        tags,
        params: idParamsSchema,
        response: { 200: detail, ...refusals },
      },
    },
    async (request) => ({
      data: await getStaffRequest(depsOf(ctx, request), actorOf(request), request.params.id),
    }),
  );

  for (const [action, answer] of [
    ['confirm', 'confirmed'],
    ['decline', 'declined'],
  ] as const) {
    app.post(
      `/requests/:id/${action}`,
      {
        config: { access: staff },
        schema: {
          summary: `${answer === 'confirmed' ? 'Confirm' : 'Decline'} a new request; the message is mailed to the guest`,
          tags,
          params: idParamsSchema,
          body: requestAnswerSchema,
          response: { 200: detail, ...refusals },
        },
      },
      async (request) => ({
        data: await answerStaffRequest(
          depsOf(ctx, request),
          actorOf(request),
          request.params.id,
          answer,
          request.body.message,
        ),
      }),
    );
  }

  app.put(
    '/requests/:id/note',
    {
      config: { access: staff },
      schema: {
        summary: "The staff's own note on the request",
        tags,
        params: idParamsSchema,
        body: requestNoteSchema,
        response: { 200: detail, ...refusals },
      },
    },
    async (request) => ({
      data: await noteStaffRequest(
        depsOf(ctx, request),
        actorOf(request),
        request.params.id,
        request.body.note,
      ),
    }),
  );

  app.post(
    '/requests/:id/messages/:messageId/resend',
    {
      config: { access: staff },
      schema: {
        summary: 'Send a mail of the request once more',
        tags,
        params: idParamsSchema.extend({ messageId: idParamsSchema.shape.id }),
        response: { 200: detail, ...refusals },
      },
    },
    async (request) => ({
      data: await resendRequestMessage(
        depsOf(ctx, request),
        actorOf(request),
        request.params.id,
        request.params.messageId,
      ),
    }),
  );
};
