import type { LocalDate } from '../opening-hours/vienna-time.js';

const DAY_MS = 86_400_000;

/**
 * The ISO 8601 week number of a calendar date ('KW' in Austria): weeks start on Monday, and week 1 is the
 * week that holds the year's first Thursday, so 29 December can be in week 1 and 1 January in week 53.
 */
export function isoWeek(date: LocalDate): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const time = Date.UTC(year, month - 1, day);
  const weekday = (new Date(time).getUTCDay() + 6) % 7;
  // The Thursday of the same week decides the week's year.
  const thursday = time + (3 - weekday) * DAY_MS;
  const firstOfYear = Date.UTC(new Date(thursday).getUTCFullYear(), 0, 1);
  return Math.floor((thursday - firstOfYear) / DAY_MS / 7) + 1;
}
