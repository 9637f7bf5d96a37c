import { weekdayOf, type LocalDate } from '../../../domain/opening-hours/vienna-time.js';
import { weekdays } from '../../../domain/opening-hours/weekdays.js';
import { timeBackofficeDe as texts } from '../../i18n/time-backoffice.js';

/** 'Di 24.03.': how the planner and the activities name a day. */
export function dayLabel(date: LocalDate): string {
  const weekday = texts.weekdays[weekdays.indexOf(weekdayOf(date))] ?? '';
  return `${weekday} ${date.slice(8, 10)}.${date.slice(5, 7)}.`;
}
