import type { StatisticsResult } from '../../../../domain/schemas/statistics.js';

/** A count in one hour of one weekday: orders placed or pages visited (the same shape for both calls). */
export type TimeCell = StatisticsResult<'order-times' | 'visitor-times'>[number];

/** Counts summed per slot (an hour 0–23, a weekday 0–6), 0 for a slot without any. */
export function slotCounts(data: readonly TimeCell[], slots: number, slot: (cell: TimeCell) => number) {
  const counts = Array.from({ length: slots }, () => 0);
  for (const cell of data) {
    const index = slot(cell);
    counts[index] = (counts[index] ?? 0) + cell.value;
  }
  return counts;
}

/** The slots that had any, for a table that lists no empty hours or days. */
export function countedSlots(counts: readonly number[], name: (slot: number) => string) {
  return counts.flatMap((count, slot) => (count > 0 ? [{ name: name(slot), count }] : []));
}
