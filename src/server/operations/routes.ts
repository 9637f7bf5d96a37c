import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../context.js';
import { migrationsApplied } from '../db/migrate.js';
import { sendApiNotFound } from '../http/error-handler.js';
import type { Registry } from 'prom-client';
import { pingDatabase } from './queries.js';

/** /readyz answers within this, even when the database does not. */
const READY_CHECK_MS = 2_000;

function withinReadyCheck<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('readiness check timed out')), READY_CHECK_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * What operators and orchestrators ask: /healthz (the process answers), /readyz (it can serve: database
 * reachable, migrations applied, event listener connected) and /metrics for Prometheus, only with
 * METRICS_TOKEN as a bearer token (docs/decisions/012-operations.md).
 */
export const operationsRoutes: FastifyPluginAsync<{
  ctx: AppContext;
  /** The registry of registerMetrics and the token a scraper must send; without them /metrics is 404. */
  metrics: { registry: Registry; token: string } | undefined;
}> = async (app, { ctx, metrics }) => {
  app.get('/healthz', { schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ status: 'ok' }),
  );

  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    const [database, migrations] = await Promise.all([
      withinReadyCheck(pingDatabase(ctx.database.db)).then(
        () => true,
        () => false,
      ),
      withinReadyCheck(migrationsApplied(ctx.database)).then(
        (applied) => applied,
        () => false,
      ),
    ]);
    const checks = { database, migrations, listener: ctx.events.connected() };
    const ready = Object.values(checks).every(Boolean);
    return reply
      .status(ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ status: ready ? 'ready' : 'unavailable', checks });
  });

  if (!metrics) {
    app.get('/metrics', { schema: { hide: true } }, (_request, reply) => sendApiNotFound(reply));
    return;
  }
  const { registry, token } = metrics;
  const expected = digest(`Bearer ${token}`);
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const given = digest(request.headers.authorization ?? '');
    if (!timingSafeEqual(given, expected)) {
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer')
        .send({ errors: [{ message: 'Für die Metriken ist ein gültiger Schlüssel nötig.' }] });
    }
    return reply
      .header('cache-control', 'no-store')
      .type(registry.contentType)
      .send(await registry.metrics());
  });
};
