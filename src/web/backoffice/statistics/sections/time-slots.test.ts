import { describe, expect, it } from 'vitest';
import { countedSlots, slotCounts } from './time-slots.js';

const cells = [
  { weekday: 1, hour: 8, value: 3 },
  { weekday: 3, hour: 8, value: 2 },
  { weekday: 7, hour: 23, value: 1 },
];

describe('time slots', () => {
  it('sums counts per hour and per weekday, Monday first', () => {
    const byHour = slotCounts(cells, 24, (cell) => cell.hour);
    expect(byHour).toHaveLength(24);
    expect(byHour[8]).toBe(5);
    expect(byHour[23]).toBe(1);
    expect(byHour.reduce((sum, count) => sum + count, 0)).toBe(6);
    expect(slotCounts(cells, 7, (cell) => cell.weekday - 1)).toEqual([3, 0, 2, 0, 0, 0, 1]);
  });

  it('lists only the slots that had any', () => {
    expect(countedSlots([3, 0, 2], (slot) => `Tag ${slot}`)).toEqual([
      { name: 'Tag 0', count: 3 },
      { name: 'Tag 2', count: 2 },
    ]);
  });
});
