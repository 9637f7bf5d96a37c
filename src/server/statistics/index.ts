/** Statistics: the storefront's analytics log and the back office's figures over orders, visitors and hours. */
import { contextRoutes } from '../context.js';
import { analyticsRoutes } from './analytics/routes.js';
import { statisticsRoutes } from './figures/routes.js';

/** The statistics calls under /api. */
export const statisticsApi = contextRoutes(analyticsRoutes, statisticsRoutes);
