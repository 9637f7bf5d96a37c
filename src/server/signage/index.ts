/** Signage: the TVs' streams of segments and scenes, their player and the commands sent to them (ADR 026). */
import { contextRoutes } from '../context.js';
import { digitalSignageRoutes } from './routes.js';
import { sceneRoutes } from './scenes/routes.js';

/** The signage calls under /api. */
export const signageApi = contextRoutes(sceneRoutes, digitalSignageRoutes);
