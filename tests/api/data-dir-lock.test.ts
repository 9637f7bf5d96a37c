import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client.js';
import { DataDirInUseError, LOCK_FILE } from '../../src/server/db/data-dir-lock.js';
import { DamagedDatabaseError } from '../../src/server/db/integrity-check.js';
import { runMigrations } from '../../src/server/db/migrate.js';
import { freePort } from '../support/free-port.js';
import { startServer, untilListening, type ServerProcess } from '../support/server-process.js';

const folders: string[] = [];
const servers: ServerProcess[] = [];
function tempDataDir() {
  const dir = mkdtempSync(join(tmpdir(), 'tischlein-lock-'));
  folders.push(dir);
  return dir;
}

afterAll(() => {
  for (const server of servers) server.child.kill('SIGKILL');
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

// Each test creates a data folder (initdb and the integrity check in WebAssembly: 8–25 s on two busy cores).
describe('one server per embedded data folder', () => {
  it('refuses a second server naming the first, and takes the folder over after a kill -9', async () => {
    const dataDir = tempDataDir();
    const first = startServer({ DATA_DIR: dataDir, PORT: String(await freePort()) });
    servers.push(first);
    await untilListening(first);

    const second = startServer({ DATA_DIR: dataDir, PORT: String(await freePort()) });
    servers.push(second);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`is in use by process ${first.child.pid}`);
    expect(second.output()).not.toContain('Tischlein läuft');

    first.child.kill('SIGKILL');
    await first.exited;
    // The lock file of the killed server is still there, and no longer binding.
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(true);

    const port = await freePort();
    const third = startServer({ DATA_DIR: dataDir, PORT: String(port) });
    servers.push(third);
    await untilListening(third);
    expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);

    third.child.kill('SIGTERM');
    expect(await third.exited).toBe(0);
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
  }, 90_000);

  it('refuses a folder that this process holds already', async () => {
    const dataDir = tempDataDir();
    const handle = await openDatabase({ dataDir });
    try {
      await expect(openDatabase({ dataDir })).rejects.toBeInstanceOf(DataDirInUseError);
    } finally {
      await handle.close();
    }
    // Released on close: the folder opens again.
    await (await openDatabase({ dataDir })).close();
  }, 90_000);

  it('refuses a folder whose index no longer matches its table', async () => {
    const dataDir = tempDataDir();
    let handle = await openDatabase({ dataDir });
    await runMigrations(handle);
    await handle.db.execute(sql`insert into categories (name) values ('Brot')`);
    const { rows } = (await handle.db.execute(
      sql`select pg_relation_filepath('categories_pkey') as path`,
    )) as unknown as { rows: { path: string }[] };
    const indexFile = join(dataDir, 'pglite', rows[0]!.path);
    await handle.db.execute(sql`checkpoint`);
    await handle.close();
    // What a second writer does: its own older copy of the index lands over the current one.
    copyFileSync(indexFile, `${indexFile}.older`);
    handle = await openDatabase({ dataDir });
    await handle.db.execute(
      sql`insert into categories (name) select 'Semmel ' || n from generate_series(1, 50) n`,
    );
    await handle.db.execute(sql`checkpoint`);
    await handle.close();
    copyFileSync(`${indexFile}.older`, indexFile);

    const opening = openDatabase({ dataDir });
    await expect(opening).rejects.toBeInstanceOf(DamagedDatabaseError);
    await expect(opening).rejects.toThrow(/categories_pkey.*lacks matching index tuple/);
    // The refused folder is not left locked.
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
  }, 90_000);
});
