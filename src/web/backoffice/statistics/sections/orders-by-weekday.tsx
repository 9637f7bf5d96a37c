import { useMemo } from 'react';
import { statisticsTexts } from '../../../i18n/statistics.js';
import { barChart } from '../section-chart.js';
import { StatisticsSection, type SectionProps } from '../statistics-section.js';
import { countedSlots, orderCounts } from './order-counts.js';

const headers = statisticsTexts.columns;
const weekdays = statisticsTexts.weekdays;
const weekdayLabels = weekdays.map((name) => name.slice(0, 2));

export function OrdersByWeekday({ period, data }: SectionProps<'order-times'>) {
  // The API counts weekdays from 1 (Monday), as ISO does.
  const counts = useMemo(() => orderCounts(data, 7, (cell) => cell.weekday - 1), [data]);
  const chart = useMemo(
    () => barChart('counts', weekdayLabels, [{ label: headers.orders, values: counts }]),
    [counts],
  );
  return (
    <StatisticsSection
      title={statisticsTexts.sections.orderWeekdays}
      name="wochentage"
      period={period}
      rows={countedSlots(counts, (index) => weekdays[index] ?? '')}
      columns={(column) => [
        column.text(headers.weekday, (row) => row.name),
        column.count(headers.orders, (row) => row.count),
      ]}
      chart={chart}
    />
  );
}
