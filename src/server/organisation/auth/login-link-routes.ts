import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loginLinkRedeemSchema, loginLinkRequestSchema } from '../../../domain/auth/login-link.js';
import { authMessages } from '../../../domain/auth/messages.js';
import { apiErrorSchema } from '../../../domain/schemas/common.js';
import type { AppContext } from '../../context.js';
import { SESSION_COOKIE, setSessionCookie } from './access.js';
import { createLoginLinkService } from './login-link-service.js';
import { signedInSchema } from './routes.js';
import type { AuthService, ClientInfo } from './service.js';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  429: apiErrorSchema,
};

export const loginLinkRoutes: FastifyPluginAsync<{ ctx: AppContext; auth: AuthService }> = async (
  plugin,
  { ctx, auth },
) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const loginLinks = await createLoginLinkService({
    db: ctx.database.db,
    jobs: ctx.jobs,
    notifications: ctx.notifications,
    auth,
    publicBaseUrl: ctx.publicBaseUrl,
  });
  const client = (request: FastifyRequest): ClientInfo => ({
    ip: request.ip,
    userAgent: request.headers['user-agent'],
    now: ctx.now(),
  });

  app.post(
    '/auth/login-link',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Ask for a sign-in link by e-mail; the answer is the same whether the account exists or not',
        tags: ['auth'],
        body: loginLinkRequestSchema,
        response: { 202: z.object({ data: z.object({ message: z.string() }) }), ...errors },
      },
    },
    async (request, reply) => {
      await loginLinks.request(request.body, client(request));
      return reply.status(202).send({ data: { message: authMessages.loginLinkSent } });
    },
  );

  app.post(
    '/auth/login-link/redeem',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Sign in with the token of a login link (once, within 15 minutes); sets the session cookie',
        tags: ['auth'],
        body: loginLinkRedeemSchema,
        response: { 200: signedInSchema, ...errors },
      },
    },
    async (request, reply) => {
      const signedIn = await loginLinks.redeem(
        request.body.token,
        client(request),
        request.cookies[SESSION_COOKIE],
      );
      setSessionCookie(request, reply, signedIn.token);
      return { data: { ...signedIn.user, csrfToken: signedIn.csrfToken } };
    },
  );
};
