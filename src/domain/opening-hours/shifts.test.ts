import { describe, expect, it } from 'vitest';
import type { OpeningHoursRule } from './rules.js';
import { isOpenAt, shiftsOn, type Shift } from './shifts.js';

function rule(
  type: OpeningHoursRule['type'],
  from: string,
  to: string,
  extra: Partial<OpeningHoursRule> = {},
) {
  return { type, from, to, isClosed: false, ...extra } satisfies OpeningHoursRule;
}

function closed(type: OpeningHoursRule['type'], date?: string): OpeningHoursRule {
  return { type, from: '00:00', to: '00:00', isClosed: true, ...(date === undefined ? {} : { date }) };
}

function plain(shifts: Shift[]) {
  return shifts.map(({ from, to, start, end }) => ({
    from,
    to,
    start: start.toISOString(),
    end: end.toISOString(),
  }));
}

function hoursOf(shift: Shift | undefined): number {
  return shift === undefined ? Number.NaN : (shift.end.getTime() - shift.start.getTime()) / 3_600_000;
}

const lunchBreak = [rule('monday', '14:00', '18:30'), rule('monday', '07:00', '12:00')];

describe('shiftsOn', () => {
  it('lists several shifts of one level in time order (a lunch break)', () => {
    expect(plain(shiftsOn(lunchBreak, '2026-01-12'))).toEqual([
      { from: '07:00', to: '12:00', start: '2026-01-12T06:00:00.000Z', end: '2026-01-12T11:00:00.000Z' },
      { from: '14:00', to: '18:30', start: '2026-01-12T13:00:00.000Z', end: '2026-01-12T17:30:00.000Z' },
    ]);
    expect(shiftsOn(lunchBreak, '2026-01-13')).toEqual([]);
  });

  it("lets a weekday's rules replace the daily rules", () => {
    const rules = [rule('daily', '08:00', '18:00'), rule('saturday', '09:00', '12:00'), closed('sunday')];
    expect(plain(shiftsOn(rules, '2026-01-16')).map(({ from, to }) => `${from}-${to}`)).toEqual([
      '08:00-18:00',
    ]);
    expect(plain(shiftsOn(rules, '2026-01-17')).map(({ from, to }) => `${from}-${to}`)).toEqual([
      '09:00-12:00',
    ]);
    expect(shiftsOn(rules, '2026-01-18')).toEqual([]);
  });

  it('closes the day when any rule of the deciding level is closed', () => {
    const rules = [rule('monday', '07:00', '12:00'), closed('monday'), rule('daily', '08:00', '18:00')];
    expect(shiftsOn(rules, '2026-01-12')).toEqual([]);
    expect(shiftsOn(rules, '2026-01-13')).toHaveLength(1);
  });

  it('lets a once rule close a holiday and leaves the days around it alone', () => {
    const rules = [rule('daily', '08:00', '18:00'), closed('once', '2026-12-25')];
    expect(shiftsOn(rules, '2026-12-25')).toEqual([]);
    expect(plain(shiftsOn(rules, '2026-12-24'))).toEqual([
      { from: '08:00', to: '18:00', start: '2026-12-24T07:00:00.000Z', end: '2026-12-24T17:00:00.000Z' },
    ]);
    expect(shiftsOn(rules, '2026-12-26')).toHaveLength(1);
  });

  it("lets a once rule replace the day's regular hours with special hours", () => {
    const rules = [...lunchBreak, rule('once', '09:00', '13:00', { date: '2026-12-28' })];
    expect(plain(shiftsOn(rules, '2026-12-28'))).toEqual([
      { from: '09:00', to: '13:00', start: '2026-12-28T08:00:00.000Z', end: '2026-12-28T12:00:00.000Z' },
    ]);
    expect(shiftsOn(rules, '2027-01-04')).toHaveLength(2);
  });

  it('lets a once rule open a day that is closed every week', () => {
    const rules = [closed('sunday'), rule('once', '10:00', '16:00', { date: '2026-12-20' })];
    expect(shiftsOn(rules, '2026-12-20').map(({ from }) => from)).toEqual(['10:00']);
    expect(shiftsOn(rules, '2026-12-13')).toEqual([]);
  });

  it('runs a shift whose end is not after its start into the next day', () => {
    expect(plain(shiftsOn([rule('friday', '18:00', '02:00')], '2026-01-16'))).toEqual([
      { from: '18:00', to: '02:00', start: '2026-01-16T17:00:00.000Z', end: '2026-01-17T01:00:00.000Z' },
    ]);
    expect(hoursOf(shiftsOn([rule('daily', '06:00', '06:00')], '2026-01-16')[0])).toBe(24);
  });

  it("ends a '24:00' shift at the following midnight", () => {
    expect(plain(shiftsOn([rule('daily', '20:00', '24:00')], '2026-06-30'))).toEqual([
      { from: '20:00', to: '24:00', start: '2026-06-30T18:00:00.000Z', end: '2026-06-30T22:00:00.000Z' },
    ]);
  });

  it('has a 23-hour day on 2026-03-29 and a 25-hour day on 2026-10-25', () => {
    const allDay = [rule('daily', '00:00', '24:00')];
    expect(plain(shiftsOn(allDay, '2026-03-29'))).toEqual([
      { from: '00:00', to: '24:00', start: '2026-03-28T23:00:00.000Z', end: '2026-03-29T22:00:00.000Z' },
    ]);
    expect(hoursOf(shiftsOn(allDay, '2026-03-29')[0])).toBe(23);
    expect(hoursOf(shiftsOn(allDay, '2026-10-25')[0])).toBe(25);
    expect(hoursOf(shiftsOn(allDay, '2026-10-24')[0])).toBe(24);
  });

  it('gives night shifts across the clock change their real length', () => {
    const night = [rule('sunday', '01:00', '04:00')];
    expect(plain(shiftsOn(night, '2026-03-29'))).toEqual([
      { from: '01:00', to: '04:00', start: '2026-03-29T00:00:00.000Z', end: '2026-03-29T02:00:00.000Z' },
    ]);
    expect(plain(shiftsOn(night, '2026-10-25'))).toEqual([
      { from: '01:00', to: '04:00', start: '2026-10-24T23:00:00.000Z', end: '2026-10-25T03:00:00.000Z' },
    ]);
  });

  it('drops a shift that lies entirely in the skipped hour and doubles one in the repeated hour', () => {
    const lostHour = [rule('sunday', '02:00', '03:00')];
    expect(shiftsOn(lostHour, '2026-03-29')).toEqual([]);
    expect(hoursOf(shiftsOn(lostHour, '2026-10-25')[0])).toBe(2);
  });
});

