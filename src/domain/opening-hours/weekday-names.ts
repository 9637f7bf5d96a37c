import type { Weekday } from './weekdays.js';

// Here rather than in the web catalogue: the time sheet and the opening hours are written by the domain,
// which may not read the web app, while the back office may read the domain.
export const weekdayAbbreviations = {
  monday: 'Mo',
  tuesday: 'Di',
  wednesday: 'Mi',
  thursday: 'Do',
  friday: 'Fr',
  saturday: 'Sa',
  sunday: 'So',
} as const satisfies Record<Weekday, string>;

export const weekdayNames = {
  monday: 'Montag',
  tuesday: 'Dienstag',
  wednesday: 'Mittwoch',
  thursday: 'Donnerstag',
  friday: 'Freitag',
  saturday: 'Samstag',
  sunday: 'Sonntag',
} as const satisfies Record<Weekday, string>;
