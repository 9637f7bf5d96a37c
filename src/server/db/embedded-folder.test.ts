import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './client.js';

const showSharedBuffers = async (database: Awaited<ReturnType<typeof openDatabase>>) => {
  const result = (await database.db.execute('show shared_buffers')) as unknown as {
    rows: { shared_buffers: string }[];
  };
  return result.rows[0]!.shared_buffers;
};

describe('the embedded database folder', () => {
  const folders: string[] = [];
  afterEach(() => {
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  });

  it('is created, opened with small shared buffers, and keeps its rows when opened again', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'tischlein-embedded-'));
    folders.push(dataDir);
    const first = await openDatabase({ dataDir });
    expect(await showSharedBuffers(first)).toBe('32MB');
    await first.db.execute('create table kept (id int primary key)');
    await first.db.execute('insert into kept values (7)');
    await first.close();

    const again = await openDatabase({ dataDir, sharedBuffers: '16MB' });
    expect(await showSharedBuffers(again)).toBe('16MB');
    const rows = (await again.db.execute('select id from kept')) as unknown as { rows: { id: number }[] };
    expect(rows.rows).toEqual([{ id: 7 }]);
    await again.close();
  }, 60_000);

  it('refuses a folder it cannot create in, and leaves the folder free for the next try', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'tischlein-embedded-'));
    folders.push(dataDir);
    await expect(openDatabase({ dataDir, sharedBuffers: 'viel' })).rejects.toThrow();
    const next = await openDatabase({ dataDir });
    expect(await showSharedBuffers(next)).toBe('32MB');
    await next.close();
  }, 60_000);
});
