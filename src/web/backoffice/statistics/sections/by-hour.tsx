import { useMemo } from 'react';
import { statisticsTexts } from '../../../i18n/statistics.js';
import { t } from '../../../i18n/t.js';
import { barChart } from '../section-chart.js';
import { StatisticsSection } from '../statistics-section.js';
import { countedSlots, slotCounts, type TimeCell } from './time-slots.js';
import { timeSections, type TimeSectionProps } from './time-sections.js';

const hourLabels = Array.from({ length: 24 }, (_, hour) => String(hour));

/** Orders placed, or pages visited, per hour of the day in Vienna. */
export function ByHour({ of, period, data }: TimeSectionProps) {
  const texts = timeSections[of];
  const counts = useMemo(() => slotCounts(data, 24, (cell: TimeCell) => cell.hour), [data]);
  const chart = useMemo(
    () => barChart('counts', hourLabels, [{ label: texts.counted, values: counts }]),
    [counts, texts],
  );
  return (
    <StatisticsSection
      title={texts.byHour}
      name={texts.hourFile}
      period={period}
      rows={countedSlots(counts, (hour) => t(statisticsTexts.hour, { hour }))}
      columns={(column) => [
        column.text(statisticsTexts.columns.hour, (row) => row.name),
        column.count(texts.counted, (row) => row.count),
      ]}
      chart={chart}
    />
  );
}
