// `npm start`: builds the web app and the server when a build is missing or older than its sources, then
// becomes the server: this process imports the built server, so a signal npm passes on (SIGTERM, SIGINT)
// reaches the server's graceful shutdown itself. Services run `node dist/server/main.js`; `npm run stack` maps a
// logged stack trace to the TypeScript sources (ADR 042).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

function newestMtime(path) {
  if (!statSync(path).isDirectory()) return statSync(path).mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** Whether `output` is missing or older than any of `sources`. */
const stale = (output, sources) =>
  !existsSync(output) || Math.max(...sources.map(newestMtime)) > statSync(output).mtimeMs;

const run = (command, args) => {
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

if (stale('dist/web/index.html', ['src/web', 'src/domain', 'vite.config.ts'])) {
  console.log('Tischlein: building the web app …');
  run('npx', ['vite', 'build', '--logLevel', 'warn']);
}
const server = 'dist/server/main.js';
if (stale(server, ['src/server', 'src/domain', 'scripts/build-server.mjs'])) {
  console.log('Tischlein: building the server …');
  run(process.execPath, ['scripts/build-server.mjs']);
}

await import(pathToFileURL(resolve(server)).href);
