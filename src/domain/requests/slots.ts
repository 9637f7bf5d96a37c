import type { OpeningHoursRule } from '../opening-hours/rules.js';
import { shiftsOn } from '../opening-hours/shifts.js';
import { addDays, viennaParts, type LocalDate } from '../opening-hours/vienna-time.js';

/** Breakfast constants (storefront spec, section 9). */
export const BREAKFAST_LOOKAHEAD_DAYS = 180;
export const SLOT_STEP_MINUTES = 30;
/** A day's slots are searched over at most 72 hours: twice that many 30-minute steps. */
export const SLOT_SEARCH_STEPS = (72 * 60) / SLOT_STEP_MINUTES;
export const SLOT_ROUND_MINUTES = 5;
/** Breakfast is served from half an hour after the opening, not while the tables are still being laid. */
export const OPENING_SHIFT_MINUTES = 30;
export const LOW_TIME_WARNING_MINUTES = 60;

const MINUTE = 60_000;

export type RestrictedDay = { date: string; isClosed: boolean; description: string };

export interface SlotContext {
  rules: readonly OpeningHoursRule[];
  restrictedDays: readonly RestrictedDay[];
  now: Date;
  /** Seats per 30-minute slot; null: no limit. */
  capacity: number | null;
  /** Seats already taken, by the slot's start in milliseconds. */
  taken: ReadonlyMap<number, number>;
}

/** One 30-minute slot of a shift; a booking at any time inside it takes seats of it. */
export interface Slot {
  start: Date;
  end: Date;
  /** Seats left; null: no limit. */
  seatsLeft: number | null;
}

export interface Interval {
  start: Date;
  end: Date;
}

export interface BreakfastDay {
  date: LocalDate;
  /** The restricted day's description, shown to the guest as a warning. */
  note: string;
  /** The day has slots but every one is taken. */
  isFullyBooked: boolean;
  /** The times a guest may choose, merged from free slots and cut at "now". */
  intervals: Interval[];
}

export function roundUpTo(instant: Date, minutes: number): Date {
  const step = minutes * MINUTE;
  return new Date(Math.ceil(instant.getTime() / step) * step);
}

function restrictedDayOn(days: readonly RestrictedDay[], date: LocalDate): RestrictedDay | undefined {
  return days.find((day) => day.date === date);
}

function daySlots(ctx: SlotContext, date: LocalDate, reached: number): Slot[] {
  if (restrictedDayOn(ctx.restrictedDays, date)?.isClosed) return [];
  const slots: Slot[] = [];
  for (const shift of shiftsOn(ctx.rules, date)) {
    const opened = new Date(shift.start.getTime() + OPENING_SHIFT_MINUTES * MINUTE);
    const first = roundUpTo(opened, SLOT_ROUND_MINUTES);
    for (let step = 0; step < SLOT_SEARCH_STEPS; step += 1) {
      const start = first.getTime() + step * SLOT_STEP_MINUTES * MINUTE;
      if (start >= shift.end.getTime()) break;
      const end = Math.min(start + SLOT_STEP_MINUTES * MINUTE, shift.end.getTime());
      const seatsLeft =
        ctx.capacity === null ? null : Math.max(0, ctx.capacity - (ctx.taken.get(start) ?? 0));
      slots.push({ start: new Date(start), end: new Date(end), seatsLeft });
    }
  }
  // Overlapping shifts would offer the same minutes twice, each with seats of its own: the earlier
  // slot wins, also over the previous day's shift running past midnight.
  slots.sort((a, b) => a.start.getTime() - b.start.getTime());
  return slots.filter((slot) => {
    if (slot.start.getTime() < reached) return false;
    reached = slot.end.getTime();
    return true;
  });
}

const lastEnd = (slots: readonly Slot[]) => slots.at(-1)?.end.getTime() ?? Number.NEGATIVE_INFINITY;

/**
 * The slots of the shifts opening on `date` (a shift running past midnight keeps its slots on the day it
 * opened), each 30 minutes from the opening shifted by 30 minutes and rounded up to 5; the last one is
 * cut at the closing. Shifts are walked as instants, so clock changes neither add nor lose a slot.
 */
