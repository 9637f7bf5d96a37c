import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { activityStatus, activityTimesProblem, type ActivityTimes } from './activity-rules.js';
import { applyStamp, isTimeProblem, MAX_STAMP_AGE_HOURS, stampInstant, workedMsAt } from './clock.js';
import { workedMsByViennaDay } from './day-split.js';
import { timeTrackingMessages as t } from './messages.js';

const at = (iso: string) => new Date(iso);
const MINUTE = 60_000;

function stamped(start: Date, steps: ['pause' | 'resume' | 'end', Date][]): ActivityTimes {
  let times: ActivityTimes = { startedAt: start, endedAt: null, pauses: [] };
  for (const [action, when] of steps) {
    const next = applyStamp(times, action, when);
    if (isTimeProblem(next)) throw new Error(next.message);
    times = next;
  }
  return times;
}

describe('clock stamps', () => {
  it('pauses, resumes and ends a shift, the pause not counted', () => {
    const day = stamped(at('2026-11-20T07:00:00+01:00'), [
      ['pause', at('2026-11-20T10:00:00+01:00')],
      ['resume', at('2026-11-20T10:30:00+01:00')],
      ['end', at('2026-11-20T15:30:00+01:00')],
    ]);
    expect(activityStatus(day)).toBe('ended');
    expect(workedMsAt(day, at('2026-11-21T00:00:00Z')) / MINUTE).toBe(8 * 60);
  });

  it('closes an open pause when a paused shift ends', () => {
    const day = stamped(at('2026-11-20T07:00:00+01:00'), [
      ['pause', at('2026-11-20T12:00:00+01:00')],
      ['end', at('2026-11-20T12:45:00+01:00')],
    ]);
    expect(day.pauses).toEqual([
      { start: at('2026-11-20T12:00:00+01:00'), end: at('2026-11-20T12:45:00+01:00') },
    ]);
    expect(activityTimesProblem(day)).toBeUndefined();
    expect(workedMsAt(day, at('2026-11-21T00:00:00Z')) / MINUTE).toBe(5 * 60);
  });

  it('refuses stamps that do not fit the activity', () => {
    const running = stamped(at('2026-11-20T07:00:00+01:00'), []);
    const paused = stamped(at('2026-11-20T07:00:00+01:00'), [['pause', at('2026-11-20T09:00:00+01:00')]]);
    const later = at('2026-11-20T11:00:00+01:00');
    expect(applyStamp(undefined, 'pause', later)).toEqual({ field: 'action', message: t.notRunning });
    expect(applyStamp(running, 'resume', later)).toEqual({ field: 'action', message: t.notPaused });
    expect(applyStamp(paused, 'pause', later)).toEqual({ field: 'action', message: t.alreadyPaused });
    expect(applyStamp(paused, 'end', at('2026-11-20T08:00:00+01:00'))).toEqual({
      field: 'at',
      message: t.stampBeforeLast,
    });
  });

  it('takes a stamp at its own time within bounds', () => {
    const now = at('2026-11-20T12:00:00Z');
    expect(stampInstant(undefined, now)).toBe(now);
    expect(stampInstant(at('2026-11-20T11:40:00Z'), now)).toEqual(at('2026-11-20T11:40:00Z'));
    expect(stampInstant(at('2026-11-20T12:01:00Z'), now)).toBe(now);
    expect(stampInstant(at('2026-11-20T12:05:00Z'), now)).toEqual({ field: 'at', message: t.stampInFuture });
    expect(stampInstant(new Date(now.getTime() - (MAX_STAMP_AGE_HOURS * 60 + 1) * MINUTE), now)).toEqual({
      field: 'at',
      message: t.stampTooOld(MAX_STAMP_AGE_HOURS),
    });
  });
});

describe('time worked per Vienna day', () => {
  it('splits a night shift at midnight', () => {
    const night = stamped(at('2026-11-20T22:00:00+01:00'), [['end', at('2026-11-21T06:00:00+01:00')]]);
    expect(Object.fromEntries(workedMsByViennaDay(night, at('2026-11-22T00:00:00Z')))).toEqual({
      '2026-11-20': 2 * 60 * MINUTE,
      '2026-11-21': 6 * 60 * MINUTE,
    });
  });

  it('counts the night the clocks go back as nine hours from 22:00 to 06:00', () => {
    const night = stamped(at('2026-10-24T22:00:00+02:00'), [['end', at('2026-10-25T06:00:00+01:00')]]);
    const days = workedMsByViennaDay(night, at('2026-10-26T00:00:00Z'));
    expect(days.get('2026-10-24')).toBe(2 * 60 * MINUTE);
    expect(days.get('2026-10-25')).toBe(7 * 60 * MINUTE);
  });

  it('counts the night the clocks go forward as seven hours from 22:00 to 06:00', () => {
    const night = stamped(at('2026-03-28T22:00:00+01:00'), [['end', at('2026-03-29T06:00:00+02:00')]]);
    const days = workedMsByViennaDay(night, at('2026-03-30T00:00:00Z'));
    expect(days.get('2026-03-28')).toBe(2 * 60 * MINUTE);
    expect(days.get('2026-03-29')).toBe(5 * 60 * MINUTE);
  });

  // Random shifts around both DST changes of 2026 with random pauses.
  const shift = fc
    .record({
      start: fc.integer({ min: Date.parse('2026-03-27T00:00:00Z'), max: Date.parse('2026-10-27T00:00:00Z') }),
      gaps: fc.array(fc.integer({ min: 1, max: 6 * 60 }), { minLength: 1, maxLength: 9 }),
    })
    .map(({ start, gaps }) => {
      // Alternating work and pause stretches; an even count ends while paused, which closes the pause.
      const steps: ['pause' | 'resume' | 'end', Date][] = [];
      let clock = start;
      gaps.forEach((minutes, index) => {
        clock += minutes * MINUTE;
        const last = index === gaps.length - 1;
        steps.push([last ? 'end' : index % 2 === 0 ? 'pause' : 'resume', new Date(clock)]);
      });
      return { start: new Date(start), steps, gaps };
    });

  it('loses and adds nothing: the days sum to the time worked, pauses left out', () => {
    fc.assert(
      fc.property(shift, ({ start, steps, gaps }) => {
        const times = stamped(start, steps);
        expect(activityTimesProblem(times)).toBeUndefined();
        const worked = gaps.filter((_, index) => index % 2 === 0).reduce((a, b) => a + b, 0) * MINUTE;
        expect(workedMsAt(times, new Date(0))).toBe(worked);
        const days = [...workedMsByViennaDay(times, new Date(0)).values()];
        expect(days.reduce((a, b) => a + b, 0)).toBe(worked);
        for (const ms of days) expect(ms).toBeLessThanOrEqual(25 * 60 * MINUTE);
      }),
    );
  });
});
