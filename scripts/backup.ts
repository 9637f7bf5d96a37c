// `npm run backup -- [file]`: a backup of the configured database (docs/operations.md "Backup and restore").
// PostgreSQL (DATABASE_URL): pg_dump's custom format, taken while the app runs.
// Embedded (DATA_DIR): PGlite's dump of its data folder; the server must be stopped (it holds the folder).
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { readEnv } from '../src/server/config/env.js';
import { openDatabase } from '../src/server/db/client.js';

const env = readEnv();
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const file = process.argv[2] ?? `tischlein-${stamp}.${env.DATABASE_URL ? 'dump' : 'tar.gz'}`;

if (env.DATABASE_URL) {
  const dump = spawnSync('pg_dump', ['--format=custom', `--file=${file}`, `--dbname=${env.DATABASE_URL}`], {
    stdio: 'inherit',
  });
  if (dump.status !== 0) process.exit(dump.status ?? 1);
} else {
  const database = await openDatabase({ dataDir: env.DATA_DIR }).catch((error: unknown) => {
    console.error((error as Error).message);
    process.exit(1);
  });
  if (database.driver.kind !== 'pglite') throw new Error('unreachable');
  const archive = await database.driver.client.dumpDataDir('gzip');
  writeFileSync(file, Buffer.from(await archive.arrayBuffer()));
  await database.close();
}
console.log(`Tischlein: backup written to ${file}`);
