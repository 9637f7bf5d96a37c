import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '../../src/server/app.js';
import type { DatabaseHandle } from '../../src/server/db/client.js';
import { copyDemoFiles, fixedNow, freshDatabase } from '../../src/server/db/test-database.js';
import { localFileStorage } from '../../src/server/storage/file-storage.js';

export { fixedNow };

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

/**
 * The app on a database of the file's own, copied from the run's migrated or seeded template, so files
 * never see each other's rows; the seeded one comes with a copy of the demo pictures.
 */
export async function createTestApp(
  target: (typeof testDatabases)[number],
  options: { seed?: boolean; deps?: Partial<AppDeps> } = {},
): Promise<TestApp> {
  const seed = options.seed !== false;
  const fresh = await freshDatabase(
    target.url ? { name: 'postgres', url: target.url } : { name: 'pglite' },
    seed ? 'seeded' : 'migrated',
  );
  const filesRoot = mkdtempSync(join(tmpdir(), 'tischlein-files-'));
  const close = async () => {
    await fresh.dispose();
    rmSync(filesRoot, { recursive: true, force: true });
  };
  try {
    if (seed) copyDemoFiles(filesRoot);
    const app = await buildApp({
      database: fresh.handle,
      storage: localFileStorage(filesRoot),
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
      database: fresh.handle,
      close: async () => {
        await app.close();
        await close();
      },
    };
  } catch (error) {
    // The caller's afterAll cannot close an app it never received.
    await close();
    throw error;
  }
}

/** Serves the app on a free port of 127.0.0.1, for clients that need real HTTP (event streams); its base URL. */
export async function listenOnLoopback(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}
