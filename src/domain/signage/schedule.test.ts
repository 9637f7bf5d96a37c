import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { weekdays } from '../opening-hours/weekdays.js';
import { isOnSchedule, nextSegmentIndex, type SegmentSchedule } from './schedule.js';

// 2026-11-23 is a Monday; Vienna is UTC+1 in November, UTC+2 in summer.
const monday = (time: string) => new Date(`2026-11-23T${time}:00+01:00`);
const tuesday = (time: string) => new Date(`2026-11-24T${time}:00+01:00`);

describe('segment schedule', () => {
  it('plays always without a schedule', () => {
    expect(isOnSchedule(null, monday('03:00'))).toBe(true);
  });

  it('plays from its start until before its end, on its weekdays, by Vienna time', () => {
    const breakfast: SegmentSchedule = { days: ['monday', 'tuesday'], from: '07:00', to: '11:00' };
    expect(isOnSchedule(breakfast, monday('06:59'))).toBe(false);
    expect(isOnSchedule(breakfast, monday('07:00'))).toBe(true);
    expect(isOnSchedule(breakfast, monday('10:59'))).toBe(true);
    expect(isOnSchedule(breakfast, monday('11:00'))).toBe(false);
    expect(isOnSchedule(breakfast, new Date('2026-11-25T08:00:00+01:00'))).toBe(false);
    // Summer time: 07:30 in Vienna is 05:30 UTC.
    expect(isOnSchedule(breakfast, new Date('2026-06-29T05:30:00Z'))).toBe(true);
  });

  it('runs over midnight when it starts later than it ends, counted to the evening it began', () => {
    const lateNight: SegmentSchedule = { days: ['monday'], from: '22:00', to: '02:00' };
    expect(isOnSchedule(lateNight, monday('23:30'))).toBe(true);
    expect(isOnSchedule(lateNight, tuesday('01:30'))).toBe(true);
    expect(isOnSchedule(lateNight, monday('01:30'))).toBe(false);
    expect(isOnSchedule(lateNight, tuesday('02:00'))).toBe(false);
  });

  it('takes an open start or end as the day’s', () => {
    expect(isOnSchedule({ days: [], from: null, to: '12:00' }, monday('00:00'))).toBe(true);
    expect(isOnSchedule({ days: [], from: '12:00', to: null }, monday('23:59'))).toBe(true);
    expect(isOnSchedule({ days: [], from: '12:00', to: null }, monday('11:59'))).toBe(false);
  });

  it('plays the next segment on schedule, in order and round again', () => {
    const off: SegmentSchedule = { days: ['sunday'], from: null, to: null };
    const list = [null, off, null];
    expect(nextSegmentIndex(list, -1, monday('09:00'))).toBe(0);
    expect(nextSegmentIndex(list, 0, monday('09:00'))).toBe(2);
    expect(nextSegmentIndex(list, 2, monday('09:00'))).toBe(0);
    expect(nextSegmentIndex([off], -1, monday('09:00'))).toBeNull();
    expect(nextSegmentIndex([], -1, monday('09:00'))).toBeNull();
  });

  const time = fc
    .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
    .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
  const schedule: fc.Arbitrary<SegmentSchedule | null> = fc.option(
    fc.record({
      days: fc.subarray([...weekdays]),
      from: fc.option(time, { nil: null }),
      to: fc.option(time, { nil: null }),
    }),
    { nil: null },
  );
  const instant = fc.date({ min: new Date('2025-01-01'), max: new Date('2028-01-01'), noInvalidDate: true });

  it('always picks a segment that is on schedule, and one whenever any is', () => {
    fc.assert(
      fc.property(
        fc.array(schedule, { maxLength: 8 }),
        fc.integer({ min: -1, max: 8 }),
        instant,
        (schedules, current, at) => {
          const next = nextSegmentIndex(schedules, Math.min(current, schedules.length - 1), at);
          const anyOn = schedules.some((entry) => isOnSchedule(entry, at));
          if (next === null) return !anyOn;
          return anyOn && next < schedules.length && isOnSchedule(schedules[next] ?? null, at);
        },
      ),
    );
  });

  it('plays every day when no weekday is named, as with all seven', () => {
    fc.assert(
      fc.property(
        time,
        time,
        instant,
        (from, to, at) =>
          isOnSchedule({ days: [], from, to }, at) === isOnSchedule({ days: [...weekdays], from, to }, at),
      ),
    );
  });
});
