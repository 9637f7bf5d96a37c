import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loginRequestSchema, passwordChangeRequestSchema } from '../../../domain/auth/credentials.js';
import { apiErrorSchema } from '../../../domain/schemas/common.js';
import { currentUserSchema } from '../../../domain/schemas/user.js';
import type { AppContext } from '../../context.js';
import { clearSessionCookie, SESSION_COOKIE, setSessionCookie } from './access.js';
import type { AuthService, ClientInfo } from './service.js';

export const signedInSchema = z.object({ data: currentUserSchema.extend({ csrfToken: z.string() }) });
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  422: apiErrorSchema,
  429: apiErrorSchema,
};

export const authRoutes: FastifyPluginAsync<{ ctx: AppContext; auth: AuthService }> = async (
  plugin,
  { ctx, auth },
) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const client = (request: FastifyRequest): ClientInfo => ({
    ip: request.ip,
    userAgent: request.headers['user-agent'],
    now: ctx.now(),
  });

  app.post(
    '/auth/login',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Sign in with e-mail and password; sets the session cookie',
        tags: ['auth'],
        body: loginRequestSchema,
        response: { 200: signedInSchema, ...errors },
      },
    },
    async (request, reply) => {
      const signedIn = await auth.signIn(request.body, client(request), request.cookies[SESSION_COOKIE]);
      setSessionCookie(request, reply, signedIn.token);
      return { data: { ...signedIn.user, csrfToken: signedIn.csrfToken } };
    },
  );

  app.post(
    '/auth/password',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Replace a password (also an expired or one-time one) by proving the current one',
        tags: ['auth'],
        body: passwordChangeRequestSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const own = request.auth && { userId: request.auth.user.id, sessionId: request.auth.sessionId };
      await auth.changePassword(request.body, client(request), own ?? undefined);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/auth/logout',
    {
      config: { access: 'signedIn' },
      schema: {
        summary: 'Sign out: ends the session',
        tags: ['auth'],
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      if (request.auth) await auth.signOut(request.auth.sessionId);
      clearSessionCookie(reply);
      return reply.status(204).send(null);
    },
  );
};
