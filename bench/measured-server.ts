// bench/bench-server.ts for benches that read the server's memory (status-streams.ts, rush.ts): started
// with node --expose-gc and an IPC channel (startMeasuredBenchServer), it answers the message 'memory'
// after a full garbage collection with process.memoryUsage(), V8's heap spaces, and the garbage
// collections' pauses and the event loop's delay since the last such message; it stops when the bench
// that started it goes away (the channel closes), so a killed bench leaves no server behind.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { join } from 'node:path';
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import v8 from 'node:v8';
import pg from 'pg';
import './bench-server.js';

let pauses: number[] = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) pauses.push(entry.duration);
}).observe({ entryTypes: ['gc'] });
const loopDelay = monitorEventLoopDelay({ resolution: 10 });
loopDelay.enable();

// BENCH_ALLOC_PROF=<folder>: V8's sampling heap profiler counts every allocation, the collected ones too
// (what makes the collections), and each 'memory' message writes what was allocated since the last one.
const allocations = process.env.BENCH_ALLOC_PROF;
const profiler = allocations ? new Session() : undefined;
const startSampling = async () => {
  await profiler?.post('HeapProfiler.startSampling', {
    samplingInterval: 16384,
    includeObjectsCollectedByMajorGC: true,
    includeObjectsCollectedByMinorGC: true,
  });
};
let reports = 0;
if (profiler) {
  profiler.connect();
  await startSampling();
}

// BENCH_COUNT_STATEMENTS=<folder>: how often each statement text was sent to PostgreSQL (pg is left to
// node_modules by the build, so this is the server's own pg), written at each 'memory' message.
const countsFolder = process.env.BENCH_COUNT_STATEMENTS;
let statements = new Map<string, number>();
if (countsFolder) {
  const send = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const first = args[0] as string | { text?: string } | undefined;
    const text = typeof first === 'string' ? first : (first?.text ?? '(other)');
    statements.set(text, (statements.get(text) ?? 0) + 1);
    return send.apply(this, args);
  } as typeof pg.Client.prototype.query;
}

process.on('message', async (message) => {
  if (message !== 'memory') return;
  reports += 1;
  if (countsFolder) {
    const counted = [...statements].sort((a, b) => b[1] - a[1]).map(([text, count]) => ({ count, text }));
    writeFileSync(join(countsFolder, `statements-${reports}.json`), JSON.stringify(counted, null, 1));
    statements = new Map();
  }
  if (profiler && allocations) {
    const { profile } = await profiler.post('HeapProfiler.stopSampling');
    writeFileSync(join(allocations, `allocations-${reports}.heapprofile`), JSON.stringify(profile));
    await startSampling();
  }
  const sorted = pauses.sort((a, b) => a - b);
  const gc = {
    count: sorted.length,
    totalMs: sorted.reduce((sum, pause) => sum + pause, 0),
    p99Ms: sorted[Math.max(0, Math.ceil(sorted.length * 0.99) - 1)] ?? 0,
    maxMs: sorted.at(-1) ?? 0,
  };
  const loop = { p99Ms: loopDelay.percentile(99) / 1e6, maxMs: loopDelay.max / 1e6 };
  pauses = [];
  loopDelay.reset();
  (globalThis as { gc?: () => void }).gc?.();
  // BENCH_HEAP_SNAPSHOT=<folder>: what the heap holds then (open the file in Chrome's DevTools, Memory).
  const snapshots = process.env.BENCH_HEAP_SNAPSHOT;
  if (snapshots) v8.writeHeapSnapshot(join(snapshots, `heap-${reports}.heapsnapshot`));
  const spaces = v8.getHeapSpaceStatistics().map((space) => ({
    name: space.space_name,
    size: space.space_size,
    used: space.space_used_size,
  }));
  process.send?.({ ...process.memoryUsage(), spaces, gc, loop });
});
process.once('disconnect', () => process.kill(process.pid, 'SIGTERM'));
