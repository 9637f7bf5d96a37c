import { formatNumber } from '../../../domain/money/format.js';
import { daysOf, type DayPeriod } from '../../../domain/statistics/period.js';
import type { ChartSeries } from './bar-line-chart.js';
import { dayText, euroText } from './statistics-format.js';

/** What a section's chart draws; the chart is named for its section. */
export type SectionChart = {
  labels: readonly string[];
  series: readonly ChartSeries[];
  kind: 'bars' | 'lines';
  measure: keyof typeof measures;
};

/** A line, or a row of bars: its name in the legend and a value per label. */
export type ChartLine = { label: string; values: readonly number[] };

/** How a chart's axis writes its values; counts get ticks on whole numbers only, never '0,2 Bestellungen'. */
export const measures = {
  euros: { formatValue: euroText, wholeNumbers: false },
  counts: { formatValue: (value: number) => formatNumber(value, 0), wholeNumbers: true },
  hours: { formatValue: (value: number) => formatNumber(value, 1), wholeNumbers: false },
} as const;

// Black and a dark blue: both keep 3:1 and more against white, as WCAG asks of graphics (1.4.11).
const FIRST = '#000000';
const SECOND = '#1f5fa8';

const coloured = (lines: readonly ChartLine[]): ChartSeries[] =>
  lines.map((line, index) => ({ ...line, color: index === 0 ? FIRST : SECOND }));

/** Bars, one per label (a tax rate, a payment method, an hour …). */
export function barChart(
  measure: SectionChart['measure'],
  labels: readonly string[],
  lines: readonly ChartLine[],
): SectionChart {
  return { labels, series: coloured(lines), kind: 'bars', measure };
}

/** A value per date, as the API lists them: only the days that had any. */
export function byDate<Row extends { date: string }>(
  rows: readonly Row[],
  value: (row: Row) => number,
): ReadonlyMap<string, number> {
  return new Map(rows.map((row) => [row.date, value(row)]));
}

/**
 * Every day of the period on a continuous axis, 0 where a day had none. A line needs two days: a period
 * of one day is drawn as bars.
 */
export function dayChart(
  period: DayPeriod,
  kind: SectionChart['kind'],
  measure: SectionChart['measure'],
  lines: readonly { label: string; byDate: ReadonlyMap<string, number> }[],
): SectionChart {
  const days = daysOf(period);
  return {
    labels: days.map((date) => dayText(date, false)),
    series: coloured(
      lines.map(({ label, byDate }) => ({ label, values: days.map((date) => byDate.get(date) ?? 0) })),
    ),
    kind: kind === 'lines' && days.length > 1 ? 'lines' : 'bars',
    measure,
  };
}
