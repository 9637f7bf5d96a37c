import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '../../src/server/app.js';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client.js';
import { seedDemoData } from '../../src/server/db/demo-data/index.js';
import { runMigrations } from '../../src/server/db/migrate.js';
import { localFileStorage } from '../../src/server/storage/file-storage.js';

/** The API suite runs on embedded PGlite always, and on the PostgreSQL server when TEST_DATABASE_URL is set. */
export const testDatabases: { name: 'pglite' | 'postgres'; url?: string }[] = [
  { name: 'pglite' },
  ...(process.env.TEST_DATABASE_URL
    ? [{ name: 'postgres' as const, url: process.env.TEST_DATABASE_URL }]
    : []),
];

export type TestApp = {
  app: FastifyInstance;
  database: DatabaseHandle;
  close: () => Promise<void>;
};

/** A fixed "now" inside the demo data's week: Friday 20 November 2026, 09:30 in Vienna. */
export const fixedNow = new Date('2026-11-20T08:30:00Z');

export async function createTestApp(
  target: (typeof testDatabases)[number],
  options: { seed?: boolean; deps?: Partial<AppDeps> } = {},
): Promise<TestApp> {
  const database = await openDatabase(target.url ? { databaseUrl: target.url } : { dataDir: 'memory://' });
  if (database.kind === 'postgres') {
    // Each test file starts from an empty server database, so files never see each other's rows.
    await database.db.execute(
      sql.raw(
        'DROP SCHEMA IF EXISTS public CASCADE; DROP SCHEMA IF EXISTS drizzle CASCADE; DROP SCHEMA IF EXISTS pgboss CASCADE; CREATE SCHEMA public;',
      ),
    );
  }
  await runMigrations(database);
  const filesRoot = mkdtempSync(join(tmpdir(), 'tischlein-files-'));
  const storage = localFileStorage(filesRoot);
  if (options.seed !== false) await seedDemoData(database.db, storage, fixedNow);
  const app = await buildApp({
    database,
    storage,
    now: () => fixedNow,
    publicDataTtlMs: 0,
    publicOrderCacheMs: 0,
    // Fixtures place many orders for one guest from one address; tests/api/order-limits.test.ts checks the limits.
    orderLimits: { perAddress: 10_000, perContact: 10_000, windowMs: 60_000 },
    ...options.deps,
  });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
      rmSync(filesRoot, { recursive: true, force: true });
    },
  };
}

/** Serves the app on a free port of 127.0.0.1, for clients that need real HTTP (event streams); its base URL. */
export async function listenOnLoopback(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}
