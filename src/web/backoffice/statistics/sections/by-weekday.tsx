import { useMemo } from 'react';
import { statisticsTexts } from '../../../i18n/statistics.js';
import { barChart } from '../section-chart.js';
import { StatisticsSection } from '../statistics-section.js';
import { countedSlots, slotCounts, type TimeCell } from './time-slots.js';
import { timeSections, type TimeSectionProps } from './time-sections.js';

const weekdays = statisticsTexts.weekdays;
const weekdayLabels = weekdays.map((name) => name.slice(0, 2));

/** Orders placed, or pages visited, per weekday, Monday first. */
export function ByWeekday({ of, period, data }: TimeSectionProps) {
  const texts = timeSections[of];
  // The API counts weekdays from 1 (Monday), as ISO does.
  const counts = useMemo(() => slotCounts(data, 7, (cell: TimeCell) => cell.weekday - 1), [data]);
  const chart = useMemo(
    () => barChart('counts', weekdayLabels, [{ label: texts.counted, values: counts }]),
    [counts, texts],
  );
  return (
    <StatisticsSection
      title={texts.byWeekday}
      name={texts.weekdayFile}
      period={period}
      rows={countedSlots(counts, (index) => weekdays[index] ?? '')}
      columns={(column) => [
        column.text(statisticsTexts.columns.weekday, (row) => row.name),
        column.count(texts.counted, (row) => row.count),
      ]}
      chart={chart}
    />
  );
}
