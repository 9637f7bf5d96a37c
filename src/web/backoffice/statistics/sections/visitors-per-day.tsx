import { useMemo } from 'react';
import type { StatisticsResult } from '../../../../domain/schemas/statistics.js';
import type { DayPeriod } from '../../../../domain/statistics/period.js';
import { statisticsTexts } from '../../../i18n/statistics.js';
import { byDate, dayChart } from '../section-chart.js';
import { StatisticsSection } from '../statistics-section.js';

const headers = statisticsTexts.columns;

type Props = {
  period: DayPeriod;
  visitors: StatisticsResult<'unique-visitors'>;
  views: StatisticsResult<'page-views'>;
};

export function VisitorsPerDay({ period, visitors, views }: Props) {
  const visitorsByDate = useMemo(() => byDate(visitors.days, (day) => day.value), [visitors]);
  const viewsByDate = useMemo(() => byDate(views.days, (day) => day.value), [views]);
  const chart = useMemo(
    () =>
      dayChart(period, 'lines', 'counts', [
        { label: headers.visitors, byDate: visitorsByDate },
        { label: headers.pageViews, byDate: viewsByDate },
      ]),
    [period, visitorsByDate, viewsByDate],
  );
  // The two calls may list different days; the table lists every day either of them has.
  const dates = [...new Set([...visitorsByDate.keys(), ...viewsByDate.keys()])].sort();
  return (
    <StatisticsSection
      title={statisticsTexts.sections.visitorsPerDay}
      name="besucher"
      period={period}
      rows={dates}
      columns={(column) => [
        column.day(headers.date, (date) => date),
        column.count(headers.visitors, (date) => visitorsByDate.get(date) ?? 0),
        column.count(headers.pageViews, (date) => viewsByDate.get(date) ?? 0),
      ]}
      chart={chart}
    />
  );
}
