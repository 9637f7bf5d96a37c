import { useMemo } from 'react';
import { ordersDe } from '../../../i18n/orders.js';
import { statisticsTexts } from '../../../i18n/statistics.js';
import { barChart } from '../section-chart.js';
import { StatisticsSection, type SectionProps } from '../statistics-section.js';

const headers = statisticsTexts.columns;
// A method the catalogue does not know yet is shown as the API names it.
const methodName = ({ method }: { method: string }) =>
  method in ordersDe.payments ? ordersDe.payments[method as keyof typeof ordersDe.payments] : method;

export function RevenueByPaymentMethod({ period, data }: SectionProps<'revenue'>) {
  const chart = useMemo(
    () =>
      barChart('euros', data.byPaymentMethod.map(methodName), [
        { label: headers.gross, values: data.byPaymentMethod.map((line) => line.gross) },
      ]),
    [data],
  );
  return (
    <StatisticsSection
      title={statisticsTexts.sections.revenueByPaymentMethod}
      name="zahlungsarten"
      period={period}
      rows={data.byPaymentMethod}
      columns={(column) => [
        column.text(headers.method, methodName),
        column.count(headers.orders, (line) => line.orders),
        column.money(headers.net, (line) => line.net),
        column.money(headers.gross, (line) => line.gross),
      ]}
      chart={chart}
    />
  );
}
