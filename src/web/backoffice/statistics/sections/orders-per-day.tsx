import { useMemo } from 'react';
import type { StatisticsResult } from '../../../../domain/schemas/statistics.js';
import type { DayPeriod } from '../../../../domain/statistics/period.js';
import { statisticsTexts } from '../../../i18n/statistics.js';
import { byDate, dayChart } from '../section-chart.js';
import { StatisticsSection } from '../statistics-section.js';

const headers = statisticsTexts.columns;

type Props = { period: DayPeriod; orders: StatisticsResult<'orders'>; items: StatisticsResult<'items'> };

export function OrdersPerDay({ period, orders, items }: Props) {
  const chart = useMemo(
    () =>
      dayChart(period, 'bars', 'counts', [
        { label: headers.orders, byDate: byDate(orders.days, (day) => day.orders) },
      ]),
    [period, orders],
  );
  const lines = byDate(items, (day) => day.lines);
  return (
    <StatisticsSection
      title={statisticsTexts.sections.ordersPerDay}
      name="bestellungen"
      period={period}
      rows={orders.days}
      columns={(column) => [
        column.day(headers.date, (day) => day.date),
        column.count(headers.orders, (day) => day.orders),
        column.count(headers.canceled, (day) => day.canceled),
        column.count(headers.lines, (day) => lines.get(day.date) ?? 0),
        column.money(headers.gross, (day) => day.gross),
      ]}
      chart={chart}
    />
  );
}
