/** Requests: guests' breakfast and contact requests, and the back office's inbox that answers them (ADR 017). */
import { contextRoutes } from '../context.js';
import { requestApiRoutes } from './routes.js';

/** The two guest forms, outside /api as the spec names them. */
export { requestFormRoutes } from './routes.js';
export type { SpamGuardSettings } from './spam-guard.js';

/** The inbox and availability calls under /api. */
export const requestsApi = contextRoutes(requestApiRoutes);
