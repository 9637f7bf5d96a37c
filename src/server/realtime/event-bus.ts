import type pg from 'pg';
import { connectionSettings, TimedClient, type DatabaseDriver } from '../db/client.js';

export type Listener = (payload: unknown) => void;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The app's event bus. A channel's listeners run in the order they subscribed, so a test that
     * subscribes after the app has started hears an event only once the app's own listeners have.
     */
    events: EventBus;
  }
}

/**
 * Events between app instances through PostgreSQL LISTEN/NOTIFY, so a board connected to one instance
 * hears about an order placed on another. Payloads stay small (ids, not orders: NOTIFY allows under 8 KB);
 * listeners load what they need. Delivery is at-most-once, so consumers treat an event as "look again",
 * never as the data itself, and look again after a reconnect too.
 */
export type EventBus = {
  publish(channel: string, payload: unknown): Promise<void>;
  /** Resolves once the instance listens, so an event published afterwards is not missed. */
  subscribe(channel: string, listener: Listener): Promise<() => void>;
  /** Whether the instance is listening right now (for /readyz); false while it reconnects. */
  connected(): boolean;
  close(): Promise<void>;
};

/**
 * How often the listening connection proves it still reaches the server. A network partition does not
 * close a TCP connection, so without asking, a silent listener could not tell "no orders" from "cut off".
 */
export const LISTENER_HEARTBEAT_MS = 5_000;

const CHANNEL = /^[a-z][a-z0-9_]{0,62}$/;

function assertChannel(channel: string) {
  // Channel names go into LISTEN as identifiers, which cannot be bound as parameters.
  if (!CHANNEL.test(channel)) throw new Error(`invalid channel name: ${channel}`);
}

function parse(text: string | undefined): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

type Transport = {
  listen(channel: string, onNotify: (text: string | undefined) => void): Promise<() => Promise<void>>;
  notify(channel: string, text: string): Promise<void>;
  connected(): boolean;
  close(): Promise<void>;
};

function pgliteTransport(driver: Extract<DatabaseDriver, { kind: 'pglite' }>): Transport {
  return {
    listen: async (channel, onNotify) => {
      const unlisten = await driver.client.listen(channel, onNotify);
      return () => unlisten();
    },
    notify: async (channel, text) => {
      await driver.client.query('select pg_notify($1, $2)', [channel, text]);
    },
    connected: () => true,
    close: async () => {},
  };
}

/** One dedicated connection listens for the whole instance; it reconnects and re-listens after a loss. */
function postgresTransport(
  driver: Extract<DatabaseDriver, { kind: 'postgres' }>,
  onReconnect: () => void,
): Transport {
  const handlers = new Map<string, (text: string | undefined) => void>();
  let client: pg.Client | undefined;
  let connecting: Promise<pg.Client> | undefined;
  let closed = false;
  let retryTimer: NodeJS.Timeout | undefined;
  // The connection's statements one after another: subscriptions, their ends and the heartbeat come at any
  // moment, and node-postgres deprecates a query sent while another is queued (pg 9 refuses it).
  const queues = new WeakMap<pg.Client, Promise<unknown>>();
  const statement = (connection: pg.Client, text: string) => {
    const result = (queues.get(connection) ?? Promise.resolve()).then(() => connection.query(text));
    queues.set(
      connection,
      result.catch(() => undefined),
    );
    return result;
  };

  // Any statement that gets no answer within the read timeout ends the connection (TimedClient), and
  // `lost` reconnects: the heartbeat, or a LISTEN sent into a partition (with the heartbeat queued behind
  // it, the partition was noticed only after two timeouts).
  const heartbeat = setInterval(() => {
    if (client !== undefined) statement(client, 'select 1').catch(() => {});
  }, LISTENER_HEARTBEAT_MS);
  heartbeat.unref();

  const connect = (): Promise<pg.Client> => {
    connecting ??= (async () => {
      const next: pg.Client = new TimedClient(connectionSettings(driver.connectionString, driver.timeouts));
      next.on('notification', (message) => handlers.get(message.channel)?.(message.payload));
      const lost = () => {
        if (client !== next) return;
        client = undefined;
        connecting = undefined;
        next.removeAllListeners('end');
        if (!closed) retryTimer = setTimeout(() => void reconnect(), 1_000);
      };
      next.on('error', lost);
      next.on('end', lost);
      await next.connect();
      if (closed) {
        await next.end();
        throw new Error('event bus closed');
      }
      for (const channel of handlers.keys()) await statement(next, `LISTEN ${channel}`);
      client = next;
      return next;
    })().catch((error: unknown) => {
      connecting = undefined;
      throw error;
    });
    return connecting;
  };

  const reconnect = async (first = false) => {
    if (closed) return;
    try {
      await connect();
      if (!first) onReconnect();
    } catch {
      retryTimer = setTimeout(() => void reconnect(), 2_000);
    }
  };

  // Connected from the start, so /readyz can tell whether this instance would hear an order.
  void reconnect(true);

  return {
    listen: async (channel, onNotify) => {
      handlers.set(channel, onNotify);
      const connection = await connect();
      await statement(connection, `LISTEN ${channel}`);
      return async () => {
        handlers.delete(channel);
        if (client !== undefined) await statement(client, `UNLISTEN ${channel}`).catch(() => {});
      };
    },
    notify: async (channel, text) => {
      await driver.pool.query('select pg_notify($1, $2)', [channel, text]);
    },
    connected: () => client !== undefined,
    close: async () => {
      closed = true;
      clearTimeout(retryTimer);
      clearInterval(heartbeat);
      const current = client;
      client = undefined;
      await current?.end().catch(() => {});
    },
  };
}

export function createEventBus(driver: DatabaseDriver, options: { onReconnect?: () => void } = {}): EventBus {
  const listeners = new Map<string, Set<Listener>>();
  const unlistens = new Map<string, Promise<() => Promise<void>>>();
  const deliver = (channel: string) => (text: string | undefined) => {
    const payload = parse(text);
    for (const listener of listeners.get(channel) ?? []) listener(payload);
  };
  // After a lost connection events may have been missed: every listener hears a null "look again".
  const reconnected = () => {
    for (const set of listeners.values()) for (const listener of set) listener(null);
    options.onReconnect?.();
  };
  const transport =
    driver.kind === 'pglite' ? pgliteTransport(driver) : postgresTransport(driver, reconnected);

  return {
    async publish(channel, payload) {
      assertChannel(channel);
      await transport.notify(channel, JSON.stringify(payload));
    },
    async subscribe(channel, listener) {
      assertChannel(channel);
      let set = listeners.get(channel);
      if (!set) {
        set = new Set();
        listeners.set(channel, set);
        unlistens.set(channel, transport.listen(channel, deliver(channel)));
      }
      set.add(listener);
      await unlistens.get(channel);
      return () => {
        const current = listeners.get(channel);
        current?.delete(listener);
        if (current && current.size === 0) {
          listeners.delete(channel);
          const unlisten = unlistens.get(channel);
          unlistens.delete(channel);
          void unlisten?.then((stop) => stop());
        }
      };
    },
    connected: () => transport.connected(),
    async close() {
      listeners.clear();
      unlistens.clear();
      await transport.close();
    },
  };
}
