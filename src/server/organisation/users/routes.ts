import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../../domain/schemas/common.js';
import { userEntitySchema, userInputSchema } from '../../../domain/schemas/entities/user.js';
import { currentUserSchema } from '../../../domain/schemas/user.js';
import { entityRoutes } from '../entities/entity-routes.js';
import { userService } from './service.js';

export const userRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/users/me',
    {
      config: { access: 'signedIn' },
      schema: {
        summary: 'The signed-in user with its roles, branches and the CSRF token for writes',
        tags: ['users'],
        response: {
          200: z.object({ data: currentUserSchema.extend({ csrfToken: z.string() }) }),
          401: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const auth = request.auth;
      if (!auth) throw new Error('access control let an anonymous request through');
      return { data: { ...auth.user, csrfToken: auth.csrfToken } };
    },
  );
};

export const userEntityRoutes = entityRoutes({
  path: '/users',
  name: 'user',
  label: 'Benutzer',
  schemas: { input: userInputSchema, output: userEntitySchema },
  service: userService,
  // Disabling, locking, a new password or new roles must reach the next call of that user's sessions.
  affectsSessions: true,
  constraintFields: { users_email_key: 'email', user_branches_branch_id_branches_id_fk: 'branches' },
});
