import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { amcheck } from '@electric-sql/pglite/contrib/amcheck';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { createEmbeddedFolder } from './create-embedded.js';
import { lockDataDir } from './data-dir-lock.js';
import { DamagedDatabaseError, findDamage } from './integrity-check.js';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
/** One type for both drivers, so services never know which database runs underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/**
 * The driver underneath, for the few things Drizzle does not cover: the job queue (pg-boss) and
 * LISTEN/NOTIFY need their own connections or the embedded client itself.
 */
export type DatabaseDriver =
  | { kind: 'pglite'; client: PGlite }
  | { kind: 'postgres'; pool: pg.Pool; connectionString: string; timeouts: DatabaseTimeouts };

export type DatabaseHandle = {
  db: Db;
  kind: 'pglite' | 'postgres';
  driver: DatabaseDriver;
  close: () => Promise<void>;
};

/** PostgreSQL only: how long a call may wait for the server before it is answered with 503. */
export type DatabaseTimeouts = {
  /** Opening a connection, or waiting for a free one of the pool. */
  connectMs: number;
  /** One statement on the server; the client gives up 500 ms later when the server does not answer. */
  statementMs: number;
  /** A transaction left open without a statement (a stalled client) is ended by the server. */
  idleInTransactionMs: number;
};

export const defaultTimeouts: DatabaseTimeouts = {
  connectMs: 2_000,
  statementMs: 4_000,
  idleInTransactionMs: 10_000,
};

export type DatabaseOptions = {
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
  /** The embedded database's shared buffers, as PostgreSQL writes sizes ('32MB'). */
  sharedBuffers?: string | undefined;
  timeouts?: Partial<DatabaseTimeouts> | undefined;
  /**
   * In memory only: a data directory made by PGlite's dumpDataDir to start from instead of an empty one.
   * The test suite builds its migrated and seeded databases once and starts each test file from a copy.
   */
  snapshot?: Blob | undefined;
};

/**
 * A client whose connection is dropped when a statement outlived its read timeout: node-postgres only
 * stops waiting, and the next statement on that connection would queue behind the lost one.
 */
export class TimedClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(config);
    // A connection that ends between two statements of a transaction (a restart, a failover, the server's
    // idle-in-transaction timeout after a stall, or the read timeout below) only emits 'error', and the
    // pool listens to idle clients alone: unheard, that error would end the process. The transaction's
    // next statement fails instead, and the pool drops the client, no longer queryable, on its release.
    this.on('error', () => {});
  }

  override query(...args: unknown[]): never {
    const result = (super.query as (...a: unknown[]) => unknown)(...args);
    if (result instanceof Promise) {
      result.catch((error: unknown) => {
        if ((error as Error | undefined)?.message === 'Query read timeout') {
          (this as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
        }
      });
    }
    return result as never;
  }
}

/** Settings of every connection to the server, shared by the pool and the event listener. */
export function connectionSettings(connectionString: string, timeouts: DatabaseTimeouts): pg.ClientConfig {
  return {
    connectionString,
    connectionTimeoutMillis: timeouts.connectMs,
    statement_timeout: timeouts.statementMs,
    query_timeout: timeouts.statementMs + 500,
    idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  };
}

/**
 * PostgreSQL's shared buffers (128 MB unless told) live inside PGlite's WebAssembly memory, in the
 * server's own process, on top of the files the operating system caches anyway. A shop's data (menus, a
 * season of orders) is tens of megabytes: 32 MB hold its working set and took the idle server from 431 to
 * 326 MiB (docs/performance.md, "Memory"). A shop that outgrows it belongs on a PostgreSQL server.
 */
const startParams = (sharedBuffers = '32MB') => [
  ...PGlite.defaultStartParams,
  '-c',
  `shared_buffers=${sharedBuffers}`,
];

/** A PostgreSQL server when a URL is given, else the embedded PGlite (in memory when dataDir is 'memory://'). */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const timeouts = { ...defaultTimeouts, ...options.timeouts };
    // Room for a burst of order transactions beside the job workers and the periodic tasks: with 10 the
    // order bench waited for connections (153 instead of 164 orders/s).
    const pool = new pg.Pool({
      ...connectionSettings(options.databaseUrl, timeouts),
      max: 20,
      Client: TimedClient,
    });
    // An idle connection that the server closes (restart, failover, a dropped database) must not crash
    // the process: the pool discards that client and connects anew for the next query.
    pool.on('error', () => {});
    return {
      db: drizzlePg(pool, { schema }) as unknown as Db,
      kind: 'postgres',
      driver: { kind: 'postgres', pool, connectionString: options.databaseUrl, timeouts },
      close: () => pool.end(),
    };
  }
  const dataDir = options.dataDir ?? './data';
  if (dataDir.startsWith('memory://')) {
    const client = await PGlite.create({
      startParams: startParams(options.sharedBuffers),
      ...(options.snapshot ? { loadDataDir: options.snapshot } : {}),
    });
    return pgliteHandle(client, () => client.close());
  }
  mkdirSync(dataDir, { recursive: true });
  // One process per folder: two would each cache pages and overwrite the other's writes.
  const lock = lockDataDir(dataDir);
  try {
    await createEmbeddedFolder(`${dataDir}/pglite`, startParams(options.sharedBuffers));
    const client = await PGlite.create(`${dataDir}/pglite`, {
      extensions: { amcheck },
      startParams: startParams(options.sharedBuffers),
    }).catch((error: unknown) => {
      throw new DamagedDatabaseError(dataDir, [`cannot be opened: ${(error as Error).message}`]);
    });
    const problems = await findDamage(client);
    if (problems.length > 0) {
      await client.close();
      throw new DamagedDatabaseError(dataDir, problems);
    }
    return pgliteHandle(client, async () => {
      await client.close();
      lock.release();
    });
  } catch (error) {
    lock.release();
    throw error;
  }
}

function pgliteHandle(client: PGlite, close: () => Promise<void>): DatabaseHandle {
  return {
    db: drizzlePglite(client, { schema }) as unknown as Db,
    kind: 'pglite',
    driver: { kind: 'pglite', client },
    close,
  };
}
