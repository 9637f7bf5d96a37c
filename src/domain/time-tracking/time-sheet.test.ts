import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { viennaInstant } from '../opening-hours/vienna-time.js';
import { formatDuration, monthSheet, sheetShift, type SheetActivity } from './time-sheet.js';

const MINUTE = 60_000;
const at = (iso: string) => new Date(iso);
const work = (
  startedAt: Date,
  endedAt: Date | null,
  pauses: SheetActivity['pauses'] = [],
): SheetActivity => ({
  kind: 'work',
  startedAt,
  endedAt,
  pauses,
});

describe('a time sheet line', () => {
  it('counts a day shift with a pause', () => {
    const shift = sheetShift(
      work(at('2026-11-20T07:00:00+01:00'), at('2026-11-20T15:30:00+01:00'), [
        { start: at('2026-11-20T12:00:00+01:00'), end: at('2026-11-20T12:30:00+01:00') },
      ]),
    );
    expect(shift).toEqual({
      start: '07:00',
      end: '15:30',
      endDayOffset: 0,
      pauseMinutes: 30,
      workedMinutes: 480,
    });
  });

  it('keeps a night shift on its start day and counts across midnight', () => {
    const shift = sheetShift(work(at('2026-11-20T22:00:00+01:00'), at('2026-11-21T06:00:00+01:00')));
    expect(shift).toMatchObject({ start: '22:00', end: '06:00', endDayOffset: 1, workedMinutes: 480 });
  });

  it('counts the hours that were, on the nights the clocks change', () => {
    // 29 March 2026: 02:00 becomes 03:00; 25 October 2026: 03:00 becomes 02:00.
    const spring = sheetShift(
      work(viennaInstant('2026-03-28', '22:00'), viennaInstant('2026-03-29', '06:00')),
    );
    const autumn = sheetShift(
      work(viennaInstant('2026-10-24', '22:00'), viennaInstant('2026-10-25', '06:00')),
    );
    expect(spring).toMatchObject({ start: '22:00', end: '06:00', workedMinutes: 7 * 60 });
    expect(autumn).toMatchObject({ start: '22:00', end: '06:00', workedMinutes: 9 * 60 });
  });

  it('leaves a running activity without end and worked time', () => {
    expect(sheetShift(work(at('2026-11-20T07:00:00+01:00'), null))).toMatchObject({
      end: null,
      workedMinutes: null,
    });
  });

  it('always has worked time plus pauses equal to the minutes from start to end', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2027, 0, 1) }),
        fc.integer({ min: 1, max: 16 * 60 }),
        fc.array(fc.tuple(fc.nat({ max: 1000 }), fc.nat({ max: 1000 })), { maxLength: 4 }),
        fc.nat({ max: 59_999 }),
        (startMs, minutes, rawPauses, seconds) => {
          const startedAt = new Date(Math.floor(startMs / MINUTE) * MINUTE + seconds);
          const endedAt = new Date(startedAt.getTime() + minutes * MINUTE);
          // Pauses as ordered, non-overlapping stretches inside the activity.
          const cuts = rawPauses
            .flat()
            .map((value) => Math.floor((value / 1000) * minutes))
            .sort((a, b) => a - b);
          const pauses = [];
          for (let index = 0; index + 1 < cuts.length; index += 2) {
            const [from = 0, to = 0] = [cuts[index], cuts[index + 1]];
            if (to > from)
              pauses.push({
                start: new Date(startedAt.getTime() + from * MINUTE),
                end: new Date(startedAt.getTime() + to * MINUTE),
              });
          }
          const shift = sheetShift(work(startedAt, endedAt, pauses));
          expect((shift.workedMinutes ?? 0) + shift.pauseMinutes).toBe(minutes);
          expect(shift.workedMinutes).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });

  it('counts a shift of the same clock times an hour apart only on the two change days', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 364 }), (dayIndex) => {
        const date = new Date(Date.UTC(2026, 0, 1) + dayIndex * 86_400_000).toISOString().slice(0, 10);
        const next = new Date(Date.UTC(2026, 0, 1) + (dayIndex + 1) * 86_400_000).toISOString().slice(0, 10);
        const minutes = sheetShift(
          work(viennaInstant(date, '20:00'), viennaInstant(next, '08:00')),
        ).workedMinutes;
        const expected = date === '2026-03-28' ? 11 * 60 : date === '2026-10-24' ? 13 * 60 : 12 * 60;
        expect(minutes).toBe(expected);
      }),
    );
  });
});

describe('a month sheet', () => {
  it('lists every day of the month with its shifts, absences and sums', () => {
    const sheet = monthSheet(
      '2026-03',
      [
        work(viennaInstant('2026-03-02', '07:00'), viennaInstant('2026-03-02', '15:00'), [
          { start: viennaInstant('2026-03-02', '11:00'), end: viennaInstant('2026-03-02', '11:30') },
        ]),
        work(viennaInstant('2026-03-28', '22:00'), viennaInstant('2026-03-29', '06:00')),
        // Holiday from Monday 9 to Sunday 15 March: five days off a five-day week.
        {
          kind: 'holiday',
          startedAt: viennaInstant('2026-03-09', '00:00'),
          endedAt: viennaInstant('2026-03-16', '00:00'),
          pauses: [],
        },
        {
          kind: 'sick',
          startedAt: viennaInstant('2026-03-20', '00:00'),
          endedAt: viennaInstant('2026-03-21', '00:00'),
          pauses: [],
        },
      ],
      5,
    );
    expect(sheet.days).toHaveLength(31);
    expect(sheet.days[1]).toMatchObject({
      date: '2026-03-02',
      weekday: 'monday',
      workedMinutes: 450,
      pauseMinutes: 30,
    });
    expect(sheet.days[27]?.shifts).toHaveLength(1);
    expect(sheet.days[28]?.shifts).toHaveLength(0);
    expect(sheet.days[14]).toMatchObject({
      date: '2026-03-15',
      absence: 'holiday',
      countsAsHolidayDay: false,
    });
    expect(sheet).toMatchObject({ workedMinutes: 450 + 420, pauseMinutes: 30, holidayDays: 5, sickDays: 1 });
  });

  it('sums to the sum of its lines, whatever the activities', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            day: fc.integer({ min: 1, max: 28 }),
            start: fc.nat({ max: 23 * 60 }),
            minutes: fc.integer({ min: 1, max: 14 * 60 }),
          }),
          { maxLength: 12 },
        ),
        (raw) => {
          const activities = raw.map(({ day, start, minutes }) => {
            const startedAt = viennaInstant(
              `2026-10-${String(day).padStart(2, '0')}`,
              formatDuration(start).padStart(5, '0'),
            );
            return work(startedAt, new Date(startedAt.getTime() + minutes * MINUTE));
          });
          const sheet = monthSheet('2026-10', activities, 5);
          expect(sheet.days).toHaveLength(31);
          expect(sheet.workedMinutes).toBe(raw.reduce((sum, entry) => sum + entry.minutes, 0));
          expect(sheet.days.flatMap((day) => day.shifts)).toHaveLength(raw.length);
        },
      ),
    );
  });
});

describe('durations as text', () => {
  it('writes hours and minutes', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(485)).toBe('8:05');
    expect(formatDuration(-30)).toBe('-0:30');
  });
});
