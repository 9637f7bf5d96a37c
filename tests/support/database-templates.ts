import { createHash, randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client.js';
import { seedDemoData } from '../../src/server/db/demo-data/index.js';
import { runMigrations } from '../../src/server/db/migrate.js';
import {
  databaseUrlNamed,
  fixedNow,
  runAsAdmin,
  type DatabaseStart,
  type DatabaseTemplates,
} from '../../src/server/db/test-database.js';
import { localFileStorage } from '../../src/server/storage/file-storage.js';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

const starts: DatabaseStart[] = ['empty', 'migrated', 'seeded'];

const cacheRoot = fileURLToPath(new URL('../../.cache/test-databases/', import.meta.url));

/**
 * What the templates are made from: the schema, migrations, demo data and the rules they use, and the
 * locked package versions (PGlite writes the snapshots, sharp draws the pictures). A change to any of
 * them makes new PGlite snapshots; otherwise a run reuses the last run's.
 */
function sourceKey(): string {
  const hash = createHash('sha256');
  const inputs = ['src/server/db', 'src/domain', 'src/server/storage'].flatMap((folder) =>
    readdirSync(folder, { recursive: true, encoding: 'utf8' })
      .map((file) => join(folder, file))
      .filter((file) => !file.endsWith('.test.ts') && statSync(file).isFile()),
  );
  for (const file of [...inputs.sort(), 'package-lock.json', fileURLToPath(import.meta.url)]) {
    hash.update(file).update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

type Shared = { templates: Promise<DatabaseTemplates>; users: number; drop: () => Promise<void> };
// Vitest runs the global set-up once per project, in one process; the projects share one set of templates.
const sharedKey = Symbol.for('tischlein.databaseTemplates');
const registry = globalThis as { [sharedKey]?: Shared };

/**
 * Vitest's global set-up: the empty, migrated and seeded databases are made once, and every test file
 * starts from a copy (test-database.ts). Made per file, the migrations and the demo data with its rendered
 * pictures cost 3–6 s, some 140 times a run; a copy costs a fraction of a second. PGlite: data directories
 * dumped to files under .cache, kept while their sources are unchanged. PostgreSQL (TEST_DATABASE_URL):
 * template databases made for the run and dropped after it.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const shared = (registry[sharedKey] ??= makeTemplates());
  shared.users += 1;
  project.provide('databaseTemplates', await shared.templates);
  return async () => {
    shared.users -= 1;
    if (shared.users > 0) return;
    delete registry[sharedKey];
    await shared.drop();
  };
}

function makeTemplates(): Shared {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const prefix = `tischlein_template_${randomBytes(4).toString('hex')}`;
  const postgresNames = Object.fromEntries(starts.map((start) => [start, `${prefix}_${start}`])) as Record<
    DatabaseStart,
    string
  >;
  const drop = async () => {
    if (!serverUrl) return;
    for (const name of Object.values(postgresNames)) {
      await runAsAdmin(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
  };
  const build = async (): Promise<DatabaseTemplates> => {
    const started = performance.now();
    // PGlite works on one core; rendering the pictures and the server's work fill the other.
    const [pgliteFolder] = await Promise.all([
      cachedPgliteStarts(),
      serverUrl ? createPostgresTemplates(serverUrl, postgresNames) : null,
    ]);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `Test database templates ready in ${seconds} s (${pgliteFolder.made ? 'made' : 'cached'} PGlite snapshots${serverUrl ? ', PostgreSQL templates' : ''})`,
    );
    return {
      pgliteSnapshots: Object.fromEntries(
        starts.map((start) => [start, join(pgliteFolder.path, `pglite-${start}.tar`)]),
      ) as Record<DatabaseStart, string>,
      postgres: serverUrl ? postgresNames : null,
      demoFiles: join(pgliteFolder.path, 'files'),
    };
  };
  const templates = build().catch(async (error: unknown) => {
    await drop();
    throw error;
  });
  return { templates, users: 0, drop };
}

/** The PGlite snapshots and demo pictures for the current sources: the cached ones, or made anew. */
async function cachedPgliteStarts(): Promise<{ path: string; made: boolean }> {
  const key = sourceKey();
  const path = join(cacheRoot, key);
  if (existsSync(join(path, 'complete'))) return { path, made: false };
  mkdirSync(cacheRoot, { recursive: true });
  // Older sources' snapshots, and half-made ones of runs that stopped an hour ago or more; a run making
  // its own right now is left alone.
  for (const entry of readdirSync(cacheRoot)) {
    const old = statSync(join(cacheRoot, entry)).mtimeMs < Date.now() - 3_600_000;
    if (!entry.endsWith('.tmp') || old) rmSync(join(cacheRoot, entry), { recursive: true, force: true });
  }
  // Made beside and renamed into place, so a run that stops half-way leaves no snapshot that looks whole.
  const building = join(cacheRoot, `${key}-${randomBytes(4).toString('hex')}.tmp`);
  mkdirSync(join(building, 'files'), { recursive: true });
  try {
    await dumpPgliteStarts(building, join(building, 'files'));
    writeFileSync(join(building, 'complete'), new Date().toISOString());
    try {
      renameSync(building, path);
    } catch (error) {
      // Another run made the same snapshots meanwhile: theirs serve as well.
      if (!existsSync(join(path, 'complete'))) throw error;
    }
  } finally {
    rmSync(building, { recursive: true, force: true });
  }
  return { path, made: true };
}

async function dumpPgliteStarts(folder: string, demoFiles: string): Promise<void> {
  const handle = await openDatabase({ dataDir: 'memory://' });
  try {
    for (const start of starts) {
      await prepare(handle, start, demoFiles);
      if (handle.driver.kind !== 'pglite') throw new Error('unreachable: a memory database is PGlite');
      const dump = await handle.driver.client.dumpDataDir('none');
      writeFileSync(join(folder, `pglite-${start}.tar`), Buffer.from(await dump.arrayBuffer()));
    }
  } finally {
    await handle.close();
  }
}

async function createPostgresTemplates(serverUrl: string, names: Record<DatabaseStart, string>) {
  // The demo pictures are written once, by the PGlite run; the seeded rows name the same files.
  const scratchFiles = mkdtempSync(join(tmpdir(), 'tischlein-template-files-'));
  try {
    let previous: string | null = null;
    for (const start of starts) {
      await runAsAdmin(
        serverUrl,
        `CREATE DATABASE ${names[start]}${previous ? ` TEMPLATE ${previous}` : ''}`,
      );
      const handle = await openDatabase({ databaseUrl: databaseUrlNamed(serverUrl, names[start]) });
      try {
        await prepare(handle, start, scratchFiles);
      } finally {
        // A template gives copies only while nobody is connected to it.
        await handle.close();
      }
      previous = names[start];
    }
  } finally {
    rmSync(scratchFiles, { recursive: true, force: true });
  }
}

/** The one step that turns the previous start into `start`. */
async function prepare(handle: DatabaseHandle, start: DatabaseStart, files: string): Promise<void> {
  if (start === 'migrated') await runMigrations(handle);
  if (start === 'seeded') await seedDemoData(handle.db, localFileStorage(files), fixedNow);
}
