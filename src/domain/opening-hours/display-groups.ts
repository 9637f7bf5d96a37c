import type { OpeningHoursRule } from './rules.js';
import { weekdays, type Weekday } from './weekdays.js';
import { weekdayRules } from './shifts.js';
import { weekdayAbbreviations, weekdayNames } from './weekday-names.js';

export interface Hours {
  from: string;
  to: string;
}

export interface OpeningHoursGroup {
  days: Weekday[];
  isClosed: boolean;
  isRange: boolean;
  hours: Hours[];
}

function regularHours(rules: readonly OpeningHoursRule[], day: Weekday): Hours[] {
  const deciding = weekdayRules(rules, day);
  if (deciding.some((rule) => rule.isClosed)) return [];
  return deciding
    .map(({ from, to }) => ({ from, to }))
    .sort((a, b) => a.from.localeCompare(b.from) || a.to.localeCompare(b.to));
}

function sameHours(a: readonly Hours[], b: readonly Hours[]): boolean {
  return (
    a.length === b.length &&
    a.every((hours, index) => hours.from === b[index]?.from && hours.to === b[index]?.to)
  );
}

/** The regular week as shown in tables and the footer; once-rules are exceptions, not part of the week. */
export function displayGroups(rules: readonly OpeningHoursRule[]): OpeningHoursGroup[] {
  const groups: OpeningHoursGroup[] = [];
  for (const day of weekdays) {
    const hours = regularHours(rules, day);
    const last = groups.at(-1);
    if (last !== undefined && sameHours(last.hours, hours)) {
      last.days.push(day);
      last.isRange = true;
    } else {
      groups.push({ days: [day], isClosed: hours.length === 0, isRange: false, hours });
    }
  }
  return groups;
}

export function formatGroupLabel(group: Pick<OpeningHoursGroup, 'days'>): string {
  const first = group.days[0];
  const last = group.days.at(-1);
  if (first === undefined || last === undefined) return '';
  return first === last
    ? weekdayAbbreviations[first]
    : `${weekdayAbbreviations[first]} - ${weekdayAbbreviations[last]}`;
}

/** '' for no hours: what a closed day reads is the caller's wording ('Geschlossen', or left out). */
export function formatHours(hours: readonly Hours[]): string {
  if (hours.length === 0) return '';
  return `${hours.map(({ from, to }) => `${from} - ${to}`).join(', ')} Uhr`;
}

export function weekdayLabel(day: Weekday): string {
  return weekdayNames[day];
}
