import type { FastifyPluginAsync } from 'fastify';
import {
  digitalSignageDeviceEntitySchema,
  digitalSignageDeviceFilterSchema,
  digitalSignageDeviceInputSchema,
} from '../../../../domain/schemas/entities/digital-signage-device.js';
import type { AppContext } from '../../../app.js';
import { apiKeyRoute } from '../../devices/api-key.js';
import { entityRoutes } from '../../entities/entity-routes.js';
import { getTv, storeTvApiKeyHash, tvService } from './service.js';

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
    }),
    { ctx },
  );
};
