import {
  addDays,
  viennaInstant,
  viennaParts,
  weekdayOf,
  type LocalDate,
} from '../opening-hours/vienna-time.js';

export const WEEK_DAYS = 7;

/** The Monday of the week a date lies in (weeks start on Monday, as in Austria). */
export function mondayOf(date: LocalDate): LocalDate {
  let day = date;
  while (weekdayOf(day) !== 'monday') day = addDays(day, -1);
  return day;
}

/** The seven dates of the week starting on `monday`. */
export function weekDates(monday: LocalDate): LocalDate[] {
  return Array.from({ length: WEEK_DAYS }, (_, index) => addDays(monday, index));
}

/**
 * The same Vienna wall-clock time `days` later: a shift planned 08:00–16:00 stays 08:00–16:00 in the
 * week after a clock change, though the instants then lie 7 days ± 1 hour apart.
 */
export function sameTimeDaysLater(instant: Date, days: number): Date {
  const { date, time } = viennaParts(instant);
  return viennaInstant(addDays(date, days), time);
}

/** The Vienna date a shift belongs to in the planner: the day it starts. */
export const planDateOf = (startsAt: Date): LocalDate => viennaParts(startsAt).date;
