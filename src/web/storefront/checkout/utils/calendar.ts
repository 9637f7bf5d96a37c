import { addDays, weekdayOf, type LocalDate } from '../../../../domain/opening-hours/vienna-time.js';
import { weekdays } from '../../../../domain/opening-hours/weekdays.js';

/** 'YYYY-MM' of a date. */
export function monthOf(date: LocalDate): string {
  return date.slice(0, 7);
}

export function firstOfMonth(month: string): LocalDate {
  return `${month}-01`;
}

export function addMonths(month: string, months: number): string {
  const [year = 0, number = 1] = month.split('-').map(Number);
  const index = year * 12 + (number - 1) + months;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/**
 * The weeks of a month as the calendar shows them, Monday first (ISO); days of the neighbouring months
 * fill the first and last week as null.
 */
export function monthWeeks(month: string): (LocalDate | null)[][] {
  const first = firstOfMonth(month);
  const lead = weekdays.indexOf(weekdayOf(first));
  const days: (LocalDate | null)[] = Array.from({ length: lead }, () => null);
  for (let date = first; monthOf(date) === month; date = addDays(date, 1)) days.push(date);
  while (days.length % 7 !== 0) days.push(null);
  return Array.from({ length: days.length / 7 }, (_, week) => days.slice(week * 7, week * 7 + 7));
}

/** The day a calendar key moves to from `date`, or null for keys the calendar leaves alone. */
export function movedDate(date: LocalDate, key: string): LocalDate | null {
  const weekday = weekdays.indexOf(weekdayOf(date));
  switch (key) {
    case 'ArrowLeft':
      return addDays(date, -1);
    case 'ArrowRight':
      return addDays(date, 1);
    case 'ArrowUp':
      return addDays(date, -7);
    case 'ArrowDown':
      return addDays(date, 7);
    case 'Home':
      return addDays(date, -weekday);
    case 'End':
      return addDays(date, 6 - weekday);
    case 'PageUp':
      return sameDayInMonth(date, -1);
    case 'PageDown':
      return sameDayInMonth(date, 1);
    default:
      return null;
  }
}

/** The same day of another month, or that month's last day when it is shorter (31 Jan → 28 Feb). */
function sameDayInMonth(date: LocalDate, months: number): LocalDate {
  const target = addMonths(monthOf(date), months);
  const day = Number(date.slice(8, 10));
  const lastDay = Number(addDays(firstOfMonth(addMonths(target, 1)), -1).slice(8, 10));
  return `${target}-${String(Math.min(day, lastDay)).padStart(2, '0')}`;
}

const utcDate = (date: LocalDate) => new Date(`${date}T12:00:00Z`);
const longDate = new Intl.DateTimeFormat('de-AT', {
  timeZone: 'UTC',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const monthName = new Intl.DateTimeFormat('de-AT', { timeZone: 'UTC', month: 'long', year: 'numeric' });

/** 'Freitag, 21. November 2026' for a screen reader's announcement of a day. */
export function longDateLabel(date: LocalDate): string {
  return longDate.format(utcDate(date));
}

/** 'November 2026'. */
export function monthLabel(month: string): string {
  return monthName.format(utcDate(firstOfMonth(month)));
}

/** 'DD.MM.YYYY' (spec, section 9). */
export function shortDateLabel(date: LocalDate): string {
  return `${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}`;
}
