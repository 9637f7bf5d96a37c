import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, viennaInstant, viennaParts, weekdayOf } from './vienna-time.js';

const iso = (date: Date): string => date.toISOString();

describe('viennaParts', () => {
  it('reads the wall clock in winter (UTC+1) and summer (UTC+2)', () => {
    expect(viennaParts(new Date('2026-01-15T11:00:00Z'))).toEqual({ date: '2026-01-15', time: '12:00' });
    expect(viennaParts(new Date('2026-07-01T22:30:00Z'))).toEqual({ date: '2026-07-02', time: '00:30' });
  });

  it('reads what Intl reads for any instant, also in the minutes around a clock change', () => {
    const intl = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'Europe/Vienna',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    const changes = [Date.UTC(2026, 2, 29, 1), Date.UTC(2026, 9, 25, 1), Date.UTC(2031, 2, 30, 1)];
    const instants = fc.oneof(
      fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2090, 0, 1) }),
      fc
        .tuple(fc.constantFrom(...changes), fc.integer({ min: -120 * 60_000, max: 120 * 60_000 }))
        .map(([change, delta]) => change + delta),
    );
    fc.assert(
      fc.property(instants, (ms) => {
        const [date, time] = intl.format(new Date(ms)).split(' ');
        expect(viennaParts(new Date(ms))).toEqual({ date, time });
      }),
      { numRuns: 2000 },
    );
  });

  it('shows the repeated hour twice on the fall-back day', () => {
    expect(viennaParts(new Date('2026-10-25T00:30:00Z')).time).toBe('02:30');
    expect(viennaParts(new Date('2026-10-25T01:30:00Z')).time).toBe('02:30');
  });
});

describe('viennaInstant', () => {
  it('converts ordinary winter and summer times', () => {
    expect(iso(viennaInstant('2026-01-15', '12:00'))).toBe('2026-01-15T11:00:00.000Z');
    expect(iso(viennaInstant('2026-07-15', '12:00'))).toBe('2026-07-15T10:00:00.000Z');
  });

  it("treats '24:00' as the midnight that ends the day", () => {
    expect(iso(viennaInstant('2026-03-28', '24:00'))).toBe('2026-03-28T23:00:00.000Z');
    expect(iso(viennaInstant('2026-12-31', '24:00'))).toBe('2026-12-31T23:00:00.000Z');
  });

  it('resolves times skipped on 2026-03-29 to 03:00 CEST', () => {
    expect(iso(viennaInstant('2026-03-29', '01:59'))).toBe('2026-03-29T00:59:00.000Z');
    expect(iso(viennaInstant('2026-03-29', '02:00'))).toBe('2026-03-29T01:00:00.000Z');
    expect(iso(viennaInstant('2026-03-29', '02:30'))).toBe('2026-03-29T01:00:00.000Z');
    expect(iso(viennaInstant('2026-03-29', '03:00'))).toBe('2026-03-29T01:00:00.000Z');
    expect(iso(viennaInstant('2026-03-29', '03:30'))).toBe('2026-03-29T01:30:00.000Z');
  });

  it('takes the first occurrence of times repeated on 2026-10-25', () => {
    expect(iso(viennaInstant('2026-10-25', '01:59'))).toBe('2026-10-24T23:59:00.000Z');
    expect(iso(viennaInstant('2026-10-25', '02:00'))).toBe('2026-10-25T00:00:00.000Z');
    expect(iso(viennaInstant('2026-10-25', '02:30'))).toBe('2026-10-25T00:30:00.000Z');
    expect(iso(viennaInstant('2026-10-25', '03:00'))).toBe('2026-10-25T02:00:00.000Z');
  });
});

describe('calendar arithmetic', () => {
  it('adds days across month, year and leap-day boundaries', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-03-28', 14)).toBe('2026-04-11');
  });

  it('names the ISO weekday of a date', () => {
    expect(weekdayOf('2026-03-29')).toBe('sunday');
    expect(weekdayOf('2026-03-30')).toBe('monday');
    expect(weekdayOf('2026-12-25')).toBe('friday');
  });
});

const dateArb = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));
const timeArb = fc
  .integer({ min: 0, max: 1439 })
  .map(
    (minutes) =>
      `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`,
  );

describe('round trips', () => {
  it('local -> UTC -> local gives the same wall clock, except inside the spring-forward gap', () => {
    fc.assert(
      fc.property(dateArb, timeArb, (date, time) => {
        const parts = viennaParts(viennaInstant(date, time));
        const inGap =
          weekdayOf(date) === 'sunday' && date.slice(5, 7) === '03' && addDays(date, 7).slice(5, 7) === '04';
        if (inGap && time >= '02:00' && time < '03:00') {
          expect(parts).toEqual({ date, time: '03:00' });
        } else {
          expect(parts).toEqual({ date, time });
        }
      }),
      { numRuns: 500 },
    );
  });

  it('UTC -> local -> UTC gives the instant back, or the first of two identical wall clocks', () => {
    const minuteArb = fc
      .integer({ min: 15_778_080, max: 68_374_080 })
      .map((minute) => new Date(minute * 60_000));
    fc.assert(
      fc.property(minuteArb, (instant) => {
        const { date, time } = viennaParts(instant);
        const back = viennaInstant(date, time);
        const earlier = new Date(instant.getTime() - 3_600_000);
        if (back.getTime() === instant.getTime()) return;
        expect(back).toEqual(earlier);
        expect(viennaParts(earlier)).toEqual({ date, time });
      }),
      { numRuns: 500 },
    );
  });

  it('hits both DST transitions of 2026 in the round trip', () => {
    for (const date of ['2026-03-29', '2026-10-25']) {
      for (let minutes = 0; minutes < 1440; minutes += 1) {
        const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
        const expected = date === '2026-03-29' && time >= '02:00' && time < '03:00' ? '03:00' : time;
        expect(viennaParts(viennaInstant(date, time))).toEqual({ date, time: expected });
      }
    }
  });
});
