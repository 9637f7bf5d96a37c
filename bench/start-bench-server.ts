import { fork, spawnSync } from 'node:child_process';
import { appendFileSync } from 'node:fs';

/** The serving process's memory after a full garbage collection (bench/measured-server.ts). */
export type ServerMemory = NodeJS.MemoryUsage & {
  spaces: { name: string; size: number; used: number }[];
  /** Since the previous report: the garbage collections' pauses and the event loop's delay. */
  gc: { count: number; totalMs: number; p99Ms: number; maxMs: number };
  loop: { p99Ms: number; maxMs: number };
};

/**
 * Starts bench/bench-server.ts (or another script that prints `READY <port>`) in its own process, so the
 * load generator does not share its event loop.
 */
export async function startBenchServer(
  env: Record<string, string>,
  script = 'bench/bench-server.ts',
  loader: string[] = ['--import', 'tsx'],
) {
  // Node itself (with tsx's loader for a TypeScript script), not npx: stopping the child then really
  // stops the server.
  const child = fork(script, [], {
    // BENCH_CPU_PROF=<folder>: the server writes a V8 CPU profile there when it stops, sampled every
    // BENCH_CPU_PROF_INTERVAL µs (V8's default 1,000 hides the short stalls behind a p99).
    execArgv: [
      ...loader,
      '--expose-gc',
      ...(process.env.BENCH_CPU_PROF
        ? [
            '--cpu-prof',
            `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`,
            `--cpu-prof-interval=${process.env.BENCH_CPU_PROF_INTERVAL ?? 1000}`,
          ]
        : []),
    ],
    // As `npm start` and the systemd unit run the server: two glibc arenas, large blocks mapped and
    // given back (docs/performance.md "Memory").
    env: { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072', ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  // BENCH_SERVER_LOG=<file>: the server's log lines (its stdout) are appended there, to read an error's cause.
  const serverLog = process.env.BENCH_SERVER_LOG;
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      if (serverLog) appendFileSync(serverLog, chunk);
      output += chunk.toString();
      const match = /READY (\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
  return {
    port,
    /** Moves the server's clock on (bench-server.ts), as if that much time had passed. */
    advanceClock: (ms: number) =>
      new Promise<void>((resolve) => {
        child.once('message', () => resolve());
        child.send({ advanceClockMs: ms });
      }),
    stop: () => child.kill('SIGTERM'),
    /** Stops the server and waits until its process has ended. */
    stopped: async () => {
      child.kill('SIGTERM');
      await exited;
    },
    child,
  };
}

/**
 * bench/measured-server.ts built as `npm start` builds the server (scripts/build-server.mjs: one ES module,
 * packages from node_modules, the migrations beside it) into dist/bench: a process measured for its memory
 * runs as in production, without tsx's loader thread and its compiled sources.
 */
function buildMeasuredServer(): string {
  const built = spawnSync(
    process.execPath,
    ['scripts/build-server.mjs', 'bench/measured-server.ts', 'dist/bench'],
    { stdio: 'inherit' },
  );
  if (built.status !== 0) throw new Error('building bench/measured-server.ts failed');
  return 'dist/bench/measured-server.js';
}

/** The bench server that reports its memory after a garbage collection, built as for production. */
export async function startMeasuredBenchServer(env: Record<string, string>) {
  // The heap limit of `npm start` and the systemd unit, and no source maps, as they run (ADR 042);
  // BENCH_NODE_FLAGS adds V8 or Node flags to try (`--max-semi-space-size=64`).
  const server = await startBenchServer(env, buildMeasuredServer(), [
    '--max-old-space-size=1024',
    ...(process.env.BENCH_NODE_FLAGS?.split(' ').filter(Boolean) ?? []),
  ]);
  const memory = () =>
    new Promise<ServerMemory>((resolve) => {
      server.child.once('message', (message) => resolve(message as ServerMemory));
      server.child.send('memory');
    });
  return { ...server, memory };
}
