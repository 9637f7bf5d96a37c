import { useMemo } from 'react';
import type { StatisticsResult } from '../../../../domain/schemas/statistics.js';
import type { DayPeriod } from '../../../../domain/statistics/period.js';
import { statisticsTexts } from '../../../i18n/statistics.js';
import { byDate, dayChart } from '../section-chart.js';
import { StatisticsSection } from '../statistics-section.js';
import { canceledShare } from './canceled-share.js';

const headers = statisticsTexts.columns;

type Props = {
  period: DayPeriod;
  canceled: StatisticsResult<'canceled-orders'>;
  orders: StatisticsResult<'orders'>;
};

/** Cancelled, rejected and failed orders per day, with their share of the day's orders. */
export function CanceledPerDay({ period, canceled, orders }: Props) {
  const canceledByDate = useMemo(() => byDate(canceled.days, (day) => day.value), [canceled]);
  const ordersByDate = useMemo(() => byDate(orders.days, (day) => day.orders), [orders]);
  const chart = useMemo(
    () => dayChart(period, 'bars', 'counts', [{ label: headers.canceled, byDate: canceledByDate }]),
    [period, canceledByDate],
  );
  // Only days with a cancellation: a table of zeros would hide the few that matter.
  const rows = canceled.days.filter((day) => day.value > 0);
  return (
    <StatisticsSection
      title={statisticsTexts.sections.canceledPerDay}
      name="stornierungen"
      period={period}
      rows={rows}
      columns={(column) => [
        column.day(headers.date, (day) => day.date),
        column.count(headers.canceled, (day) => day.value),
        column.count(headers.orders, (day) => ordersByDate.get(day.date) ?? 0),
        column.text(headers.canceledShare, (day) =>
          canceledShare(day.value, ordersByDate.get(day.date) ?? 0),
        ),
      ]}
      chart={chart}
    />
  );
}
