import type { Weekday } from '../opening-hours/rules.js';
import {
  viennaParts,
  weekdayOf,
  viennaInstant,
  addDays,
  type LocalDate,
} from '../opening-hours/vienna-time.js';

const MINUTE = 60_000;

/**
 * The start of the slot an instant falls into. Vienna's offset from UTC is always whole hours, so slots
 * counted from the epoch begin on the Vienna clock's quarter and half hours on every day, both clock
 * changes included, and the arithmetic never needs the clock reading.
 */
export function slotStart(instant: Date, slotMinutes: number): Date {
  const length = slotMinutes * MINUTE;
  return new Date(Math.floor(instant.getTime() / length) * length);
}

export function nextSlot(start: Date, slotMinutes: number): Date {
  return new Date(start.getTime() + slotMinutes * MINUTE);
}

/** The slots of a Vienna calendar day: 92, 96 or 100 quarter hours as the day has 23, 24 or 25 hours. */
export function slotsOfDay(date: LocalDate, slotMinutes: number): Date[] {
  const end = viennaInstant(addDays(date, 1), '00:00').getTime();
  const slots: Date[] = [];
  for (let t = viennaInstant(date, '00:00').getTime(); t < end; t += slotMinutes * MINUTE) {
    slots.push(new Date(t));
  }
  return slots;
}

/** A slot's Vienna weekday and clock time, which the rules' weekdays and hours are written in. */
export function slotClock(start: Date): { weekday: Weekday; time: string } {
  const parts = viennaParts(start);
  return { weekday: weekdayOf(parts.date), time: parts.time };
}

/**
 * Whether a clock time lies in [from, to). A window whose end is not after its start runs past
 * midnight (22:00–02:00); an open end means to the end of the day, an open start from its beginning.
 */
export function isWithinHours(time: string, from: string | null, to: string | null): boolean {
  if (from === null && to === null) return true;
  const start = from ?? '00:00';
  if (to === null) return time >= start;
  if (to > start) return time >= start && time < to;
  return time >= start || time < to;
}
