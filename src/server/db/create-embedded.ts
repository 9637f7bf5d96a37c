import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';

// The worker loads PGlite's CommonJS build by its path: an evaluated worker resolves no package names.
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const { PGlite } = require(workerData.pglite);
PGlite.create(workerData.folder, { startParams: workerData.startParams })
  .then((client) => client.close())
  .then(() => parentPort.postMessage('created'));
`;

/**
 * Creates a new embedded database folder in a worker thread that ends afterwards. Creating runs
 * PostgreSQL's initdb in WebAssembly, and the server process kept that memory for as long as it ran (a
 * first start idled at 823 instead of 431 MiB, docs/performance.md "Memory"); a worker's memory goes with the worker.
 * A folder that holds a database already is left alone.
 */
export async function createEmbeddedFolder(folder: string, startParams: string[]): Promise<void> {
  if (existsSync(join(folder, 'PG_VERSION'))) return;
  const pglite = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const worker = new Worker(WORKER, { eval: true, workerData: { folder, startParams, pglite } });
  try {
    await new Promise<void>((resolve, reject) => {
      worker.once('message', () => resolve());
      worker.once('error', reject);
      worker.once('exit', (code) =>
        code === 0 ? resolve() : reject(new Error(`creating ${folder} ended with ${code}`)),
      );
    });
  } finally {
    await worker.terminate();
  }
}
