import { weekdayAbbreviations } from '../opening-hours/weekday-names.js';
import type { SheetDay, SheetShift } from './time-sheet.js';

/** The German texts of the monthly time sheet, as CSV and PDF. */
export const timeSheetTexts = {
  title: 'Arbeitszeitaufzeichnung',
  person: 'Person',
  month: 'Monat',
  columns: {
    date: 'Datum',
    weekday: 'Tag',
    kind: 'Art',
    start: 'Beginn',
    end: 'Ende',
    pauses: 'Pausen',
    worked: 'Arbeitszeit',
  },
  kinds: { work: 'Arbeit', holiday: 'Urlaub', sick: 'Krankenstand', publicHoliday: 'Feiertag' },
  nextDay: '(+1)',
  running: 'läuft',
  sums: 'Summe',
  holidayDaysInMonth: 'Urlaubstage im Monat',
  sickDaysInMonth: 'Krankenstandstage im Monat',
  balance: {
    title: 'Urlaubskonto',
    entitlement: 'Anspruch',
    carriedOver: 'Übertrag',
    taken: 'Verbraucht',
    remaining: 'Rest',
    none: 'Kein Urlaubskonto (keine Beschäftigungsdaten hinterlegt oder nicht einsehbar).',
  },
  signature: 'Unterschrift Mitarbeiter/in',
  signatureEmployer: 'Unterschrift Arbeitgeber/in',
  weekdays: weekdayAbbreviations,
} as const;

export const germanDate = (date: string) => `${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}`;

/** What a day without worked shifts says in the Art column. */
export function dayKind(day: SheetDay): string {
  if (day.absence) return timeSheetTexts.kinds[day.absence];
  if (day.isPublicHoliday) return timeSheetTexts.kinds.publicHoliday;
  return '';
}

/** The end as the sheet prints it: a night shift's end marked as the next day's, a running one as such. */
export const shiftEnd = (shift: SheetShift) =>
  shift.end === null
    ? timeSheetTexts.running
    : shift.endDayOffset > 0
      ? `${shift.end} ${timeSheetTexts.nextDay}`
      : shift.end;
