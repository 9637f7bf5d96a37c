import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from './client.js';

export type TestTarget = { name: 'pglite' } | { name: 'postgres'; url: string };

/** Embedded PGlite always; the PostgreSQL server too when TEST_DATABASE_URL names one. */
export const testTargets: TestTarget[] = [
  { name: 'pglite' },
  ...(process.env.TEST_DATABASE_URL
    ? [{ name: 'postgres' as const, url: process.env.TEST_DATABASE_URL }]
    : []),
];

export type FreshDatabase = {
  handle: DatabaseHandle;
  /** Another pool on the same database, as a second app instance would open; null on PGlite (one connection). */
  openAnother: (() => Promise<DatabaseHandle>) | null;
  /** Closes every handle and removes the database. */
  dispose: () => Promise<void>;
};

/**
 * An empty database per test file. On the server it is a database of its own, created next to the one in
 * TEST_DATABASE_URL, so test files, other suites and repeated runs never see each other's rows.
 */
export async function freshDatabase(target: TestTarget): Promise<FreshDatabase> {
  if (target.name === 'pglite') {
    const handle = await openDatabase({ dataDir: 'memory://' });
    return { handle, openAnother: null, dispose: () => handle.close() };
  }

  const name = `tischlein_test_${randomBytes(6).toString('hex')}`;
  await runAsAdmin(target.url, `CREATE DATABASE ${name}`);
  const url = new URL(target.url);
  url.pathname = `/${name}`;
  const handles = [await openDatabase({ databaseUrl: url.toString() })];
  return {
    handle: handles[0]!,
    openAnother: async () => {
      const handle = await openDatabase({ databaseUrl: url.toString() });
      handles.push(handle);
      return handle;
    },
    dispose: async () => {
      await Promise.all(handles.map((handle) => handle.close()));
      await runAsAdmin(target.url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/** Runs one statement (CREATE or DROP DATABASE) on its own connection to the server of `url`. */
export async function runAsAdmin(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
