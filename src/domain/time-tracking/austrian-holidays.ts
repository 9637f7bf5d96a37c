import { addDays, type LocalDate } from '../opening-hours/vienna-time.js';

const pad = (value: number) => String(value).padStart(2, '0');

/** Easter Sunday of the Gregorian calendar (the anonymous algorithm of 1876). */
export function easterSunday(year: number): LocalDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/**
 * Austria's statutory public holidays (Feiertagsruhegesetz): days off by law, so holiday leave over them
 * does not use up holiday days.
 */
export function austrianPublicHolidays(year: number): Set<LocalDate> {
  const easter = easterSunday(year);
  const fixed = ['01-01', '01-06', '05-01', '08-15', '10-26', '11-01', '12-08', '12-25', '12-26'];
  return new Set([
    ...fixed.map((monthDay) => `${year}-${monthDay}`),
    addDays(easter, 1), // Ostermontag
    addDays(easter, 39), // Christi Himmelfahrt
    addDays(easter, 50), // Pfingstmontag
    addDays(easter, 60), // Fronleichnam
  ]);
}
