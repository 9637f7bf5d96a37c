import type { OpeningHoursRule, Weekday } from './rules.js';
import { contains, shiftsOn, type Shift } from './shifts.js';
import { addDays, viennaParts, weekdayOf, type LocalDate } from './vienna-time.js';

export const CLOSING_SOON_MINUTES = 30;

/** Once-rules can close a whole week of regular days, so the search for the next opening looks two weeks ahead. */
const LOOKAHEAD_DAYS = 14;

export type BranchStatus = 'open' | 'closingSoon' | 'closed';

/** The next opening, merged like currentShift, so 'to' is when the branch really closes again. */
export interface NextShift {
  day: 'today' | Weekday;
  from: string;
  to: string;
  start: Date;
}

export interface BranchState {
  status: BranchStatus;
  /**
   * The uninterrupted opening around the instant: back-to-back or overlapping shifts count as one.
   * A branch open around the clock gets the end of the lookahead as its end.
   */
  currentShift?: Shift;
  todayShifts: Shift[];
  nextShift?: NextShift;
}

interface Opening extends Shift {
  date: LocalDate;
}

/**
 * Back-to-back shifts (08:00-12:00 + 12:00-18:00, or 18:00-24:00 + 00:00-02:00) are one opening to a
 * customer: the shop does not close in between, so neither "closing soon" nor "opens at" may see a seam.
 */
function openings(rules: readonly OpeningHoursRule[], firstDate: LocalDate, days: number): Opening[] {
  const shifts = Array.from({ length: days }, (_, index) => addDays(firstDate, index))
    .flatMap((date) => shiftsOn(rules, date).map((shift) => ({ ...shift, date })))
    .sort((a, b) => a.start.getTime() - b.start.getTime());
  const merged: Opening[] = [];
  for (const shift of shifts) {
    const last = merged.at(-1);
    if (last !== undefined && shift.start <= last.end) {
      if (shift.end > last.end) merged[merged.length - 1] = { ...last, to: shift.to, end: shift.end };
    } else {
      merged.push(shift);
    }
  }
  return merged;
}

function minutesBetween(from: Date, to: Date): number {
  return (to.getTime() - from.getTime()) / 60_000;
}

export function branchState(
  rules: readonly OpeningHoursRule[],
  instant: Date,
  thresholdMinutes = CLOSING_SOON_MINUTES,
): BranchState {
  const today = viennaParts(instant).date;
  // Starting yesterday catches a shift that runs past midnight into today.
  const all = openings(rules, addDays(today, -1), LOOKAHEAD_DAYS + 2);
  const current = all.find((opening) => contains(opening, instant));
  const next = all.find((opening) => opening.start > instant);
  const todayShifts = shiftsOn(rules, today);

  const state: BranchState = { status: 'closed', todayShifts };
  if (current !== undefined) {
    const { from, to, start, end } = current;
    state.currentShift = { from, to, start, end };
    state.status = minutesBetween(instant, end) <= thresholdMinutes ? 'closingSoon' : 'open';
  }
  if (next !== undefined) {
    state.nextShift = {
      day: next.date === today ? 'today' : weekdayOf(next.date),
      from: next.from,
      to: next.to,
      start: next.start,
    };
  }
  return state;
}

const TIME_PREFIX = /^([01]\d|2[0-3]):[0-5]\d/;

/** Orders can be picked up from the opening time, unless the branch only takes them later in the day. */
export function pickupFrom(shift: Pick<Shift, 'from'>, orderableFrom?: string | null): string {
  const orderable = orderableFrom?.match(TIME_PREFIX)?.[0];
  return orderable !== undefined && orderable > shift.from ? orderable : shift.from;
}
