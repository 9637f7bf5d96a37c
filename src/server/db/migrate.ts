import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
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
  // Several app instances may start at once against one server. The migrator reads the applied state
  // before its own transaction, so without a lock two instances would both apply the same migration.
  // The lock is held by this transaction's connection while the migrator works on another one of the pool.
  await handle.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK})`);
    await migratePostgres(handle.db as unknown as NodePgDatabase<Schema>, { migrationsFolder });
  });
}
