import { addDays, viennaInstant, viennaParts, type LocalDate } from '../opening-hours/vienna-time.js';
import type { ActivityTimes } from './activity-rules.js';

type Interval = { start: number; end: number };

/** The stretches actually worked: from start to end (or `now`), the pauses cut out. */
export function workedIntervals({ startedAt, endedAt, pauses }: ActivityTimes, now: Date): Interval[] {
  const until = (endedAt ?? now).getTime();
  const intervals: Interval[] = [];
  let from = startedAt.getTime();
  for (const pause of pauses) {
    const pauseStart = Math.min(pause.start.getTime(), until);
    if (pauseStart > from) intervals.push({ start: from, end: pauseStart });
    from = Math.max(from, Math.min(pause.end?.getTime() ?? until, until));
  }
  if (until > from) intervals.push({ start: from, end: until });
  return intervals;
}

/**
 * Milliseconds worked per Vienna calendar day: a night shift counts on both sides of midnight, and the
 * days the clocks change have 23 and 25 hours.
 */
export function workedMsByViennaDay(times: ActivityTimes, now: Date): Map<LocalDate, number> {
  const days = new Map<LocalDate, number>();
  for (const interval of workedIntervals(times, now)) {
    let from = interval.start;
    while (from < interval.end) {
      const date = viennaParts(new Date(from)).date;
      const nextMidnight = viennaInstant(addDays(date, 1), '00:00').getTime();
      const to = Math.min(nextMidnight, interval.end);
      days.set(date, (days.get(date) ?? 0) + (to - from));
      from = to;
    }
  }
  return days;
}
