// Two instances on one PostgreSQL database behind nginx, started from deploy/ as an operator would
// (docs/operations.md "In production"): the systemd unit's command and environment, the nginx site with a
// self-signed certificate, all on 127.0.0.1 in temporary folders.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpsRequest } from 'node:https';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect as tlsConnect } from 'node:tls';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const root = fileURLToPath(new URL('../..', import.meta.url));

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Debian's nginx, installed by scripts/ensure-test-tools.sh; the test fails loudly without it. */
export function nginxBinary(): string {
  for (const candidate of ['/usr/sbin/nginx', '/usr/bin/nginx']) {
    try {
      execFileSync(candidate, ['-v'], { stdio: 'ignore' });
      return candidate;
    } catch {
      // next candidate
    }
  }
  throw new Error(
    "nginx not found: run scripts/ensure-test-tools.sh as root (it installs Debian's nginx) or install it.",
  );
}

/** The unit's command and environment for one port, read from deploy/systemd/tischlein@.service. */
export function unitCommand(port: number, envFile: string) {
  const unit = readFileSync(join(root, 'deploy/systemd/tischlein@.service'), 'utf8');
  const lines = unit.split('\n').map((line) => line.trim());
  const value = (key: string) =>
    lines.filter((line) => line.startsWith(`${key}=`)).map((line) => line.slice(key.length + 1));
  const [exec] = value('ExecStart');
  if (!exec) throw new Error('the unit has no ExecStart');
  const [binary, ...args] = exec.split(/\s+/);
  if (!binary?.endsWith('/node')) throw new Error(`the unit runs ${binary}, not node`);
  const env: Record<string, string> = {};
  const assign = (text: string) => {
    const at = text.indexOf('=');
    if (at > 0) env[text.slice(0, at)] = text.slice(at + 1).replace(/%i/g, String(port));
  };
  // As systemd: the environment file first, then the unit's own Environment= lines over it.
  for (const line of readFileSync(envFile, 'utf8').split('\n')) if (/^[A-Z_]+=/.test(line)) assign(line);
  for (const line of value('Environment')) assign(line);
  return { args, env };
}

export type Instance = {
  port: number;
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
};

export function startInstance(port: number, envFile: string): Instance {
  const { args, env } = unitCommand(port, envFile);
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { port, child, output: () => text, exited };
}

