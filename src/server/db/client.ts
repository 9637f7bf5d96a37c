import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
/** One type for both drivers, so services never know which database runs underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/**
 * The driver underneath, for the few things Drizzle does not cover: the job queue (pg-boss) and
 * LISTEN/NOTIFY need their own connections or the embedded client itself.
 */
export type DatabaseDriver =
  { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; pool: pg.Pool; connectionString: string };

export type DatabaseHandle = {
  db: Db;
  kind: 'pglite' | 'postgres';
  driver: DatabaseDriver;
  close: () => Promise<void>;
};

export type DatabaseOptions = { databaseUrl?: string | undefined; dataDir?: string | undefined };

/** A PostgreSQL server when a URL is given, else the embedded PGlite (in memory when dataDir is 'memory://'). */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    // Room for a burst of order transactions beside the job workers and the periodic tasks: with 10 the
    // order bench waited for connections (153 instead of 164 orders/s).
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 20 });
    // An idle connection that the server closes (restart, failover, a dropped database) must not crash
    // the process: the pool discards that client and connects anew for the next query.
    pool.on('error', () => {});
    return {
      db: drizzlePg(pool, { schema }) as unknown as Db,
      kind: 'postgres',
      driver: { kind: 'postgres', pool, connectionString: options.databaseUrl },
      close: () => pool.end(),
    };
  }
  const dataDir = options.dataDir ?? './data';
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir.startsWith('memory://') ? undefined : `${dataDir}/pglite`);
  return {
    db: drizzlePglite(client, { schema }) as unknown as Db,
    kind: 'pglite',
    driver: { kind: 'pglite', client },
    close: () => client.close(),
  };
}
