// The app for bench/status-streams.ts: bench/bench-server.ts, answering the bench's 'memory' message with
// the process's RSS and heap after a full garbage collection (node --expose-gc).
import './bench-server.js';

process.on('message', (message) => {
  if (message !== 'memory') return;
  (globalThis as { gc?: () => void }).gc?.();
  const { rss, heapUsed } = process.memoryUsage();
  process.send?.({ rss, heapUsed });
});
