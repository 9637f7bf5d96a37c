// Measures the storefront's initial JavaScript (what index.html loads before any lazy route), gzipped.
// `--check` fails when it exceeds the budget. Run after `npm run build`.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 150;
const root = 'dist/web';
const html = readFileSync(join(root, 'index.html'), 'utf8');
const initial = [
  ...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g),
  ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g),
].map((match) => match[1]);

const gzipKb = (file) => gzipSync(readFileSync(join(root, file))).length / 1024;
const initialKb = initial.reduce((sum, file) => sum + gzipKb(file), 0);

const all = readdirSync(join(root, 'assets')).filter((name) => name.endsWith('.js') || name.endsWith('.css'));
console.log('chunk (gzipped KB)');
for (const name of all.sort()) console.log(`  ${gzipKb(join('assets', name)).toFixed(1).padStart(7)}  ${name}`);
console.log(`initial JS of the start page: ${initialKb.toFixed(1)} KB gzipped (budget ${BUDGET_KB} KB)`);

if (process.argv.includes('--check') && initialKb > BUDGET_KB) {
  console.error(`Initial JavaScript ${initialKb.toFixed(1)} KB exceeds the budget of ${BUDGET_KB} KB.`);
  process.exit(1);
}
