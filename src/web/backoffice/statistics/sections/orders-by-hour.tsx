import { useMemo } from 'react';
import { statisticsTexts } from '../../../i18n/statistics.js';
import { t } from '../../../i18n/t.js';
import { barChart } from '../section-chart.js';
import { StatisticsSection, type SectionProps } from '../statistics-section.js';
import { countedSlots, orderCounts } from './order-counts.js';

const headers = statisticsTexts.columns;
const hourLabels = Array.from({ length: 24 }, (_, hour) => String(hour));

export function OrdersByHour({ period, data }: SectionProps<'order-times'>) {
  const counts = useMemo(() => orderCounts(data, 24, (cell) => cell.hour), [data]);
  const chart = useMemo(
    () => barChart('counts', hourLabels, [{ label: headers.orders, values: counts }]),
    [counts],
  );
  return (
    <StatisticsSection
      title={statisticsTexts.sections.orderHours}
      name="bestellzeiten"
      period={period}
      rows={countedSlots(counts, (hour) => t(statisticsTexts.hour, { hour }))}
      columns={(column) => [
        column.text(headers.hour, (row) => row.name),
        column.count(headers.orders, (row) => row.count),
      ]}
      chart={chart}
    />
  );
}
