/** Operations: health and readiness for the proxy and the service manager, Prometheus metrics (ADR 012). */
export { registerMetrics } from './metrics.js';
export { operationsRoutes } from './routes.js';
