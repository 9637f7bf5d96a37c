import { randomBytes } from 'node:crypto';
import { cpSync, readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from './client.js';

export type TestTarget = { name: 'pglite' } | { name: 'postgres'; url: string };

/** Embedded PGlite always; the PostgreSQL server too when TEST_DATABASE_URL names one. */
export const testTargets: TestTarget[] = [
  { name: 'pglite' },
  ...(process.env.TEST_DATABASE_URL
    ? [{ name: 'postgres' as const, url: process.env.TEST_DATABASE_URL }]
    : []),
];

/** A fixed "now" inside the demo data's week: Friday 20 November 2026, 09:30 in Vienna. */
export const fixedNow = new Date('2026-11-20T08:30:00Z');

/** What a test database holds when it is handed out: nothing, every migration, or the demo data as well. */
export type DatabaseStart = 'empty' | 'migrated' | 'seeded';

/**
 * What the suite's global set-up (tests/support/database-templates.ts) made once for the run: PGlite
 * data directories as files, PostgreSQL template databases, and the demo pictures the seeded rows name.
 */
export type DatabaseTemplates = {
  pgliteSnapshots: Record<DatabaseStart, string>;
  postgres: Record<DatabaseStart, string> | null;
  demoFiles: string;
};

export type FreshDatabase = {
  handle: DatabaseHandle;
  /** Another pool on the same database, as a second app instance would open; null on PGlite (one connection). */
  openAnother: (() => Promise<DatabaseHandle>) | null;
  /** Closes every handle and removes the database. */
  dispose: () => Promise<void>;
};

function templates(): DatabaseTemplates {
  const provided = inject('databaseTemplates') as DatabaseTemplates | undefined;
  if (!provided) throw new Error('Test databases come from the global set-up of vitest.config.ts.');
  return provided;
}

/** The seeded databases' pictures, copied into a folder of the test's own (it may add and delete files). */
export function copyDemoFiles(into: string): void {
  cpSync(templates().demoFiles, into, { recursive: true });
}

/**
 * A database of the test file's own, copied from the run's template for `start`. On the server it is a
 * database created next to the one in TEST_DATABASE_URL, so test files, other suites and repeated runs
 * never see each other's rows.
 */
export async function freshDatabase(
  target: TestTarget,
  start: DatabaseStart = 'empty',
): Promise<FreshDatabase> {
  if (target.name === 'pglite') {
    const snapshot = new Blob([readFileSync(templates().pgliteSnapshots[start])]);
    const handle = await openDatabase({ dataDir: 'memory://', snapshot });
    return { handle, openAnother: null, dispose: () => handle.close() };
  }

  const template = templates().postgres?.[start];
  if (!template) throw new Error('The global set-up made no PostgreSQL templates: TEST_DATABASE_URL unset.');
  const name = `tischlein_test_${randomBytes(6).toString('hex')}`;
  await runAsAdmin(target.url, `CREATE DATABASE ${name} TEMPLATE ${template}`);
  const url = databaseUrlNamed(target.url, name);
  const handles = [await openDatabase({ databaseUrl: url })];
  return {
    handle: handles[0]!,
    openAnother: async () => {
      const handle = await openDatabase({ databaseUrl: url });
      handles.push(handle);
      return handle;
    },
    dispose: async () => {
      await Promise.all(handles.map((handle) => handle.close()));
      await runAsAdmin(target.url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/** The URL of the database `name` on the server of `url`. */
export function databaseUrlNamed(url: string, name: string): string {
  const named = new URL(url);
  named.pathname = `/${name}`;
  return named.toString();
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
