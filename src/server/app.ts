import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DatabaseHandle } from './db/client.js';
import { registerErrorHandling, sendApiNotFound } from './http/error-handler.js';
import { fastifyTrustProxy, type TrustProxy } from './http/trust-proxy.js';
import { refuseHostileInput } from './http/hostile-input.js';
import { useSecurityHeaders } from './http/security-headers.js';
import { registerOpenApi } from './http/openapi.js';
import { registerWebApp } from './http/web-app.js';
import { createJobQueue, type JobQueue, type JobSettings } from './jobs/job-queue.js';
import { branchEntityRoutes, branchRoutes } from './modules/branches/routes.js';
import { configRoutes } from './modules/config/routes.js';
import { divisionRoutes } from './modules/divisions/routes.js';
import { categoryRoutes } from './modules/categories/routes.js';
import { departmentRoutes } from './modules/departments/routes.js';
import { donateeRoutes } from './modules/donatees/routes.js';
import { logRoutes } from './modules/logs/routes.js';
import { menuRoutes } from './modules/menus/routes.js';
import { productRoutes } from './modules/products/routes.js';
import { tableRoutes } from './modules/tables/routes.js';
import { tagRoutes } from './modules/tags/routes.js';
import { imageRoutes } from './modules/images/routes.js';
import { accessControl } from './modules/auth/access.js';
import { authRoutes } from './modules/auth/routes.js';
import { loginLinkRoutes } from './modules/auth/login-link-routes.js';
import { createAuthService } from './modules/auth/service.js';
import { createSessionCache, type SessionCache } from './modules/auth/session-cache.js';
import { initRoutes } from './modules/init/routes.js';
import { userEntityRoutes, userRoutes } from './modules/users/routes.js';
import { uploadApiRoutes, uploadFileRoutes } from './modules/uploads/routes.js';
import { createPublicDataCache } from './modules/init/public-data-cache.js';
import {
  createNotifications,
  type NotificationService,
  type NotificationSettings,
} from './modules/notifications/service.js';
import { siteRoutes } from './modules/sites/routes.js';
import { redirectRoutes } from './modules/redirects/routes.js';
import { blockRoutes } from './modules/blocks/routes.js';
import { navigationRoutes } from './modules/navigations/routes.js';
import { imageAdminRoutes } from './modules/images/admin-routes.js';
import { imageTemplateRoutes } from './modules/image-templates/routes.js';
import { uploadAdminRoutes } from './modules/uploads/admin-routes.js';
import { deviceRoutes } from './modules/devices/routes.js';
import { printSheetRoutes } from './modules/print-sheets/routes.js';
import { projectRoutes } from './modules/projects/routes.js';
import { taskRoutes } from './modules/tasks/routes.js';
import { sceneRoutes } from './modules/scenes/routes.js';
import { workingActivityRoutes } from './modules/working-activities/routes.js';
import { workingScheduleRoutes } from './modules/working-schedules/routes.js';
import { weekPlanRoutes } from './modules/working-schedules/week-routes.js';
import { digitalSignageRoutes } from './modules/digital-signage/routes.js';
import type { FileStorage } from './storage/file-storage.js';
import { configuredProviders, type PaymentProviders } from './integrations/payments/registry.js';
import { orderRoutes } from './modules/orders/routes.js';
import { defaultOrderLimits, type OrderLimits } from './modules/orders/order-limits.js';
import { staffOrderRoutes } from './modules/orders/staff-routes.js';
import { orderPrintRoutes } from './modules/orders/print-routes.js';
import { orderItemRoutes } from './modules/orders/item-routes.js';
import { phoneOrderRoutes } from './modules/orders/phone-order-routes.js';
import { branchApiKeyRoutes } from './modules/branches/api-key-routes.js';
import { boardOrderRoutes } from './modules/orders/board-routes.js';
import { escalateUnansweredOrders, ESCALATION_INTERVAL_MS } from './modules/orders/escalation.js';
import { retryFailedRefunds } from './modules/orders/refund-retry.js';
import { createEventBus, type EventBus } from './realtime/event-bus.js';
import { noPaymentProviders } from './modules/payments/no-providers.js';
import { paymentRoutes } from './modules/payments/routes.js';
import { analyticsRoutes } from './modules/analytics/routes.js';
import { searchEngineRoutes } from './modules/search-engines/routes.js';
import { clockManifestRoutes } from './modules/time-tracking/manifest-routes.js';
import { requestApiRoutes, requestFormRoutes } from './modules/requests/routes.js';
import type { SpamGuardSettings } from './modules/requests/spam-guard.js';
import { registerRedirects } from './modules/redirects/apply-redirects.js';
import { fontApiRoutes, fontFileRoutes } from './modules/fonts/routes.js';
import { timeTrackingRoutes } from './modules/time-tracking/routes.js';
import { clockTokenRoutes } from './modules/time-tracking/token-routes.js';
import { timeSheetRoutes } from './modules/time-sheets/routes.js';
import { capacityRoutes } from './modules/capacity/routes.js';
import { statisticsRoutes } from './modules/statistics/routes.js';
import { trackEventStreams } from './http/event-stream.js';
import { registerMetrics } from './modules/operations/metrics.js';
import { operationsRoutes } from './modules/operations/routes.js';

// Validation messages from zod reach guests and staff, so they are German everywhere.
z.config(z.locales.de());

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
};

