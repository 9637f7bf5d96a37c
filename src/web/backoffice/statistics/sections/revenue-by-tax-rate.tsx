import { useMemo } from 'react';
import { formatNumber } from '../../../../domain/money/format.js';
import { statisticsTexts } from '../../../i18n/statistics.js';
import { t } from '../../../i18n/t.js';
import { barChart } from '../section-chart.js';
import { StatisticsSection, type SectionProps } from '../statistics-section.js';

const headers = statisticsTexts.columns;
const rateName = (line: { rate: number }) => t(statisticsTexts.rate, { rate: formatNumber(line.rate) });

export function RevenueByTaxRate({ period, data }: SectionProps<'revenue'>) {
  const chart = useMemo(
    () =>
      barChart('euros', data.byTaxRate.map(rateName), [
        { label: headers.gross, values: data.byTaxRate.map((line) => line.gross) },
      ]),
    [data],
  );
  return (
    <StatisticsSection
      title={statisticsTexts.sections.revenueByTaxRate}
      name="steuersaetze"
      period={period}
      rows={data.byTaxRate}
      columns={(column) => [
        column.text(headers.rate, rateName),
        column.money(headers.net, (line) => line.net),
        column.money(headers.tax, (line) => line.tax),
        column.money(headers.gross, (line) => line.gross),
      ]}
      chart={chart}
    />
  );
}
