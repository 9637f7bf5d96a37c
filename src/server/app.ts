import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { catalogueApi } from './catalogue/index.js';
import { contentApi, contentFiles, registerRedirects } from './content/index.js';
import type { AppContext } from './context.js';
import type { DatabaseHandle } from './db/client.js';
import { devicesApi } from './devices/index.js';
import {
  answerClientError,
  answerFrameworkError,
  registerErrorHandling,
  sendApiNotFound,
} from './http/error-handler.js';
import { compressAnswers } from './http/compression.js';
import { trackEventStreams } from './http/event-stream.js';
import { refuseHostileInput } from './http/hostile-input.js';
import { registerOpenApi } from './http/openapi.js';
import { useSecurityHeaders } from './http/security-headers.js';
import { fastifyTrustProxy, type TrustProxy } from './http/trust-proxy.js';
import { configuredProviders, type PaymentProviders } from './integrations/payments/registry.js';
import { PUBLIC_DATA_CHANNEL } from './db/public-data-version.js';
import { createJobQueue, type JobSettings } from './jobs/job-queue.js';
import { createLimits, SWEEP_INTERVAL_MS } from './lib/limits/limits.js';
import { createNotifications, type NotificationSettings } from './messaging/index.js';
import { operationsRoutes, registerMetrics } from './operations/index.js';
import {
  DEFAULT_STATUS_STREAM_LIMIT,
  defaultOrderLimits,
  noPaymentProviders,
  orderingApi,
  scheduleOrderDesk,
  type OrderLimits,
} from './ordering/index.js';
import {
  accessControl,
  createApiKeyCheck,
  createAuthService,
  createSessionCache,
  organisationApi,
} from './organisation/index.js';
import { createEventBus } from './realtime/event-bus.js';
import { requestFormRoutes, requestsApi, type SpamGuardSettings } from './requests/index.js';
import { signageApi } from './signage/index.js';
import { staffTimeApi, clockManifestRoutes } from './staff-time/index.js';
import { statisticsApi } from './statistics/index.js';
import type { FileStorage } from './storage/file-storage.js';
import {
  createPublicDataCache,
  registerWebApp,
  searchEngineRoutes,
  storefrontApi,
} from './storefront/index.js';

// Validation messages from zod reach guests and staff, so they are German everywhere.
z.config(z.locales.de());

const PUSH_CLEANUP_INTERVAL_MS = 60 * 60 * 1_000;

/** PGlite serves one process only (ADR 012), so every write to sessions passes this process's cache. */
const PGLITE_SESSION_CACHE_MS = 10_000;

