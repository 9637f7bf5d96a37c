/**
 * The CPU slowdown that makes this host emulate Lighthouse's mobile device, from the host's
 * benchmarkIndex. Lighthouse's fixed 4x assumes a desktop of index ~1500; on a slower host 4x emulates a
 * phone slower than intended, and the figures drift with the machine (Lighthouse's throttling guide,
 * https://github.com/GoogleChrome/lighthouse/blob/main/docs/throttling.md: "calibrate your device before
 * attempting to compare different reports"). The piecewise line is the one of the Lighthouse CPU
 * throttling calculator that document links to (patrickhulce/lighthouse-cpu-throttling-calculator):
 * 2000 → 6x, 1533 → 4x, 1300 → 3x, 800 → 2x, 150 → 1x.
 */
export function cpuSlowdownFor(benchmarkIndex: number): number {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}
