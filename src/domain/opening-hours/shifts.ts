import type { OpeningHoursRule, Weekday } from './rules.js';
import { addDays, viennaInstant, viennaParts, weekdayOf, type LocalDate } from './vienna-time.js';

export interface Shift {
  from: string;
  to: string;
  start: Date;
  end: Date;
}

/** The regular week: a weekday's own rules replace the daily ones instead of adding to them. */
export function weekdayRules(rules: readonly OpeningHoursRule[], weekday: Weekday): OpeningHoursRule[] {
  const own = rules.filter((rule) => rule.type === weekday);
  return own.length > 0 ? own : rules.filter((rule) => rule.type === 'daily');
}

/** A once-rule for the date replaces the regular hours of that day (a holiday, a special event). */
function decidingRules(rules: readonly OpeningHoursRule[], date: LocalDate): OpeningHoursRule[] {
  const once = rules.filter((rule) => rule.type === 'once' && rule.date === date);
  return once.length > 0 ? once : weekdayRules(rules, weekdayOf(date));
}

function toShift(rule: OpeningHoursRule, date: LocalDate): Shift {
  // A closing time at or before the opening time belongs to the next day (a bar open 18:00-02:00).
  const endDate = rule.to <= rule.from ? addDays(date, 1) : date;
  return {
    from: rule.from,
    to: rule.to,
    start: viennaInstant(date, rule.from),
    end: viennaInstant(endDate, rule.to),
  };
}

export function shiftsOn(rules: readonly OpeningHoursRule[], date: LocalDate): Shift[] {
  const deciding = decidingRules(rules, date);
  if (deciding.some((rule) => rule.isClosed)) return [];
  return (
    deciding
      .map((rule) => toShift(rule, date))
      // A shift lying wholly inside the spring-forward gap never happens on the clock.
      .filter((shift) => shift.end > shift.start)
      .sort((a, b) => a.start.getTime() - b.start.getTime() || a.end.getTime() - b.end.getTime())
  );
}

export function contains(shift: Pick<Shift, 'start' | 'end'>, instant: Date): boolean {
  return shift.start <= instant && instant < shift.end;
}

export function isOpenAt(rules: readonly OpeningHoursRule[], instant: Date): boolean {
  const today = viennaParts(instant).date;
  // Shifts last at most a day, so only yesterday's can reach past midnight into today.
  return [addDays(today, -1), today].some((date) =>
    shiftsOn(rules, date).some((shift) => contains(shift, instant)),
  );
}
