import { spawn } from 'node:child_process';

/**
 * Starts bench/bench-server.ts (or another script that prints `READY <port>`) in its own process, so the
 * load generator does not share its event loop.
 */
export async function startBenchServer(env: Record<string, string>, script = 'bench/bench-server.ts') {
  // Node itself with tsx's loader, not npx: stopping the child then really stops the server.
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /READY (\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  return { port, stop: () => child.kill('SIGTERM') };
}