export function slotsOn(ctx: SlotContext, date: LocalDate): Slot[] {
  // A shift lasts at most a day: only the day before can reach into this one.
  const before = daySlots(ctx, addDays(date, -1), lastEnd(daySlots(ctx, addDays(date, -2), -Infinity)));
  return daySlots(ctx, date, lastEnd(before));
}

/** The slot a booking at `instant` takes seats of, if the instant lies in one. */
export function slotAt(ctx: SlotContext, instant: Date): Slot | undefined {
  const today = viennaParts(instant).date;
  // A shift lasts at most a day, so only yesterday's can reach into today.
  return [addDays(today, -1), today]
    .flatMap((date) => slotsOn(ctx, date))
    .find((slot) => slot.start <= instant && instant < slot.end);
}

const isFree = (slot: Slot, persons: number) => slot.seatsLeft === null || slot.seatsLeft >= persons;

/** Free slots from `now` on, merged where one ends as the next starts; starts rounded up to 5 minutes. */
export function freeIntervals(slots: readonly Slot[], now: Date, persons = 1): Interval[] {
  const earliest = roundUpTo(now, SLOT_ROUND_MINUTES);
  const intervals: Interval[] = [];
  for (const slot of slots) {
    if (!isFree(slot, persons) || slot.end <= earliest) continue;
    const start = slot.start < earliest ? earliest : slot.start;
    if (start >= slot.end) continue;
    const last = intervals.at(-1);
    if (last && last.end.getTime() === start.getTime()) last.end = slot.end;
    else intervals.push({ start, end: slot.end });
  }
  return intervals;
}

function dayOf(ctx: SlotContext, date: LocalDate, slots: readonly Slot[]): BreakfastDay {
  const intervals = freeIntervals(slots, ctx.now);
  const upcoming = slots.filter((slot) => slot.end > ctx.now);
  return {
    date,
    note: restrictedDayOn(ctx.restrictedDays, date)?.description ?? '',
    isFullyBooked: upcoming.length > 0 && intervals.length === 0,
    intervals,
  };
}

export function breakfastDay(ctx: SlotContext, date: LocalDate): BreakfastDay {
  return dayOf(ctx, date, slotsOn(ctx, date));
}

/** The date picker's days from today on: those with slots still ahead, free or fully booked. */
export function breakfastDays(ctx: SlotContext, days = BREAKFAST_LOOKAHEAD_DAYS): BreakfastDay[] {
  const today = viennaParts(ctx.now).date;
  // Day after day, each day's slots start where the previous day's ended: the same slots as slotsOn,
  // worked out once per day instead of three times.
  let previous = slotsOn(ctx, addDays(today, -1));
  const result: BreakfastDay[] = [];
  for (let offset = 0; offset < days; offset += 1) {
    const date = addDays(today, offset);
    const slots = daySlots(ctx, date, lastEnd(previous));
    const day = dayOf(ctx, date, slots);
    if (day.isFullyBooked || day.intervals.length > 0) result.push(day);
    previous = slots;
  }
  return result;
}

export type BookingRefusal = 'past' | 'tooFarAhead' | 'closed' | 'full';

/** Why a booking of `persons` at `instant` cannot be taken, or its slot. */
export function checkBooking(
  ctx: SlotContext,
  instant: Date,
  persons: number,
): { slot: Slot } | { refusal: BookingRefusal } {
  if (instant < ctx.now) return { refusal: 'past' };
  const lastDay = addDays(viennaParts(ctx.now).date, BREAKFAST_LOOKAHEAD_DAYS - 1);
  if (viennaParts(instant).date > lastDay) return { refusal: 'tooFarAhead' };
  if (instant.getTime() % (SLOT_ROUND_MINUTES * MINUTE) !== 0) return { refusal: 'closed' };
  const slot = slotAt(ctx, instant);
  if (!slot) return { refusal: 'closed' };
  return isFree(slot, persons) ? { slot } : { refusal: 'full' };
}

/** Minutes left in the interval holding `instant`; the picker warns under 60. */
export function minutesLeft(intervals: readonly Interval[], instant: Date): number | null {
  const interval = intervals.find((candidate) => candidate.start <= instant && instant < candidate.end);
  return interval ? Math.floor((interval.end.getTime() - instant.getTime()) / MINUTE) : null;
}

export const isShortOnTime = (left: number | null): boolean =>
  left !== null && left < LOW_TIME_WARNING_MINUTES;
