import type { Weekday } from '../../../src/domain/opening-hours/rules.js';
import {
  addDays,
  viennaInstant,
  viennaParts,
  weekdayOf,
} from '../../../src/domain/opening-hours/vienna-time.js';

// The demo data closes every branch on these days, whatever the weekday.
const holidays = ['12-24', '12-25', '12-26', '01-01'];

/**
 * A `weekday` close to today at `time` Vienna time, never a holiday. The demo data dates its menus relative
 * to the server's start (Bregenz's current menu began 14 days before, its next one starts 30 days after),
 * so a fixed calendar date would drift out of the demo's menus as months pass. Looking at the past six
 * days first, then the coming two weeks, always lands inside them.
 */
export function recentVienna(weekday: Weekday, time: string): Date {
  const today = viennaParts(new Date()).date;
  const candidates = [-1, -2, -3, -4, -5, -6, ...Array.from({ length: 14 }, (_, index) => index + 1)];
  for (const offset of candidates) {
    const date = addDays(today, offset);
    if (weekdayOf(date) === weekday && !holidays.includes(date.slice(5))) return viennaInstant(date, time);
  }
  throw new Error(`No ${weekday} without a holiday near ${today}`);
}