describe('isOpenAt', () => {
  const at = (utc: string) => new Date(utc);

  it('is open in a shift and closed in the lunch break, start inclusive and end exclusive', () => {
    expect(isOpenAt(lunchBreak, at('2026-01-12T06:00:00Z'))).toBe(true);
    expect(isOpenAt(lunchBreak, at('2026-01-12T10:59:00Z'))).toBe(true);
    expect(isOpenAt(lunchBreak, at('2026-01-12T11:00:00Z'))).toBe(false);
    expect(isOpenAt(lunchBreak, at('2026-01-12T12:00:00Z'))).toBe(false);
    expect(isOpenAt(lunchBreak, at('2026-01-12T05:59:00Z'))).toBe(false);
  });

  it('stays open past midnight on the shift of the previous day', () => {
    const bar = [rule('friday', '18:00', '02:00')];
    expect(isOpenAt(bar, at('2026-01-17T00:30:00Z'))).toBe(true); // Sat 01:30
    expect(isOpenAt(bar, at('2026-01-17T00:59:00Z'))).toBe(true); // Sat 01:59
    expect(isOpenAt(bar, at('2026-01-17T01:00:00Z'))).toBe(false); // Sat 02:00
    expect(isOpenAt(bar, at('2026-01-17T01:30:00Z'))).toBe(false); // Sat 02:30
    expect(isOpenAt(bar, at('2026-01-16T16:59:00Z'))).toBe(false); // Fri 17:59
  });

  it('closes a night shift ending in the skipped hour at the jump to 03:00 on 2026-03-29', () => {
    const bar = [rule('saturday', '22:00', '02:30')];
    expect(isOpenAt(bar, at('2026-03-28T21:00:00Z'))).toBe(true); // Sat 22:00 CET
    expect(isOpenAt(bar, at('2026-03-29T00:59:00Z'))).toBe(true); // Sun 01:59 CET
    expect(isOpenAt(bar, at('2026-03-29T01:00:00Z'))).toBe(false); // Sun 03:00 CEST
  });

  it('closes a night shift at the first 02:30 on 2026-10-25', () => {
    const bar = [rule('saturday', '22:00', '02:30')];
    expect(isOpenAt(bar, at('2026-10-24T20:00:00Z'))).toBe(true); // Sat 22:00 CEST
    expect(isOpenAt(bar, at('2026-10-25T00:29:00Z'))).toBe(true); // Sun 02:29 CEST
    expect(isOpenAt(bar, at('2026-10-25T00:30:00Z'))).toBe(false); // Sun 02:30 CEST
    expect(isOpenAt(bar, at('2026-10-25T01:15:00Z'))).toBe(false); // Sun 02:15 CET, the second time
  });

  it('opens an early shift at 03:00 summer time on 2026-03-29', () => {
    const early = [rule('sunday', '03:00', '06:00')];
    expect(isOpenAt(early, at('2026-03-29T00:59:00Z'))).toBe(false);
    expect(isOpenAt(early, at('2026-03-29T01:00:00Z'))).toBe(true);
  });

  it('is never open with no rules', () => {
    expect(isOpenAt([], at('2026-01-12T10:00:00Z'))).toBe(false);
  });
});
