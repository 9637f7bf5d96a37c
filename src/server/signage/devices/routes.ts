import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, idParamsSchema } from '../../../domain/schemas/common.js';
import { signageCommandBodySchema } from '../../../domain/signage/commands.js';
import {
  digitalSignageDeviceEntitySchema,
  digitalSignageDeviceFilterSchema,
  digitalSignageDeviceInputSchema,
} from '../../../domain/schemas/entities/digital-signage-device.js';
import type { AppContext } from '../../context.js';
import { apiKeyRoute } from '../../devices/index.js';
import { entityRoutes } from '../../organisation/index.js';
import { abortTvCommand, commandTv, type CommandDeps } from './commands.js';
import { getTv, storeTvApiKeyHash, tvService } from './service.js';
import { announceTvChange } from './tv-events.js';

const PATH = '/digital-signage-devices';
const LABEL = 'TV';

export const digitalSignageDeviceRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (
  plugin,
  { ctx },
) => {
  await plugin.register(
    entityRoutes({
      path: PATH,
      name: 'digitalSignageDevice',
      label: LABEL,
      schemas: {
        input: digitalSignageDeviceInputSchema,
        output: digitalSignageDeviceEntitySchema,
        filter: digitalSignageDeviceFilterSchema,
      },
      service: tvService,
    }),
    { ctx },
  );
  await plugin.register(
    apiKeyRoute(PATH, {
      name: 'digitalSignageDevice',
      label: LABEL,
      get: (db, id) => getTv(db, id, ctx.now()),
      storeHash: storeTvApiKeyHash,
      // A replaced key is meant to lock the old address out: its open player streams end now.
      afterIssue: (id) =>
        announceTvChange(
          {
            events: ctx.events,
            warn: (error) => plugin.log.warn({ err: error }, 'the new TV key could not be announced'),
          },
          { tvId: id, keyReplaced: true },
        ),
    }),
    { ctx },
  );

  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const one = z.object({ data: digitalSignageDeviceEntitySchema });
  const refusals = {
    400: apiErrorSchema,
    401: apiErrorSchema,
    403: apiErrorSchema,
    404: apiErrorSchema,
    409: apiErrorSchema,
    422: apiErrorSchema,
  };
  const deps = (request: { log: { warn: (object: unknown, message: string) => void } }): CommandDeps => ({
    db: ctx.database.db,
    events: ctx.events,
    now: ctx.now,
    warn: (error) => request.log.warn({ err: error }, 'the TV command could not be announced'),
  });
  const userId = (request: { auth?: { user: { id: number } } | null }) => request.auth?.user.id ?? null;

  app.post(
    `${PATH}/:id/command`,
    {
      config: { access: ['ROLE_ADMIN'] },
      schema: {
        summary: 'Send the TV a command; it obeys within seconds. Answers the updated TV',
        tags: [PATH.slice(1)],
        params: idParamsSchema,
        body: signageCommandBodySchema,
        response: { 200: one, ...refusals },
      },
    },
    async (request) => ({
      data: await commandTv(deps(request), request.params.id, request.body, { userId: userId(request) }),
    }),
  );

  app.post(
    `${PATH}/:id/command/abort`,
    {
      config: { access: ['ROLE_ADMIN'] },
      schema: {
        summary: "Drop the TV's command: it plays its stream again. Answers the updated TV",
        tags: [PATH.slice(1)],
        params: idParamsSchema,
        response: { 200: one, ...refusals },
      },
    },
    async (request) => ({
      data: await abortTvCommand(deps(request), request.params.id, { userId: userId(request) }),
    }),
  );
};
