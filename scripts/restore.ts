// `npm run restore -- <file>`: restores a backup of `npm run backup` (docs/operations.md, "Backup and
// restore").
// PostgreSQL (DATABASE_URL): pg_restore into that database, replacing what is there, in one transaction.
// Embedded (DATA_DIR): into a DATA_DIR without a database; the damaged or old folder stays untouched.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { amcheck } from '@electric-sql/pglite/contrib/amcheck';
import { readEnv } from '../src/server/config/env.js';
import { lockDataDir } from '../src/server/db/data-dir-lock.js';
import { findDamage } from '../src/server/db/integrity-check.js';

const env = readEnv();
const file = process.argv[2];
if (!file || !existsSync(file)) {
  console.error('Tischlein: name the backup file: npm run restore -- <file>');
  process.exit(2);
}

if (env.DATABASE_URL) {
  const restore = spawnSync(
    'pg_restore',
    [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--single-transaction',
      '--exit-on-error',
      `--dbname=${env.DATABASE_URL}`,
      file,
    ],
    { stdio: 'inherit' },
  );
  if (restore.status !== 0) process.exit(restore.status ?? 1);
} else {
  const target = join(env.DATA_DIR, 'pglite');
  if (existsSync(target)) {
    console.error(`Tischlein: ${target} exists; restore into an empty DATA_DIR and point the server at it.`);
    process.exit(1);
  }
  mkdirSync(env.DATA_DIR, { recursive: true });
  let lock;
  try {
    lock = lockDataDir(env.DATA_DIR);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  const client = await PGlite.create(target, {
    loadDataDir: new Blob([readFileSync(file)]),
    extensions: { amcheck },
  });
  const problems = await findDamage(client);
  await client.close();
  lock.release();
  if (problems.length > 0) {
    console.error(`Tischlein: the restored database is damaged:\n${problems.join('\n')}`);
    process.exit(1);
  }
}
console.log(`Tischlein: ${file} restored.`);
