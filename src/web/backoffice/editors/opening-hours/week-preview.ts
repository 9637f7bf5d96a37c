import type { OpeningHoursRule } from '../../../../domain/opening-hours/rules.js';
import { shiftsOn } from '../../../../domain/opening-hours/shifts.js';
import { addDays, weekdayOf, type LocalDate } from '../../../../domain/opening-hours/vienna-time.js';
import type { Weekday } from '../../../../domain/opening-hours/weekdays.js';

export interface PreviewShift {
  from: string;
  to: string;
  /** The weekday it ends on when it runs past midnight. */
  endsOn?: Weekday;
}

export interface PreviewDay {
  date: LocalDate;
  weekday: Weekday;
  shifts: PreviewShift[];
  /** A once-rule decides this day instead of the weekly rows. */
  isException: boolean;
}

/** Seven days from `start` as the storefront will see them, exceptions and past-midnight shifts included. */
export function previewWeek(rules: readonly OpeningHoursRule[], start: LocalDate): PreviewDay[] {
  return Array.from({ length: 7 }, (_, offset) => {
    const date = addDays(start, offset);
    return {
      date,
      weekday: weekdayOf(date),
      shifts: shiftsOn(rules, date).map(({ from, to }) =>
        to <= from ? { from, to, endsOn: weekdayOf(addDays(date, 1)) } : { from, to },
      ),
      isException: rules.some((rule) => rule.type === 'once' && rule.date === date),
    };
  });
}
