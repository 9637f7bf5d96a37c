import '../statistics.css';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { personStatisticsTexts as texts, statisticsTexts } from '../../../i18n/statistics.js';
import { t } from '../../../i18n/t.js';
import { periodChoice } from '../period-choice.js';
import { paramsAfter, PeriodPicker, type PeriodChange } from '../period-picker.js';
import { dayText } from '../statistics-format.js';
import { PersonFigures } from './person-figures.js';
import { OrdersHandled, PersonActivities, WorkedPerDay } from './person-sections.js';

const noBranches: readonly number[] = [];

/**
 * One person's figures for a period against the one before, as on the dashboard: worked and planned
 * hours, shifts, days worked, the orders they handled, hours per day and the activities. The period is
 * in the address (`?period=month`), so a reload shows the same.
 */
export function PersonStatistics({ user }: { user: number }) {
  const [params, setParams] = useSearchParams();
  const choice = useMemo(() => periodChoice(params, new Date(), noBranches), [params]);
  const change = (next: PeriodChange) => {
    setParams(paramsAfter(params, next), { replace: true });
  };
  const { period, previous } = choice;
  return (
    <div className="bo-stats">
      <PeriodPicker choice={choice} branches={[]} onChange={change} />
      {choice.reversed ? null : (
        <>
          <p className="bo-stats__shown" aria-live="polite">
            {t(statisticsTexts.shown, {
              from: dayText(period.from),
              to: dayText(period.to),
              previousFrom: dayText(previous.from),
              previousTo: dayText(previous.to),
            })}
          </p>
          <PersonFigures user={user} period={period} previous={previous}>
            {(profile) => (
              <div className="bo-stats__pair">
                <WorkedPerDay period={period} profile={profile} />
                <OrdersHandled period={period} profile={profile} />
              </div>
            )}
          </PersonFigures>
          <PersonActivities user={user} period={period} />
          <p className="bo-stats__note">{texts.ordersNote}</p>
        </>
      )}
    </div>
  );
}
