import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

export type ServerProcess = {
  child: ChildProcess;
  output: () => string;
  /** Resolves with the exit code (null when ended by a signal). */
  exited: Promise<number | null>;
};

/** The real server (src/server/main.ts) as its own process, as an operator starts it. */
export function startServer(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_DEMO_DATA: 'false',
      INITIAL_ADMIN_PASSWORD: 'ein-langes-startpasswort',
      WEB_ROOT: '/nonexistent',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => text, exited };
}

/** Waits until the server says it listens; fails with its output when it exits first. */
export async function untilListening(server: ServerProcess, timeoutMs = 30_000): Promise<void> {
  const started = Date.now();
  let done = false;
  void server.exited.then(() => (done = true));
  while (!server.output().includes('Tischlein läuft')) {
    if (done) throw new Error(`server exited before listening:\n${server.output()}`);
    if (Date.now() - started > timeoutMs) throw new Error(`server did not listen:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
