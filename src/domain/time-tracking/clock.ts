import { activityStatus, type ActivityTimes, type TimeProblem } from './activity-rules.js';
import type { ClockAction } from './clock-failures.js';
import { timeTrackingMessages as t } from './messages.js';

/** A stamp sent after a network loss keeps its time, but a day-old stamp is a mistake, not a delay. */
export const MAX_STAMP_AGE_HOURS = 12;
/** Phones' clocks drift; a stamp a little ahead of the server is taken as "now". */
export const STAMP_CLOCK_SKEW_MS = 2 * 60_000;

/** The instant a stamp counts at: its own time when plausible, else a problem. */
export function stampInstant(requested: Date | undefined, now: Date): Date | TimeProblem {
  if (requested === undefined) return now;
  if (requested.getTime() > now.getTime() + STAMP_CLOCK_SKEW_MS)
    return { field: 'at', message: t.stampInFuture };
  if (requested.getTime() < now.getTime() - MAX_STAMP_AGE_HOURS * 3_600_000)
    return { field: 'at', message: t.stampTooOld(MAX_STAMP_AGE_HOURS) };
  return requested.getTime() > now.getTime() ? now : requested;
}

/** The latest instant recorded on an activity: its start or the last pause's start or end. */
export function lastStampOf({ startedAt, pauses }: ActivityTimes): Date {
  const last = pauses.at(-1);
  return last ? (last.end ?? last.start) : startedAt;
}

/**
 * Applies a pause, resume or end stamp to the person's open activity: the new times, or why not.
 * A paused activity that ends has its pause closed at the end, so the pause is not worked time.
 */
export function applyStamp(
  open: ActivityTimes | undefined,
  action: Exclude<ClockAction, 'start'>,
  at: Date,
): ActivityTimes | TimeProblem {
  if (open === undefined || open.endedAt !== null) return { field: 'action', message: t.notRunning };
  if (at <= lastStampOf(open)) return { field: 'at', message: t.stampBeforeLast };
  const status = activityStatus(open);
  const closedPauses = () =>
    open.pauses.map((pause, index) =>
      index === open.pauses.length - 1 && pause.end === null ? { ...pause, end: at } : pause,
    );
  switch (action) {
    case 'pause':
      if (status === 'paused') return { field: 'action', message: t.alreadyPaused };
      return { ...open, pauses: [...open.pauses, { start: at, end: null }] };
    case 'resume':
      if (status !== 'paused') return { field: 'action', message: t.notPaused };
      return { ...open, pauses: closedPauses() };
    case 'end':
      return { ...open, endedAt: at, pauses: closedPauses() };
  }
}

export const isTimeProblem = (value: object): value is TimeProblem => 'message' in value;

/** Milliseconds worked up to `now` (or the end), pauses deducted; the clock page's running figure. */
export function workedMsAt({ startedAt, endedAt, pauses }: ActivityTimes, now: Date): number {
  const until = endedAt ?? now;
  const paused = pauses.reduce((sum, pause) => {
    const end = pause.end ?? until;
    return sum + Math.max(0, Math.min(end.getTime(), until.getTime()) - pause.start.getTime());
  }, 0);
  return Math.max(0, until.getTime() - startedAt.getTime() - paused);
}
