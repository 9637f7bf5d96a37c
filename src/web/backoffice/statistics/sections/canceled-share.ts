import { formatNumber } from '../../../../domain/money/format.js';

/** '12,5 %' of a day's orders were cancelled; '–' when there were no orders to compare with. */
export function canceledShare(canceled: number, orders: number): string {
  if (orders <= 0) return '–';
  return `${formatNumber((Math.min(canceled, orders) / orders) * 100, 1)}\u00a0%`;
}
