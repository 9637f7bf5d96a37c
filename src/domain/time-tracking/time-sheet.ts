import { addDays, viennaParts, weekdayOf, type LocalDate } from '../opening-hours/vienna-time.js';
import type { Weekday } from '../opening-hours/weekdays.js';
import type { ActivityKind, ActivityTimes } from './activity-rules.js';
import { austrianPublicHolidays } from './austrian-holidays.js';
import { isHolidayWorkday } from './holiday-balance.js';

const MINUTE = 60_000;

export type SheetActivity = ActivityTimes & { kind: ActivityKind };

/** One worked stretch of the sheet, times as Vienna clocks showed them. */
export type SheetShift = {
  start: string;
  /** Null while the activity still runs. */
  end: string | null;
  /** Days after the start day that the end falls on: 1 for a night shift ending after midnight. */
  endDayOffset: number;
  pauseMinutes: number;
  /** Null while the activity still runs. */
  workedMinutes: number | null;
};

export type SheetDay = {
  date: LocalDate;
  weekday: Weekday;
  isPublicHoliday: boolean;
  /** A whole day of holiday or sick leave, when an activity of that kind covers it. */
  absence: Exclude<ActivityKind, 'work'> | null;
  /** Whether that holiday day uses up a day of the holiday balance. */
  countsAsHolidayDay: boolean;
  shifts: SheetShift[];
  workedMinutes: number;
  pauseMinutes: number;
};

export type MonthSheet = {
  month: string;
  days: SheetDay[];
  workedMinutes: number;
  pauseMinutes: number;
  holidayDays: number;
  sickDays: number;
};

/** Stamps carry seconds; the sheet counts with the whole minutes it prints, so its sums can be checked by hand. */
const toMinute = (instant: Date) => Math.floor(instant.getTime() / MINUTE);

/**
 * One worked activity as its sheet line: the minutes from start to end minus its pauses, each time cut
 * to the minute it shows. Counting instants, not clock readings, makes a night shift across a clock
 * change an hour shorter or longer, as it was.
 */
export function sheetShift(times: ActivityTimes): SheetShift {
  const start = viennaParts(times.startedAt);
  const startMinute = toMinute(times.startedAt);
  const endMinute = times.endedAt === null ? null : toMinute(times.endedAt);
  const pauseMinutes = times.pauses.reduce((sum, pause) => {
    const until = pause.end ?? times.endedAt;
    return until === null ? sum : sum + Math.max(0, toMinute(until) - toMinute(pause.start));
  }, 0);
  const end = times.endedAt === null ? null : viennaParts(times.endedAt);
  return {
    start: start.time,
    end: end?.time ?? null,
    endDayOffset: end === null ? 0 : daysBetween(start.date, end.date),
    pauseMinutes,
    workedMinutes: endMinute === null ? null : endMinute - startMinute - pauseMinutes,
  };
}

const daysBetween = (from: LocalDate, to: LocalDate) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** The Vienna dates an absence covers; one ending at midnight does not cover the next day. */
function coveredDates({ startedAt, endedAt }: ActivityTimes): LocalDate[] {
  const first = viennaParts(startedAt).date;
  const last = endedAt === null ? first : viennaParts(new Date(endedAt.getTime() - 1)).date;
  const dates: LocalDate[] = [];
  for (let date = first; date <= last; date = addDays(date, 1)) dates.push(date);
  return dates;
}

/** The dates of a month 'YYYY-MM'. */
export function monthDates(month: string): LocalDate[] {
  const dates: LocalDate[] = [];
  for (let date = `${month}-01`; date.startsWith(month); date = addDays(date, 1)) dates.push(date);
  return dates;
}

/**
 * A person's time sheet of a month: every day, its worked activities on the day they started (a night
 * shift stays one line), whole days of holiday or sick leave, and the month's sums. Running activities
 * are listed without an end and count nothing yet.
 */
export function monthSheet(
  month: string,
  activities: readonly SheetActivity[],
  workingDaysPerWeek: number,
): MonthSheet {
  const publicHolidays = austrianPublicHolidays(Number(month.slice(0, 4)));
  const ordered = [...activities].sort((a, b) => a.startedAt.getTime() - b.startedAt.getTime());
  const absences = new Map<LocalDate, Exclude<ActivityKind, 'work'>>();
  for (const activity of ordered) {
    if (activity.kind === 'work') continue;
    for (const date of coveredDates(activity)) if (!absences.has(date)) absences.set(date, activity.kind);
  }
  const days = monthDates(month).map((date): SheetDay => {
    const shifts = ordered
      .filter((activity) => activity.kind === 'work' && viennaParts(activity.startedAt).date === date)
      .map(sheetShift);
    const absence = absences.get(date) ?? null;
    return {
      date,
      weekday: weekdayOf(date),
      isPublicHoliday: publicHolidays.has(date),
      absence,
      countsAsHolidayDay: absence === 'holiday' && isHolidayWorkday(date, workingDaysPerWeek),
      shifts,
      workedMinutes: shifts.reduce((sum, shift) => sum + (shift.workedMinutes ?? 0), 0),
      pauseMinutes: shifts.reduce((sum, shift) => sum + shift.pauseMinutes, 0),
    };
  });
  return {
    month,
    days,
    workedMinutes: days.reduce((sum, day) => sum + day.workedMinutes, 0),
    pauseMinutes: days.reduce((sum, day) => sum + day.pauseMinutes, 0),
    holidayDays: days.filter((day) => day.countsAsHolidayDay).length,
    sickDays: days.filter((day) => day.absence === 'sick').length,
  };
}

/** Minutes as hours and minutes, '7:05'; the form time sheets in Austria are read in. */
export function formatDuration(minutes: number): string {
  const sign = minutes < 0 ? '-' : '';
  const whole = Math.abs(minutes);
  return `${sign}${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
