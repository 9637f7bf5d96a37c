import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, viennaInstant, viennaParts, weekdayOf } from '../opening-hours/vienna-time.js';
import { mondayOf, sameTimeDaysLater, weekDates } from './week-plan.js';

const day = (index: number) => new Date(Date.UTC(2024, 0, 1) + index * 86_400_000).toISOString().slice(0, 10);

describe('the week planner', () => {
  it('finds the Monday of a week and its seven days', () => {
    expect(mondayOf('2026-11-20')).toBe('2026-11-16');
    expect(mondayOf('2026-11-16')).toBe('2026-11-16');
    expect(mondayOf('2026-11-22')).toBe('2026-11-16');
    expect(weekDates('2026-12-28')).toEqual([
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
    ]);
  });

  it('copies a shift into the week after a clock change at the same clock times', () => {
    // The week of 23 March 2026 is in CET, the week after in CEST.
    const start = viennaInstant('2026-03-27', '08:00');
    const copied = sameTimeDaysLater(start, 7);
    expect(viennaParts(copied)).toEqual({ date: '2026-04-03', time: '08:00' });
    expect(copied.getTime() - start.getTime()).toBe((7 * 24 - 1) * 3_600_000);
  });

  it('keeps weekday and clock time for any shift of any week', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3 * 366 }),
        fc.integer({ min: 0, max: 23 }),
        fc.constantFrom(0, 15, 30, 45),
        (index, hour, minute) => {
          const time = `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
          const start = viennaInstant(day(index), time);
          const parts = viennaParts(start);
          // The hour skipped in spring moves the shift to 03:00; what is copied is what was planned.
          const copied = viennaParts(sameTimeDaysLater(start, 7));
          const expected = viennaParts(viennaInstant(addDays(parts.date, 7), parts.time));
          expect(copied).toEqual(expected);
          expect(weekdayOf(copied.date)).toBe(weekdayOf(parts.date));
          expect(mondayOf(copied.date)).toBe(addDays(mondayOf(parts.date), 7));
        },
      ),
    );
  });
});
