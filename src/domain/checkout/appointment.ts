import type { OrderMethod } from '../cart/order-method.js';
import { earliestCartTime, type LeadTimeFields } from '../catalog/lead-time.js';
import { pickupFrom } from '../opening-hours/branch-state.js';
import { deliveryRules } from '../opening-hours/delivery-hours.js';
import type { OpeningHoursRule } from '../opening-hours/rules.js';
import { contains, shiftsOn, type Shift } from '../opening-hours/shifts.js';
import { addDays, viennaInstant, viennaParts, type LocalDate } from '../opening-hours/vienna-time.js';
import type { Branch } from '../schemas/branch.js';
import type { Config } from '../schemas/config.js';
import { checkoutMessages, leadTimeMessage } from './messages.js';

export type AppointmentBranch = Pick<
  Branch,
  'openingHours' | 'deliveryHours' | 'isDeliveryHoursEnabled' | 'orderableFrom' | 'isAppointmentRequired'
>;
export type RestrictedDay = Config['restrictedAppointmentDays'][number];

export interface AppointmentContext {
  branch: AppointmentBranch;
  method: OrderMethod;
  now: Date;
  /** The lead-time fields of the products in the cart. */
  products: readonly LeadTimeFields[];
  /** The configuration's restrictedAppointmentDays. */
  restrictedDays: readonly RestrictedDay[];
}

const MINUTE = 60_000;
/** The time picker's minute step (spec, section 9). */
export const APPOINTMENT_STEP_MINUTES = 5;

/** Delivery follows the delivery hours where the branch has them; everything else the opening hours. */
export function appointmentHours(branch: AppointmentBranch, method: OrderMethod): OpeningHoursRule[] {
  return method === 'delivery' ? deliveryRules(branch) : branch.openingHours;
}

/** When the slowest product in the cart can be ready. */
export function earliestAppointment(ctx: AppointmentContext): Date {
  return earliestCartTime(ctx.products, ctx.now);
}

/**
 * The branch may demand a time for every order. A cart with a product that needs lead time also needs
 * one: "as soon as possible" would leave the guest guessing when the cake is ready.
 */
export function isAppointmentRequired(ctx: AppointmentContext): boolean {
  return ctx.branch.isAppointmentRequired || earliestAppointment(ctx) > ctx.now;
}

export function restrictedDayOn(days: readonly RestrictedDay[], date: LocalDate): RestrictedDay | undefined {
  return days.find((day) => day.date === date);
}

interface DatedShift extends Shift {
  date: LocalDate;
}

function shiftsAround(rules: readonly OpeningHoursRule[], date: LocalDate): DatedShift[] {
  // Yesterday's shift can run past midnight into the date.
  return [addDays(date, -1), date].flatMap((day) =>
    shiftsOn(rules, day).map((shift) => ({ ...shift, date: day })),
  );
}

/**
 * Takeaway and delivery are packed from orderableFrom on, even when the shop opened earlier (a bakery
 * that sells from 6:30 but packs orders from 8:00); guests at a table are served from the opening.
 */
function servedFrom(shift: DatedShift, branch: AppointmentBranch, method: OrderMethod): Date {
  if (method === 'dineIn') return shift.start;
  const from = pickupFrom(shift, branch.orderableFrom);
  return from === shift.from ? shift.start : viennaInstant(shift.date, from);
}

/** What the rule needs of a Vienna date, computed once per date for the picker's many times. */
interface DayOfAppointments {
  shifts: DatedShift[];
  isClosedByConfig: boolean;
  earliest: Date;
}

function dayOf(ctx: AppointmentContext, date: LocalDate): DayOfAppointments {
  return {
    shifts: shiftsAround(appointmentHours(ctx.branch, ctx.method), date),
    isClosedByConfig: restrictedDayOn(ctx.restrictedDays, date)?.isClosed === true,
    earliest: earliestAppointment(ctx),
  };
}

function errorOnDay(appointment: Date, ctx: AppointmentContext, day: DayOfAppointments): string | null {
  if (appointment < ctx.now) return checkoutMessages.appointmentPast;
  if (appointment < day.earliest) return leadTimeMessage(day.earliest);
  const isWithinHours = day.shifts.some(
    (shift) => contains(shift, appointment) && appointment >= servedFrom(shift, ctx.branch, ctx.method),
  );
  return day.isClosedByConfig || !isWithinHours ? checkoutMessages.appointmentClosed : null;
}

/**
 * The rule for the desired time (field appointmentDate), or null when it is fine. Null means "as soon
 * as possible", allowed unless a time is required. A chosen time must lie ahead, after the products'
 * lead time, on a day the configuration does not close, and within the (delivery) hours.
 */
export function appointmentError(appointment: Date | null, ctx: AppointmentContext): string | null {
  if (appointment === null) return isAppointmentRequired(ctx) ? checkoutMessages.appointmentRequired : null;
  if (Number.isNaN(appointment.getTime())) return checkoutMessages.appointmentRequired;
  return errorOnDay(appointment, ctx, dayOf(ctx, viennaParts(appointment).date));
}

/**
 * The times the time picker offers on a Vienna date, every five minutes: exactly those the server
 * accepts. Both clock changes are handled by walking instants rather than clock readings.
 */
export function appointmentTimes(ctx: AppointmentContext, date: LocalDate): Date[] {
  const step = APPOINTMENT_STEP_MINUTES * MINUTE;
  const dayStart = viennaInstant(date, '00:00').getTime();
  const dayEnd = viennaInstant(addDays(date, 1), '00:00').getTime();
  const day = dayOf(ctx, date);
  const candidates = new Set<number>();
  for (const shift of day.shifts) {
    const from = Math.max(shift.start.getTime(), dayStart, ctx.now.getTime());
    const to = Math.min(shift.end.getTime(), dayEnd);
    for (let t = Math.ceil(from / step) * step; t < to; t += step) candidates.add(t);
  }
  return (
    [...candidates]
      .sort((a, b) => a - b)
      .map((t) => new Date(t))
      // Every candidate lies on `date`, so the day's facts are the ones appointmentError would use.
      .filter((instant) => errorOnDay(instant, ctx, day) === null)
  );
}

/** The dates the date picker enables, from today on: those with at least one time on offer. */
export function appointmentDays(ctx: AppointmentContext, days: number): LocalDate[] {
  const today = viennaParts(ctx.now).date;
  return Array.from({ length: days }, (_, offset) => addDays(today, offset)).filter(
    (date) => appointmentTimes(ctx, date).length > 0,
  );
}
