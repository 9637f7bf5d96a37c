import { useMemo } from 'react';
import { formatNumber } from '../../../domain/money/format.js';
import type { StatisticsResult } from '../../../domain/schemas/statistics.js';
import { daysOf, type DayPeriod } from '../../../domain/statistics/period.js';
import { unitCatalogue, unitLabel, type UnitId } from '../../../domain/units/catalogue.js';
import { statisticsTexts } from '../../i18n/statistics.js';
import { ordersDe } from '../../i18n/orders.js';
import { t } from '../../i18n/t.js';
import { BarLineChart, type ChartSeries } from './bar-line-chart.js';
import { euros } from './csv.js';
import { QueryState } from './query-state.js';
import { dayText, euroText, hoursText } from './statistics-format.js';
import { StatisticsTable, type Cell } from './statistics-table.js';
import { useStatistics } from './use-statistics.js';

const texts = statisticsTexts;
const columns = texts.columns;
// Black and a dark blue: both keep 3:1 and more against white, as WCAG asks of graphics (1.4.11).
const FIRST = '#000000';
const SECOND = '#1f5fa8';

const euroAxis = (cents: number) => euroText(cents);
const countAxis = (value: number) => formatNumber(value, 0);
const money = (cents: number): Cell => ({ shown: euroText(cents), csv: euros(cents) });
const whole = (value: number): Cell => ({ shown: formatNumber(value, 0), csv: value });
const plain = (value: string): Cell => ({ shown: value, csv: value });
const day = (date: string): Cell => ({ shown: dayText(date), csv: dayText(date) });
const hours = (minutes: number): Cell => ({
  shown: hoursText(minutes),
  csv: { decimal: minutes / 60, digits: 2 },
});

type Props = { period: DayPeriod; branch: number | undefined };

/** Values per day of the period, 0 where a day had none, for a chart's continuous axis. */
function perDay<Row extends { date: string }>(
  period: DayPeriod,
  rows: readonly Row[],
  value: (row: Row) => number,
) {
  const byDate = new Map(rows.map((row) => [row.date, value(row)]));
  return daysOf(period).map((date) => byDate.get(date) ?? 0);
}

function useDayLabels(period: DayPeriod) {
  return useMemo(() => daysOf(period).map((date) => dayText(date, false)), [period]);
}

