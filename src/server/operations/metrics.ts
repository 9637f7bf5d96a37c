import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { DatabaseHandle } from '../db/client.js';
import { countOpenMessages } from './queries.js';

/** Routes whose 201 answer is a placed order (a replayed Idempotency-Key is counted again). */
const ORDER_ROUTES = new Map([
  ['/api/orders', 'storefront'],
  ['/api/orders/phone', 'phone'],
]);

/**
 * Prometheus metrics of one app instance. The request hook is the only cost on the hot paths: it looks
 * up a cached child per route and status and adds to it (measured in docs/performance.md "Metrics hook").
 * Everything else is read when the scraper asks.
 */
export function registerMetrics(
  app: FastifyInstance,
  deps: { database: DatabaseHandle; openStreams: () => number },
): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'tischlein_' });

  const requests = new Counter({
    name: 'tischlein_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'tischlein_http_request_duration_seconds',
    help: 'Time from receiving a request to sending its answer, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const ordersPlaced = new Counter({
    name: 'tischlein_orders_placed_total',
    help: 'Orders answered 201, by channel',
    labelNames: ['channel'] as const,
    registers: [registry],
  });
  new Gauge({
    name: 'tischlein_messages',
    help: 'Mails and SMS waiting to be sent (pending) or given up (failed)',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      const counts = await countOpenMessages(deps.database.db);
      this.set({ status: 'pending' }, counts.pending);
      this.set({ status: 'failed' }, counts.failed);
    },
  });
  new Gauge({
    name: 'tischlein_sse_clients',
    help: 'Open event streams (boards, back office)',
    registers: [registry],
    collect() {
      this.set(deps.openStreams());
    },
  });
  const driver = deps.database.driver;
  if (driver.kind === 'postgres') {
    new Gauge({
      name: 'tischlein_db_pool_connections',
      help: 'Connections of the PostgreSQL pool: total, idle, and calls waiting for one',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        this.set({ state: 'total' }, driver.pool.totalCount);
        this.set({ state: 'idle' }, driver.pool.idleCount);
        this.set({ state: 'waiting' }, driver.pool.waitingCount);
      },
    });
  }

  const counters = new Map<string, Counter.Internal>();
  const timers = new Map<string, Histogram.Internal<'method' | 'route'>>();
  app.addHook('onResponse', (request, reply, done) => {
    const method = request.method;
    // The route's pattern, never the raw URL: ids and guessed paths must not create new series.
    const route = request.routeOptions.url ?? 'unmatched';
    const status = reply.statusCode;
    const timerKey = `${method} ${route}`;
    let timer = timers.get(timerKey);
    if (!timer) {
      timer = duration.labels(method, route);
      timers.set(timerKey, timer);
    }
    timer.observe(reply.elapsedTime / 1000);
    const counterKey = `${timerKey} ${status}`;
    let counter = counters.get(counterKey);
    if (!counter) {
      counter = requests.labels(method, route, String(status));
      counters.set(counterKey, counter);
    }
    counter.inc();
    if (status === 201 && method === 'POST') {
      const channel = ORDER_ROUTES.get(route);
      if (channel) ordersPlaced.labels(channel).inc();
    }
    done();
  });
  return registry;
}
