import type { FastifyPluginAsync } from 'fastify';
import type { DatabaseHandle } from './db/client.js';
import type { PaymentProviders } from './integrations/payments/registry.js';
import type { JobQueue } from './jobs/job-queue.js';
import type { Limits } from './lib/limits/limits.js';
import type { Notifications } from './messaging/notifications.js';
import type { PushChannel } from './messaging/push/service.js';
import type { OrderLimits } from './ordering/placing/order-limits.js';
import type { SessionCache } from './organisation/auth/session-cache.js';
import type { ApiKeyCheck } from './organisation/branches/api-key-check.js';
import type { EventBus } from './realtime/event-bus.js';
import type { FileStorage } from './storage/file-storage.js';
import type { PublicDataCache } from './storefront/public-data/public-data.js';

/**
 * What every context's routes are given. Built once by app.ts. It names only type files that import no
 * context entry, so that importing it never closes a circle (the rule file .dependency-cruiser.cjs holds it).
 */
export type AppContext = {
  database: DatabaseHandle;
  storage: FileStorage;
  /** The clock, injectable so tests can fix "now". */
  now: () => Date;
  publicData: PublicDataCache;
  /** The status page's answers: how long one may be reused, and within what time a public data change reaches it. */
  publicOrderCache: { ttlMs: number; refreshMs: number };
  /** Open status-page streams per process before guests are sent back to polling (ADR 035). */
  statusStreamLimit: number;
  publicBaseUrl: string;
  jobs: JobQueue;
  notifications: Notifications & { push: PushChannel; close(): void };
  payments: PaymentProviders;
  events: EventBus;
  orderLimits: OrderLimits | false;
  /** The abuse limits' counters, shared by every instance on PostgreSQL (ADR 036). */
  limits: Limits;
  /** The board keys' check, with their stored hashes in memory (one for the app). */
  boardKeys: ApiKeyCheck;
  /** Resolved sessions; writes to users or sessions outside the auth service call `forget()`. */
  sessions: SessionCache;
};

/** A context's routes plugin: its route plugins, each registered with the app context. */
export function contextRoutes(
  ...plugins: readonly FastifyPluginAsync<{ ctx: AppContext }>[]
): FastifyPluginAsync<{ ctx: AppContext }> {
  return async (api, { ctx }) => {
    for (const plugin of plugins) await api.register(plugin, { ctx });
  };
}
