// bench/bench-server.ts for benches that read the server's memory (status-streams.ts, rush.ts): started
// with node --expose-gc and an IPC channel (startMeasuredBenchServer), it answers the message 'memory'
// after a full garbage collection with process.memoryUsage() and V8's heap spaces, and stops when the
// bench that started it goes away (the channel closes), so a killed bench leaves no server behind.
import v8 from 'node:v8';
import './bench-server.js';

process.on('message', (message) => {
  if (message !== 'memory') return;
  (globalThis as { gc?: () => void }).gc?.();
  const spaces = v8.getHeapSpaceStatistics().map((space) => ({
    name: space.space_name,
    size: space.space_size,
    used: space.space_used_size,
  }));
  process.send?.({ ...process.memoryUsage(), spaces });
});
process.once('disconnect', () => process.kill(process.pid, 'SIGTERM'));
