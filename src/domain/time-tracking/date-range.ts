import { addDays, viennaInstant, type LocalDate } from '../opening-hours/vienna-time.js';

/** An instant range [start, end) for list filters; either end may be open. */
export type InstantRange = { start: Date | undefined; end: Date | undefined };

/**
 * The calendar days `from` to `to` (both included, Vienna time) as instants: from the start of `from` to
 * the start of the day after `to`, so a shift ending at 23:59 on `to` is inside and DST days count right.
 */
export function viennaDayRange(from: LocalDate | undefined, to: LocalDate | undefined): InstantRange {
  return {
    start: from === undefined ? undefined : viennaInstant(from, '00:00'),
    end: to === undefined ? undefined : viennaInstant(addDays(to, 1), '00:00'),
  };
}

/** Calendar dates 'YYYY-MM-DD' compare correctly as text. */
export function isDateRangeReversed(from: LocalDate | undefined, to: LocalDate | undefined): boolean {
  return from !== undefined && to !== undefined && to < from;
}
