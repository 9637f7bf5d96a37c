import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DatabaseHandle } from './db/client.js';
import { registerErrorHandling, sendApiNotFound } from './http/error-handler.js';
import { registerOpenApi } from './http/openapi.js';
import { registerWebApp } from './http/web-app.js';
import { branchRoutes } from './modules/branches/routes.js';
import { configRoutes } from './modules/config/routes.js';
import { imageRoutes } from './modules/images/routes.js';
import { accessControl } from './modules/auth/access.js';
import { authRoutes } from './modules/auth/routes.js';
import { createAuthService } from './modules/auth/service.js';
import { initRoutes } from './modules/init/routes.js';
import { userRoutes } from './modules/users/routes.js';
import { uploadApiRoutes, uploadFileRoutes } from './modules/uploads/routes.js';
import { createPublicDataCache } from './modules/init/public-data-cache.js';
import type { FileStorage } from './storage/file-storage.js';

// Validation messages from zod reach guests and staff, so they are German everywhere.
z.config(z.locales.de());

export type AppDeps = {
  database: DatabaseHandle;
  storage: FileStorage;
  /** The clock, injectable so tests can fix "now". */
  now: () => Date;
  /** Folder of the built web app; absent in API-only tests. */
  webRoot?: string | undefined;
  logger?: FastifyServerOptions['logger'];
  /** How long the public catalogue answer may be reused by this instance (writes elsewhere show up after it). */
  publicDataTtlMs?: number;
};

export type AppContext = Required<Pick<AppDeps, 'database' | 'storage' | 'now'>> & {
  publicData: ReturnType<typeof createPublicDataCache>;
};

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logger ?? false,
    bodyLimit: 12 * 1024 * 1024,
    trustProxy: true,
    routerOptions: { maxParamLength: 300 },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });

  const ctx: AppContext = {
    database: deps.database,
    storage: deps.storage,
    now: deps.now,
    publicData: createPublicDataCache(deps.database.db, deps.publicDataTtlMs ?? 5_000),
  };

  const auth = createAuthService(deps.database.db);
  await app.register(accessControl, { auth, now: deps.now });
  await registerOpenApi(app);
  await app.register(
    async (api) => {
      await api.register(initRoutes, { ctx });
      await api.register(configRoutes, { ctx });
      await api.register(branchRoutes, { ctx });
      await api.register(uploadApiRoutes, { ctx });
      await api.register(authRoutes, { ctx, auth });
      await api.register(userRoutes);
      api.all('/*', { config: { access: 'public' }, schema: { hide: true } }, (_request, reply) =>
        sendApiNotFound(reply),
      );
    },
    { prefix: '/api' },
  );
  await app.register(imageRoutes, { ctx });
  await app.register(uploadFileRoutes, { ctx });
  await registerWebApp(app, { webRoot: deps.webRoot });
  return app;
}
