import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { DatabaseHandle, Schema } from './client.js';

// Beside this file in the source tree, whatever the working directory of the process.
const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

// Any fixed 64-bit number; only migration runs of this app take this advisory lock.
const MIGRATION_LOCK = 7_412_035_001;

/** Applies the pending migrations of src/server/db/migrations; a no-op when the database is current. */
export async function runMigrations(handle: DatabaseHandle): Promise<void> {
  // client.ts hands out one Db type for both drivers; each migrator wants its own driver's type back.
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase<Schema>, { migrationsFolder });
    return;
  }
  if (handle.driver.kind !== 'postgres') throw new Error('unreachable: a postgres handle without its pool');
  // A pool of its own without the request timeouts: a migration may rewrite a big table for minutes.
  const pool = new pg.Pool({ connectionString: handle.driver.connectionString, max: 2 });
  pool.on('error', () => {});
  const db = drizzle(pool);
  try {
    // Several app instances may start at once against one server. The migrator reads the applied state
    // before its own transaction, so without a lock two instances would both apply the same migration.
    // The lock is held by this transaction's connection while the migrator works on the pool's other one.
    await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK})`);
      await migratePostgres(db, { migrationsFolder });
    });
  } finally {
    await pool.end();
  }
}

let journalEntries: number | undefined;

/** Whether every migration of this build is applied (for /readyz): a server older than its code is not ready. */
export async function migrationsApplied(handle: DatabaseHandle): Promise<boolean> {
  journalEntries ??= (
    JSON.parse(readFileSync(`${migrationsFolder}/meta/_journal.json`, 'utf8')) as { entries: unknown[] }
  ).entries.length;
  // Both drivers answer { rows }.
  const { rows } = (await handle.db.execute(
    sql`select count(*)::int as applied from drizzle.__drizzle_migrations`,
  )) as unknown as { rows: { applied: number }[] };
  return (rows[0]?.applied ?? 0) >= journalEntries;
}
