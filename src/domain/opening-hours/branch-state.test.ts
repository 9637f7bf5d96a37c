import { describe, expect, it } from 'vitest';
import { branchState, CLOSING_SOON_MINUTES, pickupFrom } from './branch-state.js';
import type { OpeningHoursRule } from './rules.js';

function rule(type: OpeningHoursRule['type'], from: string, to: string, date?: string): OpeningHoursRule {
  return { type, from, to, isClosed: false, ...(date === undefined ? {} : { date }) };
}

function closedOn(date: string): OpeningHoursRule {
  return { type: 'once', date, from: '00:00', to: '00:00', isClosed: true };
}

const at = (utc: string) => new Date(utc);
const lunchBreak = [rule('monday', '07:00', '12:00'), rule('monday', '14:00', '18:30')];

describe('branchState', () => {
  it('is closed in the lunch break and opens again today at 14:00', () => {
    const state = branchState(lunchBreak, at('2026-01-12T12:00:00Z')); // Mon 13:00
    expect(state.status).toBe('closed');
    expect(state.currentShift).toBeUndefined();
    expect(state.todayShifts.map(({ from, to }) => `${from}-${to}`)).toEqual(['07:00-12:00', '14:00-18:30']);
    expect(state.nextShift).toEqual({
      day: 'today',
      from: '14:00',
      to: '18:30',
      start: at('2026-01-12T13:00:00Z'),
    });
  });

  it('names the next shift of a later day by its weekday', () => {
    const state = branchState(lunchBreak, at('2026-01-12T17:30:00Z')); // Mon 18:30, just closed
    expect(state.status).toBe('closed');
    expect(state.nextShift).toEqual({
      day: 'monday',
      from: '07:00',
      to: '12:00',
      start: at('2026-01-19T06:00:00Z'),
    });
  });

  it('reports the next shift while open too', () => {
    const state = branchState(lunchBreak, at('2026-01-12T08:00:00Z')); // Mon 09:00
    expect(state.status).toBe('open');
    expect(state.currentShift).toEqual({
      from: '07:00',
      to: '12:00',
      start: at('2026-01-12T06:00:00Z'),
      end: at('2026-01-12T11:00:00Z'),
    });
    expect(state.nextShift?.from).toBe('14:00');
    expect(state.nextShift?.day).toBe('today');
  });

  it('turns closing soon exactly when the threshold is reached', () => {
    expect(CLOSING_SOON_MINUTES).toBe(30);
    expect(branchState(lunchBreak, at('2026-01-12T16:59:00Z')).status).toBe('open'); // 31 min left
    expect(branchState(lunchBreak, at('2026-01-12T17:00:00Z')).status).toBe('closingSoon'); // 30 min left
    expect(branchState(lunchBreak, at('2026-01-12T17:29:00Z')).status).toBe('closingSoon');
    expect(branchState(lunchBreak, at('2026-01-12T17:30:00Z')).status).toBe('closed');
    expect(branchState(lunchBreak, at('2026-01-12T10:30:00Z')).status).toBe('closingSoon'); // before lunch
  });

  it('takes another threshold when given', () => {
    expect(branchState(lunchBreak, at('2026-01-12T16:45:00Z'), 60).status).toBe('closingSoon');
    expect(branchState(lunchBreak, at('2026-01-12T16:45:00Z')).status).toBe('open');
  });

  it('treats back-to-back shifts as one opening', () => {
    const rules = [rule('daily', '08:00', '12:00'), rule('daily', '12:00', '18:00')];
    const state = branchState(rules, at('2026-01-13T10:45:00Z')); // Tue 11:45
    expect(state.status).toBe('open');
    expect(state.currentShift).toEqual({
      from: '08:00',
      to: '18:00',
      start: at('2026-01-13T07:00:00Z'),
      end: at('2026-01-13T17:00:00Z'),
    });
    expect(branchState(rules, at('2026-01-13T16:45:00Z')).status).toBe('closingSoon'); // 17:45
  });

  it('treats a shift to midnight and one from midnight as one opening', () => {
    const rules = [rule('friday', '18:00', '24:00'), rule('saturday', '00:00', '02:00')];
    const lateFriday = branchState(rules, at('2026-01-16T22:45:00Z')); // Fri 23:45
    expect(lateFriday.status).toBe('open');
    expect(lateFriday.currentShift?.to).toBe('02:00');
    expect(lateFriday.currentShift?.end).toEqual(at('2026-01-17T01:00:00Z'));
    expect(lateFriday.nextShift?.start).toEqual(at('2026-01-23T17:00:00Z'));
  });

  it('is open past midnight on the previous day shift, which is not among today shifts', () => {
    const state = branchState([rule('friday', '18:00', '02:00')], at('2026-01-17T00:30:00Z')); // Sat 01:30
    expect(state.status).toBe('closingSoon');
    expect(state.currentShift?.from).toBe('18:00');
    expect(state.todayShifts).toEqual([]);
    expect(state.nextShift).toEqual({
      day: 'friday',
      from: '18:00',
      to: '02:00',
      start: at('2026-01-23T17:00:00Z'),
    });
    expect(branchState([rule('friday', '18:00', '02:00')], at('2026-01-17T01:30:00Z')).status).toBe('closed');
  });

  it('counts real minutes, not wall-clock minutes, on the DST days', () => {
    const spring = [rule('sunday', '01:00', '03:30')];
    expect(branchState(spring, at('2026-03-29T00:59:00Z')).status).toBe('open'); // 01:59 CET, 31 min left
    expect(branchState(spring, at('2026-03-29T01:00:00Z')).status).toBe('closingSoon'); // 03:00 CEST
    const autumn = [rule('sunday', '00:00', '03:00')];
    expect(branchState(autumn, at('2026-10-25T00:45:00Z')).status).toBe('open'); // first 02:45, 75 min left
    expect(branchState(autumn, at('2026-10-25T01:45:00Z')).status).toBe('closingSoon'); // second 02:45
  });

  it('skips closed holidays when looking for the next shift', () => {
    const rules = [rule('daily', '08:00', '18:00'), closedOn('2026-12-25'), closedOn('2026-12-26')];
    const state = branchState(rules, at('2026-12-24T18:00:00Z')); // Thu 19:00
    expect(state.status).toBe('closed');
    expect(state.nextShift).toEqual({
      day: 'sunday',
      from: '08:00',
      to: '18:00',
      start: at('2026-12-27T07:00:00Z'),
    });
  });

  it('finds a one-off opening up to 14 days ahead and no further', () => {
    const rules = [rule('once', '10:00', '12:00', '2026-01-20')];
    expect(branchState(rules, at('2026-01-06T12:00:00Z')).nextShift).toEqual({
      day: 'tuesday',
      from: '10:00',
      to: '12:00',
      start: at('2026-01-20T09:00:00Z'),
    });
    expect(branchState(rules, at('2026-01-05T12:00:00Z')).nextShift).toBeUndefined();
  });

  it('is always closed with an empty week', () => {
    expect(branchState([], at('2026-01-12T10:00:00Z'))).toStrictEqual({ status: 'closed', todayShifts: [] });
  });
});

describe('pickupFrom', () => {
  const shift = { from: '07:00' };

  it('starts pickups at orderableFrom when that is later than the opening', () => {
    expect(pickupFrom(shift, '09:30')).toBe('09:30');
    expect(pickupFrom(shift, '09:30:00')).toBe('09:30');
  });

  it('starts pickups at the opening otherwise', () => {
    expect(pickupFrom(shift, '06:30')).toBe('07:00');
    expect(pickupFrom(shift, '07:00')).toBe('07:00');
    expect(pickupFrom(shift, null)).toBe('07:00');
    expect(pickupFrom(shift)).toBe('07:00');
    expect(pickupFrom(shift, '')).toBe('07:00');
  });
});
