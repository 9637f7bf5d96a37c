import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../src/server/app.js';
import { copyDemoFiles, freshDatabase } from '../../src/server/db/test-database.js';
import { localFileStorage } from '../../src/server/storage/file-storage.js';
import { loadDemo, type Demo } from './order-fixtures.js';
import { fixedNow, type TestApp } from './test-app.js';

/**
 * The PostgreSQL server of TEST_DATABASE_URL, where race tests run: PGlite serves one connection at a
 * time, so real races need the server (ARCHITECTURE.md, 7). Undefined: race tests are skipped.
 */
export const raceDatabaseUrl = process.env.TEST_DATABASE_URL;

export type RaceApp = TestApp & { demo: Demo };

/**
 * An app on a scratch database of its own on the server (removed by `close`), with the demo data and
 * its catalogue loaded, the clock standing at `now`, and no limit on orders per guest: a race test sends
 * many orders of one guest at once (the limits have their own test, order-limits.test.ts).
 */
export async function startRaceApp(url: string, now: Date = fixedNow): Promise<RaceApp> {
  const fresh = await freshDatabase({ name: 'postgres', url }, 'seeded');
  const filesRoot = mkdtempSync(join(tmpdir(), 'tischlein-race-'));
  const close = async () => {
    await fresh.dispose();
    rmSync(filesRoot, { recursive: true, force: true });
  };
  try {
    copyDemoFiles(filesRoot);
    const storage = localFileStorage(filesRoot);
    const app = await buildApp({
      database: fresh.handle,
      storage,
      now: () => now,
      publicDataTtlMs: 0,
      orderLimits: false,
    });
    try {
      await app.ready();
      const demo = await loadDemo(app);
      return {
        app,
        database: fresh.handle,
        demo,
        close: async () => {
          await app.close();
          await close();
        },
      };
    } catch (error) {
      await app.close();
      throw error;
    }
  } catch (error) {
    // The caller's afterAll cannot close an app it never received.
    await close();
    throw error;
  }
}

/** `count` calls of `send` at once, their answers in the order they were started. */
export function inParallel<Answer>(
  count: number,
  send: (index: number) => Promise<Answer>,
): Promise<Answer[]> {
  return Promise.all(Array.from({ length: count }, (_, index) => send(index)));
}
