import { weekdays, type Weekday } from './weekdays.js';

/** A calendar date in Vienna, 'YYYY-MM-DD'. */
export type LocalDate = string;

export interface ViennaParts {
  date: LocalDate;
  time: string;
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

// Building a DateTimeFormat is far costlier than using one, and these are called per shift per day.
const viennaFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Europe/Vienna',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

function pad(value: number, length = 2): string {
  return String(value).padStart(length, '0');
}

function wallClockFields(instant: Date): Record<string, number> {
  const fields: Record<string, number> = {};
  for (const part of viennaFormat.formatToParts(instant)) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  return fields;
}

// Vienna has changed its offset only on a full UTC hour since 1893 (01:00 UTC in March and October),
// so one Intl lookup serves a whole hour: formatToParts was the costliest call of placing an order.
const HOUR = 60 * MINUTE;
const offsetByHour = new Map<number, number>();

function offsetMs(epochMs: number): number {
  const hour = Math.floor(epochMs / HOUR);
  let offset = offsetByHour.get(hour);
  if (offset === undefined) {
    const f = wallClockFields(new Date(hour * HOUR));
    const wall = Date.UTC(
      f.year ?? 0,
      (f.month ?? 1) - 1,
      f.day ?? 1,
      f.hour ?? 0,
      f.minute ?? 0,
      f.second ?? 0,
    );
    offset = wall - hour * HOUR;
    if (offsetByHour.size >= 10_000) offsetByHour.clear();
    offsetByHour.set(hour, offset);
  }
  return offset;
}

/** The Vienna wall-clock reading of an instant (to the second), expressed as if it were UTC milliseconds. */
function wallClockMs(instant: Date): number {
  const whole = Math.floor(instant.getTime() / 1000) * 1000;
  return whole + offsetMs(whole);
}

function parseDate(date: LocalDate): number {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return Date.UTC(year, month - 1, day);
}

function formatDate(utcMs: number): LocalDate {
  const d = new Date(utcMs);
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

function minutesOfDay(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

export function viennaParts(instant: Date): ViennaParts {
  const wall = new Date(wallClockMs(instant));
  return {
    date: formatDate(wall.getTime()),
    time: `${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`,
  };
}

export function addDays(date: LocalDate, days: number): LocalDate {
  return formatDate(parseDate(date) + days * DAY);
}

export function weekdayOf(date: LocalDate): Weekday {
  // getUTCDay counts from Sunday; the week here starts on Monday (ISO).
  return weekdays[(new Date(parseDate(date)).getUTCDay() + 6) % 7] ?? 'monday';
}

/**
 * The instant at which Vienna clocks show `time` on `date`. '24:00' is midnight ending that day.
 * A time skipped by the spring-forward jump resolves to the first instant after the gap (03:00 CEST);
 * a time repeated by the fall-back jump resolves to its first occurrence (still CEST).
 */
export function viennaInstant(date: LocalDate, time: string): Date {
  const wall = parseDate(date) + minutesOfDay(time) * MINUTE;
  // Vienna changes its offset at most once within a day, so the offsets a day either side
  // are the only two that can apply at this wall-clock time.
  const offsetBefore = offsetMs(wall - DAY);
  const offsetAfter = offsetMs(wall + DAY);
  const matches = [wall - offsetBefore, wall - offsetAfter]
    .filter((candidate) => wallClockMs(new Date(candidate)) === wall)
    .sort((a, b) => a - b);
  const first = matches[0];
  if (first !== undefined) return new Date(first);
  return new Date(firstInstantShowingAtLeast(wall, wall - offsetAfter, wall - offsetBefore));
}

/** In a gap the wall clock only moves forward, so a binary search over whole minutes finds where it passes `wall`. */
function firstInstantShowingAtLeast(wall: number, lowMs: number, highMs: number): number {
  let low = Math.floor(lowMs / MINUTE);
  let high = Math.ceil(highMs / MINUTE);
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (wallClockMs(new Date(middle * MINUTE)) >= wall) high = middle;
    else low = middle + 1;
  }
  return high * MINUTE;
}
