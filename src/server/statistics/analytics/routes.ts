import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { analyticsEntrySchema } from '../../../domain/schemas/analytics.js';
import { apiErrorSchema } from '../../../domain/schemas/common.js';
import type { AppContext } from '../../context.js';
import { HttpError } from '../../http/http-error.js';
import { createRateLimiter } from '../../lib/rate-limit.js';
import { recordAnalyticsEntry } from './service.js';
import { createVisitorHasher } from './visitor-hash.js';

// A guest clicks a few pages a minute; this leaves room for a whole office behind one address.
const ENTRIES_PER_MINUTE = 240;
// The entry's data is bounded by its schema; this refuses anything far beyond it before parsing.
const BODY_LIMIT_BYTES = 4 * 1024;
const tooMany = 'Zu viele Anfragen. Bitte versuchen Sie es später erneut.';

/** The storefront's analytics log (spec, section 7); sent only after cookie consent, answered with 204. */
export const analyticsRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (plugin, { ctx }) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const visitorHash = createVisitorHasher();
  // Keyed by the address in memory only, for one minute; it is never written anywhere.
  const isWithinLimit = createRateLimiter({ limit: ENTRIES_PER_MINUTE, windowMs: 60_000, maxKeys: 10_000 });

  app.post(
    '/analytics-log',
    {
      config: { access: 'public' },
      bodyLimit: BODY_LIMIT_BYTES,
      schema: {
        summary: 'Record a page view or a tracking event (only sent with cookie consent)',
        tags: ['storefront'],
        body: analyticsEntrySchema,
        response: { 204: z.null(), 400: apiErrorSchema, 413: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const now = ctx.now();
      if (!isWithinLimit(request.ip, now)) throw new HttpError(429, tooMany);
      await recordAnalyticsEntry(ctx.database.db, request.body, {
        hash: visitorHash(request.ip, request.headers['user-agent'], now),
        at: now,
      });
      return reply.status(204).send(null);
    },
  );
};
