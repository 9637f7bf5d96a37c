import { addDays, viennaInstant, viennaParts, weekdayOf } from '../../../src/domain/opening-hours/vienna-time.js';
import type { Weekday } from '../../../src/domain/opening-hours/rules.js';

// The demo data closes every branch on these days, whatever the weekday.
const holidays = ['12-24', '12-25', '12-26', '01-01'];

/**
 * The most recent `weekday` before today, at `time` Vienna time. The demo data dates its menus relative to
 * the server's start (the branch's current menu began 14 days ago), so a fixed calendar date would drift
 * out of the demo's menus as months pass; a day of the past week always lies inside them.
 */
export function recentVienna(weekday: Weekday, time: string): Date {
  let date = addDays(viennaParts(new Date()).date, -1);
  while (weekdayOf(date) !== weekday || holidays.includes(date.slice(5))) date = addDays(date, -1);
  return viennaInstant(date, time);
}
