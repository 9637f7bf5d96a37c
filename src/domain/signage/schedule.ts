import { viennaParts, weekdayOf } from '../opening-hours/vienna-time.js';
import type { Weekday } from '../opening-hours/weekdays.js';

/**
 * When a segment may play, on Vienna's wall clock: on these weekdays (none listed: every day), from `from`
 * until before `to` (either open: the day's start or end). A `from` later than `to` runs over midnight
 * (the late-night offer from 22:00 to 02:00), and the weekday is the one the evening began on.
 */
export type SegmentSchedule = { days: Weekday[]; from: string | null; to: string | null };

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

export function isOnSchedule(schedule: SegmentSchedule | null, instant: Date): boolean {
  if (schedule === null) return true;
  const { date, time } = viennaParts(instant);
  const now = minutesOf(time);
  const from = schedule.from === null ? 0 : minutesOf(schedule.from);
  const to = schedule.to === null ? 24 * 60 : minutesOf(schedule.to);
  const onDay = (day: Weekday) => schedule.days.length === 0 || schedule.days.includes(day);
  if (from <= to) return now >= from && now < to && onDay(weekdayOf(date));
  if (now >= from) return onDay(weekdayOf(date));
  if (now >= to) return false;
  // After midnight: the evening that runs on began yesterday.
  const yesterday = viennaParts(new Date(instant.getTime() - 24 * 3_600_000)).date;
  return onDay(weekdayOf(yesterday));
}

/**
 * The segment to play after `current` (-1: none yet), in the stream's order and round again, skipping
 * those off schedule now; null when none may play.
 */
export function nextSegmentIndex(
  schedules: readonly (SegmentSchedule | null)[],
  current: number,
  instant: Date,
): number | null {
  for (let step = 1; step <= schedules.length; step += 1) {
    const index = (((current + step) % schedules.length) + schedules.length) % schedules.length;
    const schedule = schedules[index];
    if (schedule !== undefined && isOnSchedule(schedule, instant)) return index;
  }
  return null;
}
