// Measures the JavaScript the storefront's start page loads (the entry, its static imports and the lazy
// chunk of the start page with its imports), gzipped, from Vite's build manifest.
// `--check` fails when it exceeds the budget. Run after `npm run build`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 150;
const START_PAGE_MODULE = 'storefront/home/components/home-page.tsx';
const root = 'dist/web';
const manifest = JSON.parse(readFileSync(join(root, '.vite/manifest.json'), 'utf8'));

function collect(key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) collect(imported, files);
  return files;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!manifest[START_PAGE_MODULE])
  throw new Error(`${START_PAGE_MODULE} is not a chunk of the build any more`);
const startPage = collect(START_PAGE_MODULE, collect(entryKey));

const gzipKb = (file) => gzipSync(readFileSync(join(root, file))).length / 1024;
const js = Object.values(manifest)
  .map((chunk) => chunk.file)
  .filter((file, index, all) => file.endsWith('.js') && all.indexOf(file) === index)
  .sort();
console.log('chunk (gzipped KB)');
for (const file of js)
  console.log(
    `  ${gzipKb(file).toFixed(1).padStart(7)}  ${file}${startPage.has(file) ? '  (start page)' : ''}`,
  );
const startKb = [...startPage].reduce((sum, file) => sum + gzipKb(file), 0);
console.log(
  `JavaScript of the start page: ${startKb.toFixed(1)} KB gzipped in ${startPage.size} files (budget ${BUDGET_KB} KB)`,
);

if (process.argv.includes('--check') && startKb > BUDGET_KB) {
  console.error(
    `The start page's JavaScript, ${startKb.toFixed(1)} KB, exceeds the budget of ${BUDGET_KB} KB.`,
  );
  process.exit(1);
}
