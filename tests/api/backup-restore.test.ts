import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { asc, count } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.js';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client.js';
import { seedDemoData } from '../../src/server/db/demo-data/index.js';
import { runMigrations } from '../../src/server/db/migrate.js';
import { orderItems, orders } from '../../src/server/db/schema/index.js';
import { localFileStorage } from '../../src/server/storage/file-storage.js';
import { loadDemo, postOrder, takeawayOrder } from './order-fixtures.js';
import { fixedNow, testDatabases } from './test-app.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const work = mkdtempSync(join(tmpdir(), 'tischlein-backup-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

function run(script: 'backup' | 'restore', file: string, env: { DATA_DIR?: string; DATABASE_URL?: string }) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, file], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    encoding: 'utf8',
  });
  expect(result.status, `${result.stdout}${result.stderr}`).toBe(0);
}

async function admin(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(statement);
  await client.end();
}

async function everyOrder(handle: DatabaseHandle) {
  const placed = await handle.db
    .select({ uid: orders.uid, ticket: orders.ticketNumber, total: orders.totalGross })
    .from(orders)
    .orderBy(asc(orders.id));
  const [items] = await handle.db.select({ n: count() }).from(orderItems);
  return { placed, items: items?.n };
}

describe.each(testDatabases)('backup and restore on $name', (target) => {
  it('restores a backup into a fresh database that holds every order', async () => {
    const suffix = Math.random().toString(36).slice(2, 8);
    const source: { DATA_DIR?: string; DATABASE_URL?: string } =
      target.url === undefined
        ? { DATA_DIR: join(work, `source-${suffix}`) }
        : { DATABASE_URL: withDatabase(target.url, `tischlein_backup_${suffix}`) };
    const restored: { DATA_DIR?: string; DATABASE_URL?: string } =
      target.url === undefined
        ? { DATA_DIR: join(work, `restored-${suffix}`) }
        : { DATABASE_URL: withDatabase(target.url, `tischlein_restored_${suffix}`) };
    if (target.url) {
      await admin(target.url, `create database tischlein_backup_${suffix}`);
      await admin(target.url, `create database tischlein_restored_${suffix}`);
    }
    try {
      const handle = await openDatabase({ databaseUrl: source.DATABASE_URL, dataDir: source.DATA_DIR });
      await runMigrations(handle);
      const storage = localFileStorage(join(work, `files-${suffix}`));
      await seedDemoData(handle.db, storage, fixedNow);
      const app = await buildApp({ database: handle, storage, now: () => fixedNow });
      await app.ready();
      const demo = await loadDemo(app);
      for (let n = 0; n < 5; n += 1) expect((await postOrder(app, takeawayOrder(demo))).statusCode).toBe(201);
      await app.close();
      const before = await everyOrder(handle);
      // The embedded folder is held by one process: it is backed up with the server stopped.
      await handle.close();
      expect(before.placed).toHaveLength(5);

      const file = join(work, `backup-${suffix}`);
      run('backup', file, source);
      run('restore', file, restored);

      const back = await openDatabase({ databaseUrl: restored.DATABASE_URL, dataDir: restored.DATA_DIR });
      try {
        expect(await everyOrder(back)).toEqual(before);
      } finally {
        await back.close();
      }
    } finally {
      if (target.url) {
        await admin(target.url, `drop database if exists tischlein_backup_${suffix} with (force)`);
        await admin(target.url, `drop database if exists tischlein_restored_${suffix} with (force)`);
      }
    }
  }, 120_000);
});

function withDatabase(url: string, name: string) {
  const next = new URL(url);
  next.pathname = `/${name}`;
  return next.toString();
}
