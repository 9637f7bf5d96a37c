// `npm start`: builds the web app when its build is missing or older than its sources, then starts the server.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

const index = 'dist/web/index.html';
const stale =
  !existsSync(index) || Math.max(newestMtime('src/web'), newestMtime('src/domain')) > statSync(index).mtimeMs;
if (stale) {
  console.log('Tischlein: building the web app …');
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawnSync('npx', ['tsx', 'src/server/main.ts'], { stdio: 'inherit' });
process.exit(server.status ?? 1);
