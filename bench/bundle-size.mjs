// Measures the bytes a started server really sends for the storefront's start page: the HTML, then every
// script, module preload and stylesheet it names, each asked for with a browser's Accept-Encoding.
// `--check` fails when the start page's JavaScript exceeds the budget. Run after `npm run build`.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

const { fetch } = globalThis;

const BUDGET_KB = 130;
const ACCEPT_ENCODING = 'gzip, deflate, br, zstd';
const PAGES = process.argv.slice(2).filter((arg) => arg.startsWith('/'));

async function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function startServer() {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: 'memory://',
      LOG_LEVEL: 'warn',
      WEB_ROOT: process.env.WEB_ROOT ?? './dist/web',
      INITIAL_ADMIN_PASSWORD: 'bundle-size-only-Passwort-1',
      PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 240; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${origin}/api/config`)).ok) return { origin, stop: () => child.kill('SIGTERM') };
    } catch {
      // not listening yet
    }
    await sleep(500);
  }
  child.kill('SIGTERM');
  throw new Error('the server did not start within two minutes');
}

/** The bytes on the wire (the body as encoded) and how it was encoded. */
async function sent(url) {
  const response = await fetch(url, { headers: { 'accept-encoding': ACCEPT_ENCODING } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const length = Number(response.headers.get('content-length'));
  const text = await response.text();
  const encoding = response.headers.get('content-encoding') ?? 'identity';
  // fetch decodes the body; the length header says what travelled (chunked answers: measured again).
  const bytes = Number.isFinite(length) && length > 0 ? length : await rawLength(url);
  return { bytes, encoding, text };
}

async function rawLength(url) {
  const { request } = await import('node:http');
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { 'accept-encoding': ACCEPT_ENCODING } }, (res) => {
      let total = 0;
      res.on('data', (chunk) => (total += chunk.length));
      res.on('end', () => resolve(total));
    });
    req.on('error', reject);
    req.end();
  });
}

function linkedFiles(html) {
  const files = new Set();
  for (const match of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)) files.add(match[1]);
  // A disabled stylesheet link only names a stylesheet the page carries inline: the browser fetches none.
  for (const match of html.matchAll(
    /<link\b[^>]*rel="(?:modulepreload|stylesheet)"[^>]*href="([^"]+)"[^>]*>/g,
  ))
    if (!/\sdisabled\b/.test(match[0])) files.add(match[1]);
  return [...files];
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
const server = await startServer();
let startPageJs = 0;
try {
  for (const path of ['/', ...PAGES]) {
    const page = await sent(server.origin + path);
    const files = linkedFiles(page.text);
    let js = 0;
    let css = 0;
    console.log(`${path}  (Accept-Encoding: ${ACCEPT_ENCODING})`);
    console.log(`  ${kb(page.bytes).padStart(7)} KB  HTML, ${page.encoding}`);
    for (const file of files) {
      const asset = await sent(server.origin + file);
      if (file.endsWith('.js')) js += asset.bytes;
      else css += asset.bytes;
      console.log(`  ${kb(asset.bytes).padStart(7)} KB  ${file}, ${asset.encoding}`);
    }
    console.log(
      `  JavaScript ${kb(js)} KB in ${files.filter((file) => file.endsWith('.js')).length} files, ` +
        `CSS ${kb(css)} KB, HTML ${kb(page.bytes)} KB (as sent)`,
    );
    if (path === '/') startPageJs = js;
  }
} finally {
  server.stop();
}

console.log(`JavaScript of the start page as sent: ${kb(startPageJs)} KB (budget ${BUDGET_KB} KB)`);
if (process.argv.includes('--check') && startPageJs / 1024 > BUDGET_KB) {
  console.error(
    `The start page's JavaScript, ${kb(startPageJs)} KB as sent, exceeds the budget of ${BUDGET_KB} KB.`,
  );
  process.exit(1);
}
