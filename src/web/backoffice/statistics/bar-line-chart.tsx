import 'uplot/dist/uPlot.min.css';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import { statisticsTexts } from '../../i18n/statistics.js';
import { t } from '../../i18n/t.js';

export type ChartSeries = { label: string; values: readonly number[]; color: string };

type Props = {
  title: string;
  /** One label per position on the x axis (days, hours, products …). */
  labels: readonly string[];
  series: readonly ChartSeries[];
  kind: 'bars' | 'lines';
  formatValue: (value: number) => string;
  /** Counts: ticks on whole numbers only, never '0,2 Bestellungen'. */
  wholeNumbers?: boolean;
};

const wholeSteps = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000, 20_000, 50_000, 100_000];

const HEIGHT = 240;

/**
 * A bar or line chart drawn by uPlot on a canvas. A canvas says nothing to a screen reader, so the chart
 * is an image named for its title and the numbers stand in the table beside it (WCAG 1.1.1).
 */
export function BarLineChart({ title, labels, series, kind, formatValue, wholeNumbers = false }: Props) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const bars = uPlot.paths.bars?.({ size: [0.7, 48] });
    const options: uPlot.Options = {
      width: Math.max(element.clientWidth, 200),
      height: HEIGHT,
      legend: { show: series.length > 1, live: false },
      cursor: { drag: { x: false, y: false }, points: { show: kind === 'lines' } },
      scales: {
        x: {
          time: false,
          // Bars need half a slot either side; one day alone would else sit on the frame.
          range: () => [-0.5, Math.max(labels.length - 0.5, 0.5)],
        },
        y: { range: (_chart, _min, max) => [0, max > 0 ? max * 1.1 : 1] },
      },
      axes: [
        {
          incrs: [1, 2, 3, 4, 6, 7, 12, 14, 28, 30, 60, 90],
          values: (_chart, splits) => splits.map((split) => labels[split] ?? ''),
          font: '12px monospace',
        },
        {
          values: (_chart, splits) => splits.map(formatValue),
          size: 72,
          font: '12px monospace',
          ...(wholeNumbers ? { incrs: wholeSteps } : {}),
        },
      ],
      series: [
        {},
        ...series.map((line) => ({
          label: line.label,
          stroke: line.color,
          width: 2,
          fill: kind === 'bars' ? line.color : undefined,
          paths: kind === 'bars' ? bars : undefined,
          points: { show: kind === 'lines', size: 6, fill: line.color },
          value: (_chart: uPlot, value: number | null) => (value === null ? '–' : formatValue(value)),
        })),
      ],
    };
    const chart = new uPlot(
      options,
      [labels.map((_label, index) => index), ...series.map((line) => [...line.values])],
      element,
    );
    const resize = new ResizeObserver(() =>
      chart.setSize({ width: Math.max(element.clientWidth, 200), height: HEIGHT }),
    );
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [labels, series, kind, formatValue, wholeNumbers]);
  return (
    <div ref={box} className="bo-stats__chart" role="img" aria-label={t(statisticsTexts.chart, { title })} />
  );
}