function RevenueSections({ period, data }: { period: DayPeriod; data: StatisticsResult<'revenue'> }) {
  const labels = useDayLabels(period);
  const series = useMemo<ChartSeries[]>(
    () => [
      { label: columns.gross, values: perDay(period, data.days, (row) => row.gross), color: FIRST },
      { label: columns.net, values: perDay(period, data.days, (row) => row.net), color: SECOND },
    ],
    [period, data],
  );
  const rateLabels = useMemo(
    () => data.byTaxRate.map((line) => t(texts.rate, { rate: formatNumber(line.rate) })),
    [data],
  );
  const rateSeries = useMemo<ChartSeries[]>(
    () => [{ label: columns.gross, values: data.byTaxRate.map((line) => line.gross), color: FIRST }],
    [data],
  );
  const methodName = (method: string) =>
    method in ordersDe.payments ? ordersDe.payments[method as keyof typeof ordersDe.payments] : method;
  const methodLabels = useMemo(() => data.byPaymentMethod.map((line) => methodName(line.method)), [data]);
  const methodSeries = useMemo<ChartSeries[]>(
    () => [{ label: columns.gross, values: data.byPaymentMethod.map((line) => line.gross), color: FIRST }],
    [data],
  );
  return (
    <>
      <StatisticsTable
        title={texts.sections.revenuePerDay}
        name="umsatz"
        period={period}
        columns={[
          { header: columns.date },
          { header: columns.gross, numeric: true },
          { header: columns.net, numeric: true },
        ]}
        rows={data.days.map((row) => [day(row.date), money(row.gross), money(row.net)])}
        chart={
          <BarLineChart
            title={texts.sections.revenuePerDay}
            labels={labels}
            series={series}
            kind={labels.length > 1 ? 'lines' : 'bars'}
            formatValue={euroAxis}
          />
        }
      />
      <div className="bo-stats__pair">
        <StatisticsTable
          title={texts.sections.revenueByTaxRate}
          name="steuersaetze"
          period={period}
          columns={[
            { header: columns.rate },
            { header: columns.net, numeric: true },
            { header: columns.tax, numeric: true },
            { header: columns.gross, numeric: true },
          ]}
          rows={data.byTaxRate.map((line, index) => [
            plain(rateLabels[index] ?? ''),
            money(line.net),
            money(line.tax),
            money(line.gross),
          ])}
          chart={
            <BarLineChart
              title={texts.sections.revenueByTaxRate}
              labels={rateLabels}
              series={rateSeries}
              kind="bars"
              formatValue={euroAxis}
            />
          }
        />
        <StatisticsTable
          title={texts.sections.revenueByPaymentMethod}
          name="zahlungsarten"
          period={period}
          columns={[
            { header: columns.method },
            { header: columns.orders, numeric: true },
            { header: columns.net, numeric: true },
            { header: columns.gross, numeric: true },
          ]}
          rows={data.byPaymentMethod.map((line, index) => [
            plain(methodLabels[index] ?? line.method),
            whole(line.orders),
            money(line.net),
            money(line.gross),
          ])}
          chart={
            <BarLineChart
              title={texts.sections.revenueByPaymentMethod}
              labels={methodLabels}
              series={methodSeries}
              kind="bars"
              formatValue={euroAxis}
            />
          }
        />
      </div>
    </>
  );
}

function OrdersPerDay({
  period,
  orders,
  items,
}: {
  period: DayPeriod;
  orders: StatisticsResult<'orders'>;
  items: StatisticsResult<'items'>;
}) {
  const labels = useDayLabels(period);
  const series = useMemo<ChartSeries[]>(
    () => [{ label: columns.orders, values: perDay(period, orders.days, (row) => row.orders), color: FIRST }],
    [period, orders],
  );
  const lines = new Map(items.map((row) => [row.date, row.lines]));
  return (
    <StatisticsTable
      title={texts.sections.ordersPerDay}
      name="bestellungen"
      period={period}
      columns={[
        { header: columns.date },
        { header: columns.orders, numeric: true },
        { header: columns.canceled, numeric: true },
        { header: columns.lines, numeric: true },
        { header: columns.gross, numeric: true },
      ]}
      rows={orders.days.map((row) => [
        day(row.date),
        whole(row.orders),
        whole(row.canceled),
        whole(lines.get(row.date) ?? 0),
        money(row.gross),
      ])}
      chart={
        <BarLineChart
          title={texts.sections.ordersPerDay}
          labels={labels}
          series={series}
          kind="bars"
          formatValue={countAxis}
          wholeNumbers
        />
      }
    />
  );
}

const hourLabels = Array.from({ length: 24 }, (_, hour) => String(hour));
const weekdayLabels = texts.weekdays.map((name) => name.slice(0, 2));

