import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const SHUTDOWN_TIMEOUT_MS = 5_000;

/** A port nobody listens on right now. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Whether a new listener can take the port (nobody holds it any more). */
async function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

const groupAlive = (pid: number) => {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** `npm start` as the README has it, leading its own process group as a service manager starts it. */
function npmStart(env: Record<string, string>) {
  const child = spawn('npm', ['start'], {
    cwd: root,
    detached: true,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      LOG_LEVEL: 'warn',
      SEED_DEMO_DATA: 'false',
      INITIAL_ADMIN_PASSWORD: 'ein-langes-startpasswort',
      SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: string | null; at: number }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal, at: Date.now() })),
  );
  return { pid: child.pid!, output: () => output, exited };
}

async function untilReady(port: number, started: ReturnType<typeof npmStart>) {
  const deadline = Date.now() + 120_000;
  let ended = false;
  void started.exited.then(() => (ended = true));
  while (Date.now() < deadline) {
    if (ended) throw new Error(`npm start ended before it was ready:\n${started.output()}`);
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`npm start was not ready within 120 s:\n${started.output()}`);
}

describe('npm start in production', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'tischlein-start-'));
  const pids: number[] = [];
  afterAll(() => {
    for (const pid of pids) if (groupAlive(pid)) process.kill(-pid, 'SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it.each(['SIGTERM', 'SIGINT'] as const)(
    'stops on %s sent to its top process alone, frees the port and the data folder',
    async (signal) => {
      const port = await freePort();
      const started = npmStart({ PORT: String(port), DATA_DIR: dataDir });
      pids.push(started.pid);
      await untilReady(port, started);
      expect(existsSync(join(dataDir, 'tischlein.lock'))).toBe(true);

      const sentAt = Date.now();
      process.kill(started.pid, signal);
      const { code, signal: endedBy, at } = await started.exited;
      expect(at - sentAt).toBeLessThan(SHUTDOWN_TIMEOUT_MS);
      // npm waits for the server, then ends by the signal it was sent (or 0 when it had none to resend).
      expect(code === 0 || endedBy === signal).toBe(true);
      expect(started.output()).not.toContain('exiting anyway');
      // Nothing of it is left: no server orphaned below npm, the port and the folder lock are free.
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(groupAlive(started.pid)).toBe(false);
      expect(await portIsFree(port)).toBe(true);
      expect(existsSync(join(dataDir, 'tischlein.lock'))).toBe(false);
    },
    180_000,
  );
});
