import { deliveryRules } from '../opening-hours/delivery-hours.js';
import type { OpeningHoursRule } from '../opening-hours/rules.js';
import { isOpenAt, shiftsOn } from '../opening-hours/shifts.js';
import { addDays, viennaParts } from '../opening-hours/vienna-time.js';

const MINUTE = 60_000;
/** Once-rules can close a branch for a fortnight of holidays; beyond that the clock no longer waits. */
export const ESCALATION_LOOKAHEAD_DAYS = 21;

export interface EscalationHours {
  openingHours: OpeningHoursRule[];
  deliveryHours: OpeningHoursRule[];
  isDeliveryHoursEnabled: boolean;
}

export interface EscalationSettings {
  /** The configuration's orderReminderMinutes. */
  reminderMinutes: number;
  /** The configuration's orderAutoRejectMinutes. */
  autoRejectMinutes: number;
}

export interface EscalationTimes {
  /** When the branch first is at work after the order was placed: the guest is told "from then". */
  startsAt: Date;
  remindAt: Date;
  rejectAt: Date;
}

interface Span {
  start: number;
  end: number;
}

/**
 * When somebody is at the branch to answer an order: while it is open, and while it delivers (a branch
 * may deliver after the shop closed, and the delivery driver takes the evening's orders).
 */
function workingSpans(branch: EscalationHours, from: Date): Span[] {
  // Starting the day before catches a shift that runs past midnight into the placement's day.
  const first = addDays(viennaParts(from).date, -1);
  const ruleSets = [branch.openingHours, deliveryRules(branch)];
  const spans = Array.from({ length: ESCALATION_LOOKAHEAD_DAYS + 2 }, (_, index) => addDays(first, index))
    .flatMap((date) => ruleSets.flatMap((rules) => shiftsOn(rules, date)))
    .map((shift) => ({ start: shift.start.getTime(), end: shift.end.getTime() }))
    .filter((span) => span.end > from.getTime())
    .sort((a, b) => a.start - b.start);
  const merged: Span[] = [];
  for (const span of spans) {
    const last = merged.at(-1);
    if (last !== undefined && span.start <= last.end) last.end = Math.max(last.end, span.end);
    else merged.push({ ...span });
  }
  return merged;
}

/**
 * The instant by which the branch has been at work for `minutes` since `placedAt`: the clock starts at
 * the later of placement and the next opening and stands still while the branch is closed (ADR 044).
 * A branch with no working time in the lookahead (no hours kept at all) counts from placement, so an
 * order never waits for an opening that will not come.
 */
function afterWorkingMinutes(spans: readonly Span[], placedAt: Date, minutes: number): Date {
  let left = minutes * MINUTE;
  for (const span of spans) {
    const start = Math.max(span.start, placedAt.getTime());
    if (start >= span.end) continue;
    if (left <= span.end - start) return new Date(start + left);
    left -= span.end - start;
  }
  const last = spans.at(-1);
  return new Date(Math.max(last?.end ?? 0, placedAt.getTime()) + left);
}

/** The reminder is due before the rejection, whatever the two settings say. */
export function rejectAfterMinutes(settings: EscalationSettings): number {
  return Math.max(settings.autoRejectMinutes, settings.reminderMinutes + 1);
}

/**
 * The escalation clock of the branch for orders placed from `since` on (within the lookahead): one
 * computation of the hours serves every order of a batch.
 */
export function escalationClock(
  branch: EscalationHours,
  since: Date,
): (placedAt: Date, settings: EscalationSettings) => EscalationTimes {
  const spans = workingSpans(branch, since);
  return (placedAt, settings) => ({
    startsAt: afterWorkingMinutes(spans, placedAt, 0),
    remindAt: afterWorkingMinutes(spans, placedAt, settings.reminderMinutes),
    rejectAt: afterWorkingMinutes(spans, placedAt, rejectAfterMinutes(settings)),
  });
}

/**
 * When the branch takes up an order placed at `placedAt`: at once while it is at work, else at its next
 * opening. The status page tells the guest so.
 */
export function escalationStart(branch: EscalationHours, placedAt: Date): Date {
  if (isOpenAt(branch.openingHours, placedAt) || isOpenAt(deliveryRules(branch), placedAt)) return placedAt;
  return afterWorkingMinutes(workingSpans(branch, placedAt), placedAt, 0);
}

export function escalationTimes(
  branch: EscalationHours,
  placedAt: Date,
  settings: EscalationSettings,
): EscalationTimes {
  return escalationClock(branch, placedAt)(placedAt, settings);
}
