import { describe, expect, it } from 'vitest';
import {
  activityStatus,
  activityTimesProblem,
  MAX_SHIFT_HOURS,
  shiftProblem,
  workedMinutes,
} from './activity-rules.js';
import { timeTrackingMessages as t } from './messages.js';

const at = (time: string) => new Date(`2026-11-20T${time}:00+01:00`);
const activity = (startedAt: string, endedAt: string | null, pauses: [string, string | null][] = []) => ({
  startedAt: at(startedAt),
  endedAt: endedAt === null ? null : at(endedAt),
  pauses: pauses.map(([start, end]) => ({ start: at(start), end: end === null ? null : at(end) })),
});

describe('working activity times', () => {
  it('accepts a day with two pauses and counts the minutes worked', () => {
    const day = activity('07:00', '15:30', [
      ['09:00', '09:15'],
      ['12:00', '12:30'],
    ]);
    expect(activityTimesProblem(day)).toBeUndefined();
    expect(workedMinutes(day)).toBe(465);
    expect(activityStatus(day)).toBe('ended');
  });

  it('knows a running and a paused activity', () => {
    expect(activityStatus(activity('07:00', null))).toBe('running');
    expect(activityStatus(activity('07:00', null, [['09:00', null]]))).toBe('paused');
    expect(activityTimesProblem(activity('07:00', null, [['09:00', null]]))).toBeUndefined();
    expect(workedMinutes(activity('07:00', null))).toBeNull();
  });

  it.each([
    ['an end before the start', activity('07:00', '06:00'), 'endedAt', t.endBeforeStart],
    ['an end at the start', activity('07:00', '07:00'), 'endedAt', t.endBeforeStart],
    [
      'a pause before the start',
      activity('07:00', '15:00', [['06:00', '06:30']]),
      'pauses.0.start',
      t.pauseOutside,
    ],
    [
      'a pause after the end',
      activity('07:00', '15:00', [['15:00', '15:30']]),
      'pauses.0.start',
      t.pauseOutside,
    ],
    [
      'a pause running past the end',
      activity('07:00', '15:00', [['14:50', '15:10']]),
      'pauses.0.end',
      t.pauseOutside,
    ],
    [
      'a pause ending before it starts',
      activity('07:00', '15:00', [['10:00', '09:50']]),
      'pauses.0.end',
      t.pauseEndBeforeStart,
    ],
    [
      'overlapping pauses',
      activity('07:00', '15:00', [
        ['10:00', '10:30'],
        ['10:15', '10:45'],
      ]),
      'pauses.1.start',
      t.pausesOverlap,
    ],
    [
      'pauses out of order',
      activity('07:00', '15:00', [
        ['12:00', '12:30'],
        ['09:00', '09:15'],
      ]),
      'pauses.1.start',
      t.pausesOverlap,
    ],
    [
      'an open pause of an ended activity',
      activity('07:00', '15:00', [['12:00', null]]),
      'pauses.0.end',
      t.openPause,
    ],
    [
      'an open pause that is not the last',
      activity('07:00', null, [
        ['09:00', null],
        ['12:00', '12:30'],
      ]),
      'pauses.0.end',
      t.openPause,
    ],
  ])('refuses %s', (_label, times, field, message) => {
    expect(activityTimesProblem(times)).toEqual({ field, message });
  });
});

describe('planned shifts', () => {
  it('end after they start and last at most a day', () => {
    expect(shiftProblem(at('07:00'), at('15:00'))).toBeUndefined();
    expect(shiftProblem(at('07:00'), at('07:00'))).toEqual({ field: 'endsAt', message: t.endBeforeStart });
    const tooLong = new Date(at('07:00').getTime() + (MAX_SHIFT_HOURS * 60 + 1) * 60_000);
    expect(shiftProblem(at('07:00'), tooLong)).toEqual({
      field: 'endsAt',
      message: t.shiftTooLong(MAX_SHIFT_HOURS),
    });
  });
});
