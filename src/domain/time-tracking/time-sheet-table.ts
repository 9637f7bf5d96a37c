import { formatDuration, type MonthSheet } from './time-sheet.js';
import { dayKind, germanDate, shiftEnd, timeSheetTexts as x } from './time-sheet-texts.js';

const c = x.columns;

export const timeSheetHeadings = [c.date, c.weekday, c.kind, c.start, c.end, c.pauses, c.worked] as const;

/** A row per shift, and one per day without shifts, under the headings' columns. */
export function timeSheetRows(sheet: MonthSheet): string[][] {
  return sheet.days.flatMap((day) => {
    const date = germanDate(day.date);
    const weekday = x.weekdays[day.weekday];
    if (day.shifts.length === 0) return [[date, weekday, dayKind(day), '', '', '', '']];
    return day.shifts.map((shift) => [
      date,
      weekday,
      x.kinds.work,
      shift.start,
      shiftEnd(shift),
      formatDuration(shift.pauseMinutes),
      shift.workedMinutes === null ? '' : formatDuration(shift.workedMinutes),
    ]);
  });
}

export const timeSheetSums = (sheet: MonthSheet) => [
  x.sums,
  '',
  '',
  '',
  '',
  formatDuration(sheet.pauseMinutes),
  formatDuration(sheet.workedMinutes),
];
