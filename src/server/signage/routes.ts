import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../context.js';
import { digitalSignageDeviceRoutes } from './devices/routes.js';
import { signagePlayerRoutes } from './player/routes.js';
import { digitalSignageSegmentRoutes } from './segments/routes.js';
import { digitalSignageStreamRoutes } from './streams/routes.js';

/**
 * Digital signage: segments, the streams that play them in order, the TVs that show a stream and take
 * commands, and the TVs' player.
 */
export const digitalSignageRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (plugin, { ctx }) => {
  await plugin.register(digitalSignageSegmentRoutes, { ctx });
  await plugin.register(digitalSignageStreamRoutes, { ctx });
  await plugin.register(digitalSignageDeviceRoutes, { ctx });
  await plugin.register(signagePlayerRoutes, { ctx });
};