function OrderTimes({ period, data }: { period: DayPeriod; data: StatisticsResult<'order-times'> }) {
  const { byHour, byWeekday } = useMemo(() => {
    const hourCounts = Array.from({ length: 24 }, () => 0);
    const weekdayCounts = Array.from({ length: 7 }, () => 0);
    for (const cell of data) {
      hourCounts[cell.hour] = (hourCounts[cell.hour] ?? 0) + cell.value;
      weekdayCounts[cell.weekday - 1] = (weekdayCounts[cell.weekday - 1] ?? 0) + cell.value;
    }
    return {
      byHour: [{ label: columns.orders, values: hourCounts, color: FIRST }],
      byWeekday: [{ label: columns.orders, values: weekdayCounts, color: FIRST }],
    };
  }, [data]);
  const hourValues = byHour[0]?.values ?? [];
  const weekdayValues = byWeekday[0]?.values ?? [];
  return (
    <div className="bo-stats__pair">
      <StatisticsTable
        title={texts.sections.orderHours}
        name="bestellzeiten"
        period={period}
        columns={[{ header: columns.hour }, { header: columns.orders, numeric: true }]}
        rows={hourValues.flatMap((value, hour) =>
          value > 0 ? [[plain(t(texts.hour, { hour })), whole(value)]] : [],
        )}
        chart={
          <BarLineChart
            title={texts.sections.orderHours}
            labels={hourLabels}
            series={byHour}
            kind="bars"
            formatValue={countAxis}
            wholeNumbers
          />
        }
      />
      <StatisticsTable
        title={texts.sections.orderWeekdays}
        name="wochentage"
        period={period}
        columns={[{ header: columns.weekday }, { header: columns.orders, numeric: true }]}
        rows={weekdayValues.flatMap((value, index) =>
          value > 0 ? [[plain(texts.weekdays[index] ?? ''), whole(value)]] : [],
        )}
        chart={
          <BarLineChart
            title={texts.sections.orderWeekdays}
            labels={weekdayLabels}
            series={byWeekday}
            kind="bars"
            formatValue={countAxis}
            wholeNumbers
          />
        }
      />
    </div>
  );
}

function PopularItems({ period, data }: { period: DayPeriod; data: StatisticsResult<'popular-items'> }) {
  const top = useMemo(() => data.slice(0, 10), [data]);
  const labels = useMemo(() => top.map((line) => line.name), [top]);
  const series = useMemo<ChartSeries[]>(
    () => [{ label: columns.lines, values: top.map((line) => line.lines), color: FIRST }],
    [top],
  );
  const unitName = (unit: string) => (unit in unitCatalogue ? unitLabel(unit as UnitId) : unit);
  return (
    <StatisticsTable
      title={texts.sections.popularItems}
      name="produkte"
      period={period}
      columns={[
        { header: columns.product },
        { header: columns.amount, numeric: true },
        { header: columns.unit },
        { header: columns.lines, numeric: true },
        { header: columns.gross, numeric: true },
      ]}
      rows={data.map((line) => [
        plain(line.name),
        { shown: formatNumber(Number(line.amount), 3), csv: { decimal: Number(line.amount), digits: 3 } },
        plain(unitName(line.unit)),
        whole(line.lines),
        money(line.gross),
      ])}
      chart={
        <BarLineChart
          title={texts.sections.popularItems}
          labels={labels}
          series={series}
          kind="bars"
          formatValue={countAxis}
          wholeNumbers
        />
      }
    />
  );
}

/** Revenue, orders, order times and products: per branch, for everybody who takes orders. */
export function OrderSections({ period, branch }: Props) {
  const revenue = useStatistics('revenue', period, branch);
  const orders = useStatistics('orders', period, branch);
  const items = useStatistics('items', period, branch);
  const times = useStatistics('order-times', period, branch);
  const popular = useStatistics('popular-items', period, branch);
  return (
    <>
      <QueryState query={revenue}>{(data) => <RevenueSections period={period} data={data} />}</QueryState>
      <QueryState query={orders}>
        {(ordersData) => (
          <QueryState query={items}>
            {(itemsData) => <OrdersPerDay period={period} orders={ordersData} items={itemsData} />}
          </QueryState>
        )}
      </QueryState>
      <QueryState query={times}>{(data) => <OrderTimes period={period} data={data} />}</QueryState>
      <QueryState query={popular}>{(data) => <PopularItems period={period} data={data} />}</QueryState>
    </>
  );
}

