import type { StatisticsResult } from '../../../../domain/schemas/statistics.js';

type OrderTime = StatisticsResult<'order-times'>[number];

/** Orders summed per slot (an hour 0–23, a weekday 0–6), 0 for a slot without any. */
export function orderCounts(data: readonly OrderTime[], slots: number, slot: (cell: OrderTime) => number) {
  const counts = Array.from({ length: slots }, () => 0);
  for (const cell of data) {
    const index = slot(cell);
    counts[index] = (counts[index] ?? 0) + cell.value;
  }
  return counts;
}

/** The slots that had orders, for a table that lists no empty hours or days. */
export function countedSlots(counts: readonly number[], name: (slot: number) => string) {
  return counts.flatMap((count, slot) => (count > 0 ? [{ name: name(slot), count }] : []));
}