export type AppDeps = {
  database: DatabaseHandle;
  storage: FileStorage;
  /** The clock, injectable so tests can fix "now". */
  now: () => Date;
  /** Folder of the built web app; absent in API-only tests. */
  webRoot?: string | undefined;
  logger?: FastifyServerOptions['logger'];
  /** The proxies allowed to name the client (TRUST_PROXY); none by default. */
  trustProxy?: TrustProxy | undefined;
  /** How long the public catalogue answer may be reused by this instance (writes elsewhere show up after it). */
  publicDataTtlMs?: number;
  /** How long a status-page answer may be reused while no change of its order is announced; 0 turns it off. */
  publicOrderCacheMs?: number;
  /** After a change of the public data (a branch's contact), every status-page answer is read again within this. */
  publicOrderRefreshMs?: number;
  /** Sees every route as it is added; the authorisation matrix test collects them with it. */
  onRoute?: ((route: RouteOptions) => void) | undefined;
  /** The origin guests reach the app at (links in mails); default http://127.0.0.1:3000. */
  publicBaseUrl?: string | undefined;
  /** SMTP and SMS settings; without SMTP every message is recorded as failed with the reason. */
  notifications?: Omit<NotificationSettings, 'publicBaseUrl'> | undefined;
  /** The configured online payment providers (createPaymentProviders); none when absent. */
  payments?: PaymentProviders | undefined;
  jobs?: JobSettings | undefined;
  /** The guest forms' per-address limit; tests that send many requests from one address raise it. */
  spamGuard?: SpamGuardSettings | undefined;
  /** The bearer token for /metrics (METRICS_TOKEN); without it there are no metrics and /metrics is 404. */
  metricsToken?: string | undefined;
  /** Guest orders per address and per e-mail/phone (defaultOrderLimits); false only for load benchmarks. */
  orderLimits?: OrderLimits | false | undefined;
  /**
   * How long this process may reuse a resolved session (ADR 027). Writes through this process take effect
   * at once; the time bounds how late a write by another process is seen. Default 10 s on PGlite (one
   * process per data folder), 0 (off) on PostgreSQL, where several app instances may share the sessions.
   */
  sessionCacheMs?: number | undefined;
  /** Open status-page streams per process before guests are sent back to polling (STATUS_STREAM_LIMIT). */
  statusStreamLimit?: number | undefined;
};

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logger ?? false,
    bodyLimit: 12 * 1024 * 1024,
    trustProxy: fastifyTrustProxy(deps.trustProxy ?? false),
    routerOptions: { maxParamLength: 300 },
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);
  registerErrorHandling(app);
  refuseHostileInput(app);
  await compressAnswers(app);

  useSecurityHeaders(app);
  trackEventStreams(app);
  // Before any route, so its request hook sees every route.
  const metricsRegistry = deps.metricsToken
    ? registerMetrics(app, { database: deps.database, openStreams: () => app.eventStreams.size })
    : undefined;

  const publicBaseUrl = (deps.publicBaseUrl ?? 'http://127.0.0.1:3000').replace(/\/+$/, '');
  const jobs = createJobQueue(deps.database, app.log, deps.jobs);
  app.decorate('jobs', jobs);
  const notifications = await createNotifications({
    db: deps.database.db,
    jobs,
    logger: app.log,
    settings: { publicBaseUrl, ...deps.notifications },
  });
  app.decorate('notifications', notifications);
  // The workers run inside every app process: mail cannot stop because a worker was never started.
  app.addHook('onReady', async () => {
    await jobs.start();
  });
  app.addHook('onClose', async () => {
    await jobs.stop();
    notifications.close();
  });

  // Order events between app instances; boards subscribe, order changes publish.
  const events = createEventBus(deps.database.driver);
  app.decorate('events', events);
  app.addHook('onClose', () => events.close());
  const boardKeys = await createApiKeyCheck({ db: deps.database.db, events });
  app.addHook('onClose', async () => boardKeys.stop());

  const ctx: AppContext = {
    database: deps.database,
    storage: deps.storage,
    now: deps.now,
    publicData: createPublicDataCache(
      deps.database.db,
      deps.publicDataTtlMs ?? 5_000,
      configuredProviders(deps.payments ?? noPaymentProviders),
    ),
    // An answer is read again when its order changes; the time limit only bounds what a lost
    // announcement could keep wrong. The branch's contact in it follows the public data's announcements.
    publicOrderCache: {
      ttlMs: deps.publicOrderCacheMs ?? 600_000,
      refreshMs: deps.publicOrderRefreshMs ?? 60_000,
    },
    statusStreamLimit: deps.statusStreamLimit ?? DEFAULT_STATUS_STREAM_LIMIT,
    publicBaseUrl,
    jobs,
    notifications,
    payments: deps.payments ?? noPaymentProviders,
    events,
    orderLimits: deps.orderLimits ?? defaultOrderLimits,
    limits: createLimits(deps.database),
    boardKeys,
    sessions: createSessionCache(
      deps.sessionCacheMs ?? (deps.database.kind === 'pglite' ? PGLITE_SESSION_CACHE_MS : 0),
    ),
  };

  // Every instance reads the catalogue again when any instance changed it (ADR 036).
  const stopHearingCatalogue = await events.subscribe(PUBLIC_DATA_CHANNEL, (version) =>
    ctx.publicData.heard(typeof version === 'number' ? version : null),
  );
  app.addHook('onClose', async () => stopHearingCatalogue());
  const sweep = setInterval(() => {
    ctx.limits
      .sweep(deps.now())
      .catch((error: unknown) => app.log.warn({ err: error }, 'limit sweep failed'));
  }, SWEEP_INTERVAL_MS);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));

  scheduleOrderDesk(ctx, app.log);
  // No browser is kept on file for an order that ended more than a day ago.
  jobs.every(PUSH_CLEANUP_INTERVAL_MS, async () => {
    await notifications.push.removeEnded(deps.now());
  });

  const auth = createAuthService(deps.database.db, ctx.sessions);
  // Before every route: a redirect is answered ahead of the app shell, and redirect writes drop its table.
  registerRedirects(app, deps.database.db);
  await app.register(accessControl, { auth, now: deps.now });
  await registerOpenApi(app);
  await app.register(operationsRoutes, {
    ctx,
    metrics:
      metricsRegistry && deps.metricsToken
        ? { registry: metricsRegistry, token: deps.metricsToken }
        : undefined,
  });
  await app.register(
    async (api) => {
      // Answers under /api are about one caller unless a route says otherwise (the public catalogue's
      // ETag answers do): no browser or proxy may keep them.
      api.addHook('onSend', (_request, reply, payload, done) => {
        if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
        done(null, payload);
      });
      await api.register(storefrontApi, { ctx });
      await api.register(organisationApi, { ctx, auth });
      await api.register(contentApi, { ctx });
      await api.register(catalogueApi, { ctx });
      await api.register(orderingApi, { ctx });
      await api.register(devicesApi, { ctx });
      await api.register(signageApi, { ctx });
      await api.register(requestsApi, { ctx });
      await api.register(staffTimeApi, { ctx });
      await api.register(statisticsApi, { ctx });
      api.all('/*', { config: { access: 'public' }, schema: { hide: true } }, (_request, reply) =>
        sendApiNotFound(reply),
      );
    },
    { prefix: '/api' },
  );
  await app.register(contentFiles, { ctx });
  await app.register(searchEngineRoutes, { ctx });
  await app.register(clockManifestRoutes, { ctx });
  await app.register(requestFormRoutes, { ctx, spamGuard: deps.spamGuard });
  await registerWebApp(app, {
    webRoot: deps.webRoot,
    publicData: () => ctx.publicData.get(),
    now: deps.now,
    publicBaseUrl,
  });
  return app;
}
