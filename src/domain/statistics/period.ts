import { addDays, type LocalDate } from '../opening-hours/vienna-time.js';

/** The dashboard's choices: the running day, week, month or year up to today, or any days. */
export const periodPresets = ['today', 'week', 'month', 'year', 'custom'] as const;
export type PeriodPreset = (typeof periodPresets)[number];

/** Calendar days in Vienna, both included. */
export type DayPeriod = { from: LocalDate; to: LocalDate };

const DAY_MS = 86_400_000;
const utc = (date: LocalDate) => Date.parse(`${date}T00:00:00Z`);

/** How many calendar days a period holds (both ends included). */
export function dayCount({ from, to }: DayPeriod): number {
  return Math.round((utc(to) - utc(from)) / DAY_MS) + 1;
}

function startOfWeek(date: LocalDate): LocalDate {
  // getUTCDay counts from Sunday; the Austrian week starts on Monday.
  return addDays(date, -((new Date(utc(date)).getUTCDay() + 6) % 7));
}

/**
 * A preset's days: from the start of the running day, week (Monday), month or year up to and including
 * today. Days still to come hold no orders yet, so counting them would make every comparison look worse.
 */
export function presetPeriod(preset: Exclude<PeriodPreset, 'custom'>, today: LocalDate): DayPeriod {
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'week':
      return { from: startOfWeek(today), to: today };
    case 'month':
      return { from: `${today.slice(0, 7)}-01`, to: today };
    case 'year':
      return { from: `${today.slice(0, 4)}-01-01`, to: today };
  }
}

function monthStartBefore(date: LocalDate): LocalDate {
  const [year = 0, month = 1] = date.split('-').map(Number);
  const previous = month === 1 ? { year: year - 1, month: 12 } : { year, month: month - 1 };
  return `${String(previous.year).padStart(4, '0')}-${String(previous.month).padStart(2, '0')}-01`;
}

/**
 * The period to compare with: as many days, as far into the previous day, week, month or year as this
 * one is into its own (November 1–25 against October 1–25), so a Monday is compared with a Monday and a
 * month's start with a month's start. Where the previous unit is too short to hold as many days (March
 * 1–31 after a February of 28), and for custom days, it is the days right before.
 */
export function previousPeriod(period: DayPeriod, preset: PeriodPreset): DayPeriod {
  const length = dayCount(period);
  const rightBefore = { from: addDays(period.from, -length), to: addDays(period.from, -1) };
  const shiftedFrom = (() => {
    switch (preset) {
      case 'today':
      case 'custom':
        return rightBefore.from;
      case 'week':
        return addDays(period.from, -7);
      case 'month':
        return monthStartBefore(period.from);
      case 'year':
        return `${String(Number(period.from.slice(0, 4)) - 1).padStart(4, '0')}${period.from.slice(4)}`;
    }
  })();
  // addDays also settles 29 February of a year without one on 1 March.
  const shifted = { from: addDays(shiftedFrom, 0), to: addDays(shiftedFrom, length - 1) };
  return shifted.to < period.from ? shifted : rightBefore;
}

/** The change from the previous figure: the difference, and the ratio where the previous one was not 0. */
export function change(current: number, previous: number): { difference: number; ratio: number | null } {
  return { difference: current - previous, ratio: previous === 0 ? null : (current - previous) / previous };
}

/** Every calendar day of a period, in order. */
export function daysOf(period: DayPeriod): LocalDate[] {
  return Array.from({ length: Math.max(dayCount(period), 0) }, (_, index) => addDays(period.from, index));
}
