import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../opening-hours/vienna-time.js';
import { isoWeek } from './iso-week.js';

const dates = fc
  .date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2100-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

describe('isoWeek', () => {
  it('numbers the weeks around the turn of a year as ISO 8601 does', () => {
    expect(isoWeek('2026-01-01')).toBe(1);
    expect(isoWeek('2026-11-25')).toBe(48);
    expect(isoWeek('2026-12-28')).toBe(53);
    expect(isoWeek('2027-01-03')).toBe(53);
    expect(isoWeek('2027-01-04')).toBe(1);
    expect(isoWeek('2024-12-30')).toBe(1);
    expect(isoWeek('2021-01-03')).toBe(53);
  });

  it('keeps one number from Monday to Sunday and counts up by one on the next Monday', () => {
    fc.assert(
      fc.property(dates, (date) => {
        const weekday = (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
        const monday = addDays(date, -weekday);
        const week = isoWeek(monday);
        for (let day = 1; day < 7; day += 1) expect(isoWeek(addDays(monday, day))).toBe(week);
        const next = isoWeek(addDays(monday, 7));
        expect(next === week + 1 || (next === 1 && (week === 52 || week === 53))).toBe(true);
      }),
    );
  });
});
