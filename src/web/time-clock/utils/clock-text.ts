import type { WorkingScheduleEntity } from '../../../domain/schemas/entities/working-schedule.js';
import { viennaParts } from '../../../domain/opening-hours/vienna-time.js';

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** Worked time as a stopwatch shows it: 7:05:09. */
export function elapsedText(ms: number): string {
  const seconds = Math.floor(Math.max(0, ms) / 1000);
  const hours = Math.floor(seconds / 3600);
  return `${hours}:${twoDigits(Math.floor(seconds / 60) % 60)}:${twoDigits(seconds % 60)}`;
}

/** Shifts that touch today in Vienna, and the ones after today, both by their start. */
export function splitShifts(
  schedules: readonly WorkingScheduleEntity[],
  now: Date,
): { today: WorkingScheduleEntity[]; later: WorkingScheduleEntity[] } {
  const today = viennaParts(now).date;
  const sorted = [...schedules].sort((a, b) => a.startsAt.localeCompare(b.startsAt));
  const dayOf = (iso: string) => viennaParts(new Date(iso)).date;
  return {
    today: sorted.filter((shift) => dayOf(shift.startsAt) <= today && dayOf(shift.endsAt) >= today),
    later: sorted.filter((shift) => dayOf(shift.startsAt) > today),
  };
}

/** Holiday days as the balance counts them: whole days plain, half days with a decimal comma. */
export function daysNumber(days: number): string {
  return new Intl.NumberFormat('de-AT', { maximumFractionDigits: 1 }).format(days);
}
