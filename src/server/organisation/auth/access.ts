import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { authMessages } from '../../../domain/auth/messages.js';
import type { Role } from '../../../domain/schemas/user.js';
import { HttpError } from '../../http/http-error.js';
import { SESSION_TTL_MS, type Auth, type AuthService } from './service.js';

/** Who may call a route: everybody, any signed-in user, or a user holding one of the roles. */
export type Access = 'public' | 'signedIn' | readonly Role[];

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    auth: Auth | null;
  }
}

export const SESSION_COOKIE = 'tischlein_session';
const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string) {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    path: '/',
    maxAge: SESSION_TTL_MS / 1000,
  });
}

export function clearSessionCookie(reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

/**
 * Deny by default: every API route must declare its access, or the app refuses to start. The session
 * cookie is resolved once per request; writes on the cookie's authority must carry the CSRF token.
 */
export const accessControl = fp<{ auth: AuthService; now: () => Date }>(
  async (app: FastifyInstance, { auth, now }) => {
    await app.register(cookie);
    app.decorateRequest('auth', null);

    app.addHook('onRoute', (route) => {
      const isApi = route.url.startsWith('/api') && !route.url.startsWith('/api/docs');
      if (isApi && route.config?.access === undefined) {
        throw new Error(
          `Route ${route.method} ${route.url} does not declare who may call it (config.access).`,
        );
      }
    });

    // Before the body is read and validated: a caller without the right gets 401/403, never a
    // validation answer that tells it what the route expects.
    app.addHook('onRequest', async (request) => {
      const access = request.routeOptions.config.access;
      if (access === undefined) return;
      const token = request.cookies[SESSION_COOKIE];
      request.auth = token ? ((await auth.authenticate(token, now())) ?? null) : null;
      if (access === 'public') return;
      if (!request.auth) throw new HttpError(401, authMessages.missingSession);
      if (unsafeMethods.has(request.method) && request.headers['x-csrf-token'] !== request.auth.csrfToken) {
        throw new HttpError(403, authMessages.invalidCsrfToken);
      }
      if (access !== 'signedIn' && !request.auth.user.roles.some((role) => access.includes(role))) {
        throw new HttpError(403, authMessages.forbidden);
      }
    });
  },
);
