import type { FastifyPluginAsync } from 'fastify';
import { deviceEntitySchema, deviceInputSchema } from '../../../domain/schemas/entities/device.js';
import type { AppContext } from '../../context.js';
import { entityRoutes } from '../../organisation/index.js';
import { apiKeyRoute } from './api-key.js';
import { deviceCommandRoutes } from './command-routes.js';
import { devicePrinterRoutes } from './printer-routes.js';
import { deviceProtocolRoutes } from './protocol-routes.js';
import { deviceService, getDevice, storeDeviceApiKeyHash } from './service.js';

const LABEL = 'Gerät';

export const deviceRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (plugin, { ctx }) => {
  await plugin.register(
    entityRoutes({
      path: '/devices',
      name: 'device',
      label: LABEL,
      schemas: { input: deviceInputSchema, output: deviceEntitySchema },
      service: deviceService,
    }),
    { ctx },
  );
  await plugin.register(
    apiKeyRoute('/devices', {
      name: 'device',
      label: LABEL,
      get: getDevice,
      storeHash: storeDeviceApiKeyHash,
    }),
    { ctx },
  );
  await plugin.register(devicePrinterRoutes, { ctx });
  await plugin.register(deviceCommandRoutes, { ctx });
  await plugin.register(deviceProtocolRoutes, { ctx });
};
