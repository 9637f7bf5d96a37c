import type { OpeningHoursRule } from './rules.js';
import { addDays, viennaInstant, viennaParts, weekdayOf, type LocalDate } from './vienna-time.js';

export interface Shift {
  from: string;
  to: string;
  start: Date;
  end: Date;
}

/**
 * The rules that decide a day: a once-rule for the date beats the weekday's rules, which beat the daily ones.
 * Only the winning level counts, so a special day replaces the regular hours instead of adding to them.
 */
function decidingRules(rules: readonly OpeningHoursRule[], date: LocalDate): OpeningHoursRule[] {
  const weekday = weekdayOf(date);
  const levels = [
    rules.filter((rule) => rule.type === 'once' && rule.date === date),
    rules.filter((rule) => rule.type === weekday),
    rules.filter((rule) => rule.type === 'daily'),
  ];
  return levels.find((level) => level.length > 0) ?? [];
}

function toShift(rule: OpeningHoursRule, date: LocalDate): Shift {
  // A closing time at or before the opening time belongs to the next day (a bar open 18:00-02:00).
  const endDate = rule.to <= rule.from ? addDays(date, 1) : date;
  return { from: rule.from, to: rule.to, start: viennaInstant(date, rule.from), end: viennaInstant(endDate, rule.to) };
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
  return [addDays(today, -1), today].some((date) => shiftsOn(rules, date).some((shift) => contains(shift, instant)));
}
