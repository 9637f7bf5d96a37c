import { createHash, randomBytes } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, idParamsSchema } from '../../../domain/schemas/common.js';
import { issuedApiKeySchema, type IssuedApiKey } from '../../../domain/schemas/entities/device.js';
import { notFoundMessage } from '../../../domain/validation/messages.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { HttpError } from '../../http/http-error.js';
import { recordChange } from '../../organisation/index.js';

/** What the database keeps of a device key, and what a device's request is looked up by (ADR 010). */
export const hashApiKey = (apiKey: string): string => createHash('sha256').update(apiKey).digest('hex');

/** 256 random bits, typed once into the device; the database keeps only the SHA-256. */
function newApiKey(): { apiKey: string; hash: string } {
  const apiKey = randomBytes(32).toString('base64url');
  return { apiKey, hash: hashApiKey(apiKey) };
}

export type KeyHolder = {
  /** The audit log's entity name, e.g. 'device'. */
  name: string;
  /** German singular, e.g. 'Gerät'. */
  label: string;
  get: (db: Db, id: number) => Promise<{ id: number } | undefined>;
  storeHash: (db: Db, id: number, hash: string) => Promise<void>;
  /** After the new key is stored: e.g. to end what the old key still has open. */
  afterIssue?: (id: number) => Promise<void>;
};

/**
 * `POST <path>/:id/api-key`: issues a new key for a device, replacing the one it had, and shows it this
 * once. The audit log records that a key was issued, never the key.
 */
export function apiKeyRoute(path: `/${string}`, holder: KeyHolder): FastifyPluginAsync<{ ctx: AppContext }> {
  return async (plugin, { ctx }) => {
    const app = plugin.withTypeProvider<ZodTypeProvider>();
    app.post(
      `${path}/:id/api-key`,
      {
        config: { access: ['ROLE_ADMIN'] },
        schema: {
          summary: `${holder.label}: issue a new API key, shown once`,
          tags: [path.slice(1)],
          params: idParamsSchema,
          response: {
            201: z.object({ data: issuedApiKeySchema }),
            400: apiErrorSchema,
            401: apiErrorSchema,
            403: apiErrorSchema,
            404: apiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        const auth = request.auth;
        if (!auth) throw new Error('access control let an anonymous request through');
        const id = request.params.id;
        const issued = await ctx.database.db.transaction(async (tx): Promise<IssuedApiKey> => {
          const before = await holder.get(tx, id);
          if (!before) throw new HttpError(404, notFoundMessage(holder.label));
          const { apiKey, hash } = newApiKey();
          await holder.storeHash(tx, id, hash);
          const after = await holder.get(tx, id);
          await recordChange(tx, {
            userId: auth.user.id,
            action: 'api-key',
            entity: holder.name,
            entityId: id,
            before,
            after,
            at: ctx.now(),
          });
          return { apiKey };
        });
        await holder.afterIssue?.(id);
        return reply.status(201).send({ data: issued });
      },
    );
  };
}
