import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { UserProfileResult } from '../../../../domain/schemas/statistics.js';
import type { DayPeriod } from '../../../../domain/statistics/period.js';
import { personStatisticsTexts as texts, statisticsTexts } from '../../../i18n/statistics.js';
import { timeBackofficeDe } from '../../../i18n/time-backoffice.js';
import { dateText } from '../../entities/cell-text.js';
import { QueryState } from '../query-state.js';
import { byDate, dayChart } from '../section-chart.js';
import { StatisticsSection } from '../statistics-section.js';
import { userActivitiesQuery } from './person-statistics-api.js';

const headers = statisticsTexts.columns;

/** The log's action in German; an action added later shows as the log names it. */
const actionLabel = (action: string): string =>
  Object.hasOwn(texts.actions, action) ? texts.actions[action as keyof typeof texts.actions] : action;

/** Hours worked per day, drawn and listed. */
export function WorkedPerDay({ period, profile }: { period: DayPeriod; profile: UserProfileResult }) {
  const chart = useMemo(
    () =>
      dayChart(period, 'bars', 'hours', [
        { label: texts.workedHours, byDate: byDate(profile.days, (day) => day.minutes / 60) },
      ]),
    [period, profile],
  );
  return (
    <StatisticsSection
      title={texts.workedPerDay}
      name="meine-arbeitszeit"
      period={period}
      rows={profile.days}
      columns={(column) => [
        column.day(headers.date, (day) => day.date),
        column.hours(headers.worked, (day) => day.minutes),
      ]}
      chart={chart}
    />
  );
}

/** The orders the person entered or moved on, per kind of step. */
export function OrdersHandled({ period, profile }: { period: DayPeriod; profile: UserProfileResult }) {
  return (
    <StatisticsSection
      title={texts.ordersByAction}
      name="bearbeitete-bestellungen"
      period={period}
      rows={profile.orders.byAction}
      columns={(column) => [
        column.text(texts.action, (row) => actionLabel(row.action)),
        column.count(headers.orders, (row) => row.orders),
      ]}
    />
  );
}

/** Each activity of the period: its kind, start, end and worked hours. */
export function PersonActivities({ user, period }: { user: number; period: DayPeriod }) {
  const activities = useQuery(userActivitiesQuery(user, period));
  return (
    <QueryState query={activities}>
      {(rows) => (
        <StatisticsSection
          title={texts.activities}
          name="aktivitaeten"
          period={period}
          rows={rows}
          columns={(column) => [
            column.text(texts.kind, (row) => timeBackofficeDe.sheets.kinds[row.kind]),
            column.text(texts.start, (row) => dateText(row.startedAt)),
            column.text(texts.end, (row) => (row.endedAt === null ? texts.running : dateText(row.endedAt))),
            column.hours(headers.worked, (row) => row.workedMinutes ?? 0),
          ]}
        />
      )}
    </QueryState>
  );
}
