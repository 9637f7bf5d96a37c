// The server's production build: one ES module with source maps, its packages left to node_modules, and
// the migrations beside it (src/server/db/migrate.ts finds them next to the running file).
// `node scripts/build-server.mjs [entry outdir]`: the benches that measure a server's memory build their
// server script the same way (bench/start-bench-server.ts).
import { cpSync, rmSync } from 'node:fs';
import { basename } from 'node:path';
import { build } from 'esbuild';

const [entry = 'src/server/main.ts', outdir = 'dist/server'] = process.argv.slice(2);
rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: [entry],
  outfile: `${outdir}/${basename(entry).replace(/\.ts$/, '.js')}`,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
cpSync('src/server/db/migrations', `${outdir}/migrations`, { recursive: true });
