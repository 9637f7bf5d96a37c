import { viennaParts } from '../../../domain/opening-hours/vienna-time.js';
import {
  periodPresets,
  presetPeriod,
  previousPeriod,
  type DayPeriod,
  type PeriodPreset,
} from '../../../domain/statistics/period.js';

export type PeriodChoice = {
  preset: PeriodPreset;
  period: DayPeriod;
  previous: DayPeriod;
  branch: number | undefined;
  /** A custom period whose end lies before its start: nothing is asked of the server. */
  reversed: boolean;
};

const isDate = (value: string | null): value is string => value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value);
const isPreset = (value: string | null): value is PeriodPreset =>
  periodPresets.some((preset) => preset === value);

/**
 * The dashboard's choice from its address (`?period=month&branch=2`, `?period=custom&from=…&to=…`), so a
 * reload or a shared link shows the same figures. Anything unreadable falls back to today, all branches.
 */
export function periodChoice(params: URLSearchParams, now: Date, branchIds: readonly number[]): PeriodChoice {
  const today = viennaParts(now).date;
  const asked = params.get('period');
  const preset = isPreset(asked) ? asked : 'today';
  const from = params.get('from');
  const to = params.get('to');
  const period =
    preset === 'custom'
      ? { from: isDate(from) ? from : today, to: isDate(to) ? to : today }
      : presetPeriod(preset, today);
  const branch = Number(params.get('branch'));
  const reversed = period.to < period.from;
  return {
    preset,
    period,
    previous: reversed ? period : previousPeriod(period, preset),
    branch: branchIds.includes(branch) ? branch : undefined,
    reversed,
  };
}
