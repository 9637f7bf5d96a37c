/**
 * Devices: receipt printers and other clients that fetch their jobs with an API key (ADR 010), and the
 * print-job queue they work through. Ordering queues receipts here; signage identifies its TVs with the keys.
 */
import { contextRoutes } from '../context.js';
import { deviceRoutes } from './registry/routes.js';

export { queuePrintJob } from './print-jobs/service.js';
export { apiKeyRoute, hashApiKey } from './registry/api-key.js';
export { lockReceiptPrinter } from './registry/printing.js';

/** The devices' calls under /api (back office and device protocol). */
export const devicesApi = contextRoutes(deviceRoutes);
