import { useMemo } from 'react';
import { statisticsTexts } from '../../../i18n/statistics.js';
import { byDate, dayChart } from '../section-chart.js';
import { StatisticsSection, type SectionProps } from '../statistics-section.js';

const headers = statisticsTexts.columns;

export function RevenuePerDay({ period, data }: SectionProps<'revenue'>) {
  const chart = useMemo(
    () =>
      dayChart(period, 'lines', 'euros', [
        { label: headers.gross, byDate: byDate(data.days, (day) => day.gross) },
        { label: headers.net, byDate: byDate(data.days, (day) => day.net) },
      ]),
    [period, data],
  );
  return (
    <StatisticsSection
      title={statisticsTexts.sections.revenuePerDay}
      name="umsatz"
      period={period}
      rows={data.days}
      columns={(column) => [
        column.day(headers.date, (day) => day.date),
        column.money(headers.gross, (day) => day.gross),
        column.money(headers.net, (day) => day.net),
      ]}
      chart={chart}
    />
  );
}
