import type { PGlite } from '@electric-sql/pglite';

export class DamagedDatabaseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly problems: string[],
  ) {
    super(
      `Tischlein: the embedded database in ${dataDir} is damaged and was not used:\n` +
        problems.map((problem) => `  - ${problem}`).join('\n') +
        '\nRestore the last backup into a new folder (npm run restore, see docs/operations.md ' +
        '"Backup and restore"); keep the damaged folder for inspection.',
    );
    this.name = 'DamagedDatabaseError';
  }
}

// amcheck lives in a schema of its own, out of the way of the app's tables and migrations.
const SETUP =
  'create schema if not exists amcheck; create extension if not exists amcheck with schema amcheck;';

/**
 * Checks every B-tree index of the app's tables against its table with amcheck: every row must be in
 * each index (heapallindexed) and unique indexes must hold no duplicates (checkunique). That is what two
 * processes writing one folder break first (rows an index does not find, duplicate ticket numbers).
 * One pass over the data: ~0.1 s for the demo data, a few seconds for a catalogue of many thousand rows.
 */
export async function findDamage(client: PGlite): Promise<string[]> {
  await client.exec(SETUP);
  const { rows: indexes } = await client.query<{ oid: number; name: string; unique: boolean }>(
    `select c.oid::int as oid, c.relname as name, i.indisunique as unique
       from pg_index i
       join pg_class c on c.oid = i.indexrelid
       join pg_namespace n on n.oid = c.relnamespace
       join pg_am a on a.oid = c.relam
      where n.nspname in ('public', 'drizzle', 'pgboss') and a.amname = 'btree' and c.relkind = 'i' and i.indisvalid`,
  );
  const problems: string[] = [];
  for (const index of indexes) {
    try {
      await client.query('select amcheck.bt_index_check($1::regclass, true, $2)', [index.oid, index.unique]);
    } catch (error) {
      problems.push(`${index.name}: ${(error as Error).message}`);
    }
  }
  return problems;
}
