import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clockParamsSchema } from '../../../domain/schemas/time-clock.js';
import { timeTrackingMessages } from '../../../domain/time-tracking/messages.js';
import type { AppContext } from '../../context.js';
import { HttpError } from '../../http/http-error.js';
import { clockManifest } from './clock-manifest.js';
import { clockUser } from './clock-token.js';

/**
 * The installable clock page's manifest, beside the page (not under /api) so that its scope and start
 * URL are plain paths of the page. An invalid link gets a 404 and no manifest: nothing is installed that
 * could not clock.
 */
export const clockManifestRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (plugin, { ctx }) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/zeiterfassung/:token/:username/manifest.webmanifest',
    {
      config: { access: 'public' },
      schema: {
        summary: 'The web manifest of a clock link',
        tags: ['time-tracking'],
        params: clockParamsSchema,
      },
    },
    async (request, reply) => {
      const { token, username } = request.params;
      const person = await clockUser(ctx.database.db, token, username, ctx.now());
      if (!person) throw new HttpError(404, timeTrackingMessages.invalidClockAccess);
      return (
        reply
          .type('application/manifest+json; charset=utf-8')
          // The address carries the token: no shared cache and no disk may keep it.
          .header('cache-control', 'private, no-store')
          .send(JSON.stringify(clockManifest(person, token, username)))
      );
    },
  );
};
