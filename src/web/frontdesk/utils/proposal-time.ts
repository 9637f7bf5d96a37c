import { viennaInstant, viennaParts } from '../../../domain/opening-hours/vienna-time.js';

const MINUTE = 60_000;
const STEP_MINUTES = 5;

/** The date and time fields `minutes` after the later of the guest's wish and now, rounded up to five minutes. */
export function laterThan(
  appointment: string | null,
  now: Date,
  minutes: number,
): { date: string; time: string } {
  const base = Math.max(now.getTime(), appointment === null ? 0 : Date.parse(appointment));
  const step = STEP_MINUTES * MINUTE;
  return viennaParts(new Date(Math.ceil((base + minutes * MINUTE) / step) * step));
}

/** The proposal as the API takes it, or null while the fields do not name a time after `now`. */
export function proposalInstant(date: string, time: string, now: Date): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^([01]\d|2[0-3]):[0-5]\d$/.test(time)) return null;
  const instant = viennaInstant(date, time);
  if (Number.isNaN(instant.getTime()) || instant.getTime() <= now.getTime()) return null;
  return instant.toISOString();
}
