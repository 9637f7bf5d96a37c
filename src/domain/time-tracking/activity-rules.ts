import { timeTrackingMessages as t } from './messages.js';

export type Pause = { start: Date; end: Date | null };
export type ActivityTimes = { startedAt: Date; endedAt: Date | null; pauses: readonly Pause[] };
export type TimeProblem = { field: string; message: string };

/** Work, or a day of holiday or sick leave kept as an activity so time sheets show the whole month. */
export const activityKinds = ['work', 'holiday', 'sick'] as const;
export type ActivityKind = (typeof activityKinds)[number];

export const activityStatuses = ['running', 'paused', 'ended'] as const;
export type ActivityStatus = (typeof activityStatuses)[number];

/**
 * Whether the times of a working activity make sense: it ends after it starts, and its pauses lie inside
 * it, one after the other, each ending after it starts; only the last pause of a running activity may
 * still be open.
 */
export function activityTimesProblem({ startedAt, endedAt, pauses }: ActivityTimes): TimeProblem | undefined {
  if (endedAt !== null && endedAt <= startedAt) return { field: 'endedAt', message: t.endBeforeStart };
  let previousEnd = startedAt;
  for (const [index, pause] of pauses.entries()) {
    const field = `pauses.${index}`;
    if (pause.start < startedAt || (endedAt !== null && pause.start >= endedAt))
      return { field: `${field}.start`, message: t.pauseOutside };
    if (pause.start < previousEnd) return { field: `${field}.start`, message: t.pausesOverlap };
    if (pause.end === null) {
      if (endedAt !== null || index !== pauses.length - 1)
        return { field: `${field}.end`, message: t.openPause };
      continue;
    }
    if (pause.end <= pause.start) return { field: `${field}.end`, message: t.pauseEndBeforeStart };
    if (endedAt !== null && pause.end > endedAt) return { field: `${field}.end`, message: t.pauseOutside };
    previousEnd = pause.end;
  }
  return undefined;
}

export function activityStatus({ endedAt, pauses }: ActivityTimes): ActivityStatus {
  if (endedAt !== null) return 'ended';
  return pauses.at(-1)?.end === null ? 'paused' : 'running';
}

/** Whole minutes worked, pauses deducted; null while the activity runs. Expects valid times. */
export function workedMinutes({ startedAt, endedAt, pauses }: ActivityTimes): number | null {
  if (endedAt === null) return null;
  const paused = pauses.reduce(
    (sum, pause) => sum + ((pause.end ?? endedAt).getTime() - pause.start.getTime()),
    0,
  );
  return Math.floor((endedAt.getTime() - startedAt.getTime() - paused) / 60_000);
}

/** A planned shift longer than a day is a typing error, not a shift. */
export const MAX_SHIFT_HOURS = 24;

export function shiftProblem(startsAt: Date, endsAt: Date): TimeProblem | undefined {
  if (endsAt <= startsAt) return { field: 'endsAt', message: t.endBeforeStart };
  if (endsAt.getTime() - startsAt.getTime() > MAX_SHIFT_HOURS * 3_600_000)
    return { field: 'endsAt', message: t.shiftTooLong(MAX_SHIFT_HOURS) };
  return undefined;
}