function VisitorsPerDay({
  period,
  visitors,
  views,
}: {
  period: DayPeriod;
  visitors: StatisticsResult<'unique-visitors'>;
  views: StatisticsResult<'page-views'>;
}) {
  const labels = useDayLabels(period);
  const series = useMemo<ChartSeries[]>(
    () => [
      { label: columns.visitors, values: perDay(period, visitors.days, (row) => row.value), color: FIRST },
      { label: columns.pageViews, values: perDay(period, views.days, (row) => row.value), color: SECOND },
    ],
    [period, visitors, views],
  );
  const visitorsByDate = new Map(visitors.days.map((row) => [row.date, row.value]));
  const viewsByDate = new Map(views.days.map((row) => [row.date, row.value]));
  const dates = [...new Set([...visitorsByDate.keys(), ...viewsByDate.keys()])].sort();
  return (
    <StatisticsTable
      title={texts.sections.visitorsPerDay}
      name="besucher"
      period={period}
      columns={[
        { header: columns.date },
        { header: columns.visitors, numeric: true },
        { header: columns.pageViews, numeric: true },
      ]}
      rows={dates.map((date) => [
        day(date),
        whole(visitorsByDate.get(date) ?? 0),
        whole(viewsByDate.get(date) ?? 0),
      ])}
      chart={
        <BarLineChart
          title={texts.sections.visitorsPerDay}
          labels={labels}
          series={series}
          kind={labels.length > 1 ? 'lines' : 'bars'}
          formatValue={countAxis}
          wholeNumbers
        />
      }
    />
  );
}

/** The shop's visitors, pages and events: the whole shop's, so administrators only (the server agrees). */
export function VisitorSections({ period }: { period: DayPeriod }) {
  const visitors = useStatistics('unique-visitors', period, undefined);
  const views = useStatistics('page-views', period, undefined);
  const pages = useStatistics('pages', period, undefined);
  const events = useStatistics('events', period, undefined);
  const keyTable = (title: string, name: string, header: string, rows: StatisticsResult<'pages'>) => (
    <StatisticsTable
      title={title}
      name={name}
      period={period}
      columns={[{ header }, { header: columns.count, numeric: true }]}
      rows={rows.map((row) => [plain(row.key), whole(row.value)])}
    />
  );
  return (
    <>
      <QueryState query={visitors}>
        {(visitorData) => (
          <QueryState query={views}>
            {(viewData) => <VisitorsPerDay period={period} visitors={visitorData} views={viewData} />}
          </QueryState>
        )}
      </QueryState>
      <div className="bo-stats__pair">
        <QueryState query={pages}>
          {(data) => keyTable(texts.sections.pages, 'seiten', columns.page, data)}
        </QueryState>
        <QueryState query={events}>
          {(data) => keyTable(texts.sections.events, 'ereignisse', columns.event, data)}
        </QueryState>
      </div>
    </>
  );
}

/** Hours worked and planned per person in the branches the user may see. */
export function WorkSections({ period, branch }: Props) {
  const worked = useStatistics('working-activities', period, branch);
  const planned = useStatistics('working-schedules', period, branch);
  return (
    <div className="bo-stats__pair">
      <QueryState query={worked}>
        {(data) => (
          <StatisticsTable
            title={texts.sections.workingActivities}
            name="arbeitszeiten"
            period={period}
            columns={[
              { header: columns.person },
              { header: columns.days, numeric: true },
              { header: columns.worked, numeric: true },
            ]}
            rows={data.map((person) => [
              plain(person.name),
              whole(person.days.length),
              hours(person.minutes),
            ])}
          />
        )}
      </QueryState>
      <QueryState query={planned}>
        {(data) => (
          <StatisticsTable
            title={texts.sections.workingSchedules}
            name="schichten"
            period={period}
            columns={[
              { header: columns.person },
              { header: columns.shifts, numeric: true },
              { header: columns.planned, numeric: true },
            ]}
            rows={data.map((person) => [plain(person.name), whole(person.shifts), hours(person.minutes)])}
          />
        )}
      </QueryState>
    </div>
  );
}