export async function untilReady(instance: Instance, timeoutMs = 150_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let ended = false;
  void instance.exited.then(() => (ended = true));
  while (Date.now() < deadline) {
    if (ended) throw new Error(`instance ${instance.port} ended:\n${instance.output()}`);
    const ready = await fetch(`http://127.0.0.1:${instance.port}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`instance ${instance.port} not ready:\n${instance.output()}`);
}

/** A scratch database beside TEST_DATABASE_URL's, dropped by `drop`. */
export async function scratchDatabase(serverUrl: string) {
  const name = `tischlein_deploy_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export type Proxy = {
  httpsPort: number;
  httpPort: number;
  ca: Buffer;
  stop: () => Promise<void>;
  output: () => string;
};

/**
 * nginx with deploy/nginx/tischlein.conf as it is, but for what a test must change: its ports on
 * 127.0.0.1, the instances' ports, and a certificate made here. Each answer names the instance that gave
 * it (X-Upstream), so the test can tell the two apart.
 */
export async function startProxy(folder: string, instancePorts: number[]): Promise<Proxy> {
  const nginx = nginxBinary();
  const [httpPort, httpsPort] = [await freePort(), await freePort()];
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=shop.example.at',
      '-addext',
      'subjectAltName=DNS:shop.example.at,IP:127.0.0.1',
      '-keyout',
      join(folder, 'privkey.pem'),
      '-out',
      join(folder, 'fullchain.pem'),
    ],
    { stdio: 'ignore' },
  );
  let site = readFileSync(join(root, 'deploy/nginx/tischlein.conf'), 'utf8');
  const upstreams = [...site.matchAll(/server 127\.0\.0\.1:(\d+)/g)];
  if (upstreams.length < 2) throw new Error('the nginx site names fewer than two instances');
  // The instances' lines keep the site's own passive-health settings.
  const settings = /server 127\.0\.0\.1:\d+ ([^;]*);/.exec(site)?.[1] ?? '';
  site = site
    .replace(/^\s*server 127\.0\.0\.1:\d+ .*\n/gm, '')
    .replace(
      /upstream tischlein \{\n/,
      `upstream tischlein {\n${instancePorts
        .map((port) => `    server 127.0.0.1:${port} ${settings};\n`)
        .join('')}`,
    )
    .replace(/^\s*listen \[::\].*\n/gm, '')
    .replace(/listen 80;/, `listen 127.0.0.1:${httpPort};`)
    .replace(/listen 443 ssl/, `listen 127.0.0.1:${httpsPort} ssl`)
    .replace(/ssl_certificate (\S+);/, `ssl_certificate ${join(folder, 'fullchain.pem')};`)
    .replace(/ssl_certificate_key (\S+);/, `ssl_certificate_key ${join(folder, 'privkey.pem')};`)
    .replace(/(ssl_certificate_key \S+;\n)/, '$1    add_header X-Upstream $upstream_addr always;\n');
  writeFileSync(join(folder, 'tischlein.conf'), site);
  for (const temp of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(folder, temp));
  writeFileSync(
    join(folder, 'nginx.conf'),
    [
      'daemon off;',
      // As root the workers would run as nobody, who cannot enter this folder.
      process.getuid?.() === 0 ? 'user root;' : '',
      'worker_processes 1;',
      `pid ${join(folder, 'nginx.pid')};`,
      `error_log ${join(folder, 'error.log')} warn;`,
      'events { worker_connections 1024; }',
      'http {',
      '  access_log off;',
      ...['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (temp) => `  ${temp === 'body' ? 'client_body' : temp}_temp_path ${join(folder, temp)};`,
      ),
      `  include ${join(folder, 'tischlein.conf')};`,
      '}',
    ].join('\n'),
  );
  execFileSync(nginx, ['-t', '-p', folder, '-c', join(folder, 'nginx.conf')], { stdio: 'pipe' });
  const child = spawn(nginx, ['-p', folder, '-c', join(folder, 'nginx.conf')], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const ca = readFileSync(join(folder, 'fullchain.pem'));
  const deadline = Date.now() + 10_000;
  while (!(await answers({ port: httpsPort, ca, path: '/healthz' }))) {
    if (Date.now() > deadline) throw new Error(`nginx did not answer:\n${text}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    httpPort,
    httpsPort,
    ca,
    output: () => text + readFileSync(join(folder, 'error.log'), 'utf8'),
    stop: async () => {
      // Fast shutdown: a graceful one would wait for the boards' open event streams.
      child.kill('SIGTERM');
      await exited;
    },
  };
}

async function answers(target: { port: number; ca: Buffer; path: string }) {
  try {
    return (await send({ ...target, method: 'GET' })).status === 200;
  } catch {
    return false;
  }
}

export type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

/** One HTTPS request through the proxy from a chosen loopback address (a guest's own address). */
/** A bare TLS handshake with the proxy: what it agrees to, or the refusal. */
export function tlsHandshake(options: {
  port: number;
  ca: Buffer;
  maxVersion?: 'TLSv1.2' | 'TLSv1.3';
  ciphers?: string;
}): Promise<{ protocol: string | null; cipher: string }> {
  return new Promise((resolve, reject) => {
    const socket = tlsConnect(
      {
        host: '127.0.0.1',
        port: options.port,
        ca: options.ca,
        servername: 'shop.example.at',
        ...(options.maxVersion === undefined ? {} : { maxVersion: options.maxVersion }),
        ...(options.ciphers === undefined ? {} : { ciphers: options.ciphers }),
      },
      () => {
        const agreed = { protocol: socket.getProtocol(), cipher: socket.getCipher().standardName };
        socket.end();
        resolve(agreed);
      },
    );
    socket.on('error', reject);
  });
}

export function send(options: {
  port: number;
  ca: Buffer;
  path: string;
  method: string;
  from?: string;
  headers?: Record<string, string>;
  body?: string;
  timeoutMs?: number;
}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = httpsRequest(
      {
        host: '127.0.0.1',
        port: options.port,
        path: options.path,
        method: options.method,
        ca: options.ca,
        localAddress: options.from ?? '127.0.0.1',
        agent: false,
        headers: {
          accept: 'application/json',
          ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...options.headers,
        },
        timeout: options.timeoutMs ?? 10_000,
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
        );
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', reject);
    request.end(options.body);
  });
}

export function tempFolder(prefix: string) {
  const folder = mkdtempSync(join(tmpdir(), prefix));
  return { folder, remove: () => rmSync(folder, { recursive: true, force: true }) };
}

/** An event stream through the proxy: whether it opened, and when it ended. */
export function openEventStream(options: {
  port: number;
  ca: Buffer;
  path: string;
  headers: Record<string, string>;
}): Promise<{ ok: boolean; status: number; ended: Promise<void>; close: () => void }> {
  return new Promise((resolve) => {
    let end: () => void = () => {};
    const ended = new Promise<void>((done) => (end = done));
    const request = httpsRequest(
      {
        host: '127.0.0.1',
        port: options.port,
        path: options.path,
        ca: options.ca,
        agent: false,
        headers: { accept: 'text/event-stream', ...options.headers },
      },
      (response) => {
        response.resume();
        response.on('close', end);
        response.on('error', end);
        const status = response.statusCode ?? 0;
        resolve({ ok: status === 200, status, ended, close: () => request.destroy() });
      },
    );
    request.on('error', () => {
      end();
      resolve({ ok: false, status: 0, ended, close: () => {} });
    });
    request.end();
  });
}
