import { useQuery } from '@tanstack/react-query';
import { formatNumber } from '../../../../domain/money/format.js';
import type { UserProfileResult } from '../../../../domain/schemas/statistics.js';
import type { DayPeriod } from '../../../../domain/statistics/period.js';
import { personStatisticsTexts as texts } from '../../../i18n/statistics.js';
import { FigureCards, type Figure } from '../figure-cards.js';
import { QueryState } from '../query-state.js';
import { hoursText } from '../statistics-format.js';
import { userProfileQuery } from './person-statistics-api.js';

const count = (value: number) => formatNumber(value, 0);
const hours = (minutes: number) => `${hoursText(minutes)}\u00a0h`;

function figuresOf(now: UserProfileResult, before: UserProfileResult): Figure[] {
  return [
    { label: texts.worked, current: now.workedMinutes, previous: before.workedMinutes, format: hours },
    { label: texts.planned, current: now.plannedMinutes, previous: before.plannedMinutes, format: hours },
    { label: texts.shifts, current: now.shifts, previous: before.shifts, format: count },
    { label: texts.workDays, current: now.days.length, previous: before.days.length, format: count },
    {
      label: texts.ordersHandled,
      current: now.orders.handled,
      previous: before.orders.handled,
      format: count,
    },
  ];
}

/** The person's key figures for the period, each against the previous period of as many days. */
export function PersonFigures({
  user,
  period,
  previous,
  children,
}: {
  user: number;
  period: DayPeriod;
  previous: DayPeriod;
  children: (profile: UserProfileResult) => React.ReactNode;
}) {
  const now = useQuery(userProfileQuery(user, period));
  const before = useQuery(userProfileQuery(user, previous));
  return (
    <QueryState query={now}>
      {(current) => (
        <>
          <QueryState query={before}>
            {(earlier) => <FigureCards figures={figuresOf(current, earlier)} />}
          </QueryState>
          {children(current)}
        </>
      )}
    </QueryState>
  );
}