export type AppContext = Required<Pick<AppDeps, 'database' | 'storage' | 'now'>> & {
  publicData: ReturnType<typeof createPublicDataCache>;
  publicOrderCacheMs: number;
  publicBaseUrl: string;
  jobs: JobQueue;
  notifications: NotificationService;
  payments: PaymentProviders;
  events: EventBus;
  orderLimits: OrderLimits | false;
  /** Resolved sessions; writes to users or sessions outside the auth service call `forget()`. */
  sessions: SessionCache;
};

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logger ?? false,
    bodyLimit: 12 * 1024 * 1024,
    trustProxy: fastifyTrustProxy(deps.trustProxy ?? false),
    routerOptions: { maxParamLength: 300 },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);
  registerErrorHandling(app);
  refuseHostileInput(app);

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

  const ctx: AppContext = {
    database: deps.database,
    storage: deps.storage,
    now: deps.now,
    publicData: createPublicDataCache(
      deps.database.db,
      deps.publicDataTtlMs ?? 5_000,
      configuredProviders(deps.payments ?? noPaymentProviders),
    ),
    publicOrderCacheMs: deps.publicOrderCacheMs ?? 60_000,
    publicBaseUrl,
    jobs,
    notifications,
    payments: deps.payments ?? noPaymentProviders,
    events,
    orderLimits: deps.orderLimits ?? defaultOrderLimits,
    sessions: createSessionCache(
      deps.sessionCacheMs ?? (deps.database.kind === 'pglite' ? PGLITE_SESSION_CACHE_MS : 0),
    ),
  };

  // Orders nobody answers: remind the branch, then reject for the guest (ADR 009); and refunds the
  // provider refused the first time are asked for again.
  jobs.every(ESCALATION_INTERVAL_MS, async () => {
    const orderDesk = {
      db: deps.database.db,
      providers: ctx.payments,
      notifications: ctx.notifications,
      now: deps.now,
      publicBaseUrl,
      log: app.log,
    };
    await escalateUnansweredOrders(orderDesk);
    await retryFailedRefunds(orderDesk);
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
      await api.register(initRoutes, { ctx });
      await api.register(configRoutes, { ctx });
      await api.register(branchRoutes, { ctx });
      await api.register(uploadApiRoutes, { ctx });
      await api.register(authRoutes, { ctx, auth });
      await api.register(loginLinkRoutes, { ctx, auth });
      await api.register(userRoutes);
      await api.register(userEntityRoutes, { ctx });
      await api.register(divisionRoutes, { ctx });
      await api.register(branchEntityRoutes, { ctx });
      await api.register(departmentRoutes, { ctx });
      await api.register(menuRoutes, { ctx });
      await api.register(categoryRoutes, { ctx });
      await api.register(tagRoutes, { ctx });
      await api.register(productRoutes, { ctx });
      await api.register(tableRoutes, { ctx });
      await api.register(donateeRoutes, { ctx });
      await api.register(logRoutes, { ctx });
      await api.register(orderRoutes, { ctx });
      await api.register(staffOrderRoutes, { ctx });
      await api.register(orderPrintRoutes, { ctx });
      await api.register(orderItemRoutes, { ctx });
      await api.register(phoneOrderRoutes, { ctx });
      await api.register(branchApiKeyRoutes, { ctx });
      await api.register(boardOrderRoutes, { ctx, kind: 'frontdesk' });
      await api.register(boardOrderRoutes, { ctx, kind: 'backoffice' });
      await api.register(paymentRoutes, { ctx });
      await api.register(analyticsRoutes, { ctx });
      await api.register(requestApiRoutes, { ctx });
      await api.register(siteRoutes, { ctx });
      await api.register(redirectRoutes, { ctx });
      await api.register(blockRoutes, { ctx });
      await api.register(navigationRoutes, { ctx });
      await api.register(imageAdminRoutes, { ctx });
      await api.register(imageTemplateRoutes, { ctx });
      await api.register(uploadAdminRoutes, { ctx });
      await api.register(deviceRoutes, { ctx });
      await api.register(printSheetRoutes, { ctx });
      await api.register(projectRoutes, { ctx });
      await api.register(taskRoutes, { ctx });
      await api.register(sceneRoutes, { ctx });
      await api.register(workingActivityRoutes, { ctx });
      await api.register(weekPlanRoutes, { ctx });
      await api.register(workingScheduleRoutes, { ctx });
      await api.register(digitalSignageRoutes, { ctx });
      await api.register(fontApiRoutes);
      await api.register(timeTrackingRoutes, { ctx });
      await api.register(clockTokenRoutes, { ctx });
      await api.register(timeSheetRoutes, { ctx });
      await api.register(statisticsRoutes, { ctx });
      await api.register(capacityRoutes, { ctx });
      api.all('/*', { config: { access: 'public' }, schema: { hide: true } }, (_request, reply) =>
        sendApiNotFound(reply),
      );
    },
    { prefix: '/api' },
  );
  await app.register(imageRoutes, { ctx });
  await app.register(uploadFileRoutes, { ctx });
  await app.register(searchEngineRoutes, { ctx });
  await app.register(clockManifestRoutes, { ctx });
  await app.register(requestFormRoutes, { ctx, spamGuard: deps.spamGuard });
  await app.register(fontFileRoutes);
  await registerWebApp(app, {
    webRoot: deps.webRoot,
    publicData: () => ctx.publicData.get(),
    now: deps.now,
    publicBaseUrl,
  });
  return app;
}
