import './statistics.css';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { formatNumber } from '../../../domain/money/format.js';
import type { DayPeriod } from '../../../domain/statistics/period.js';
import { statisticsTexts } from '../../i18n/statistics.js';
import { t } from '../../i18n/t.js';
import { useDocumentTitle } from '../app/use-document-title.js';
import { useCurrentUser } from '../auth/api/current-user.js';
import { useStaffBranches } from '../orders/hooks/use-staff-branches.js';
import { FigureCards, type Figure } from './figure-cards.js';
import { periodChoice } from './period-choice.js';
import { paramsAfter, PeriodPicker, type PeriodChange } from './period-picker.js';
import { QueryState } from './query-state.js';
import { OrderSections } from './sections/order-sections.js';
import { VisitorSections } from './sections/visitor-sections.js';
import { WorkSections } from './sections/work-sections.js';
import { dayText, euroText } from './statistics-format.js';
import { useStatistics } from './use-statistics.js';

const texts = statisticsTexts;
const count = (value: number) => formatNumber(value, 0);
// A no-break space keeps the sign with its amount when the card wraps.
const euros = (cents: number) => `€\u00a0${euroText(cents)}`;

function KeyFigures({
  period,
  previous,
  branch,
  withVisitors,
}: {
  period: DayPeriod;
  previous: DayPeriod;
  branch: number | undefined;
  withVisitors: boolean;
}) {
  const now = useStatistics('orders', period, branch);
  const before = useStatistics('orders', previous, branch);
  const visitorsNow = useStatistics('unique-visitors', period, undefined, withVisitors);
  const visitorsBefore = useStatistics('unique-visitors', previous, undefined, withVisitors);
  const viewsNow = useStatistics('page-views', period, undefined, withVisitors);
  const viewsBefore = useStatistics('page-views', previous, undefined, withVisitors);
  return (
    <QueryState query={now}>
      {(current) => (
        <QueryState query={before}>
          {(earlier) => {
            const average = (figures: { gross: number; orders: number; canceled: number }) =>
              figures.orders > figures.canceled
                ? Math.round(figures.gross / (figures.orders - figures.canceled))
                : 0;
            const figures: Figure[] = [
              { label: texts.gross, current: current.gross, previous: earlier.gross, format: euros },
              { label: texts.net, current: current.net, previous: earlier.net, format: euros },
              { label: texts.orders, current: current.orders, previous: earlier.orders, format: count },
              { label: texts.average, current: average(current), previous: average(earlier), format: euros },
              { label: texts.canceled, current: current.canceled, previous: earlier.canceled, format: count },
            ];
            // A disabled query still answers from the cache, so ask whether visitors belong here at all.
            if (withVisitors && visitorsNow.data && visitorsBefore.data)
              figures.push({
                label: texts.visitors,
                current: visitorsNow.data.total,
                previous: visitorsBefore.data.total,
                format: count,
              });
            if (withVisitors && viewsNow.data && viewsBefore.data)
              figures.push({
                label: texts.pageViews,
                current: viewsNow.data.total,
                previous: viewsBefore.data.total,
                format: count,
              });
            return <FigureCards figures={figures} />;
          }}
        </QueryState>
      )}
    </QueryState>
  );
}

/**
 * `/backend/statistics`: what was sold, when and what guests looked at, for a period against the one
 * before, per branch or all together. Employees see their own branches only (the server enforces it too),
 * and not the shop's visitors, which belong to no branch.
 */
export function StatisticsPage() {
  useDocumentTitle(texts.title);
  const user = useCurrentUser().data;
  const branches = useStaffBranches();
  const isAdmin = user?.roles.includes('ROLE_ADMIN') ?? false;
  const [params, setParams] = useSearchParams();
  const branchIds = useMemo(() => branches.map((branch) => branch.id), [branches]);
  // One choice per address, so the charts are not drawn anew on every render.
  const choice = useMemo(() => periodChoice(params, new Date(), branchIds), [params, branchIds]);
  // An employee of one branch sees that branch; "all" would be the same figures under a wrong name.
  const branch = choice.branch ?? (branches.length === 1 ? branches[0]?.id : undefined);

  const change = (next: PeriodChange) => {
    setParams(paramsAfter(params, next), { replace: true });
  };

  const { period, previous } = choice;
  // Visitors belong to the shop, not to a branch: shown to administrators looking at all branches.
  const shopWide = isAdmin && branch === undefined;
  return (
    <section className="bo-page bo-stats">
      <div className="bo-page__head">
        <h1>{texts.title}</h1>
      </div>
      <PeriodPicker choice={choice} branches={branches} onChange={change} />
      {choice.reversed ? null : (
        <>
          <p className="bo-stats__shown" aria-live="polite">
            {t(texts.shown, {
              from: dayText(period.from),
              to: dayText(period.to),
              previousFrom: dayText(previous.from),
              previousTo: dayText(previous.to),
            })}
          </p>
          <section aria-labelledby="bo-stats-figures">
            <h2 id="bo-stats-figures" className="visually-hidden">
              {texts.figures}
            </h2>
            <KeyFigures period={period} previous={previous} branch={branch} withVisitors={shopWide} />
          </section>
          <OrderSections period={period} branch={branch} />
          {shopWide ? <VisitorSections period={period} /> : null}
          <WorkSections period={period} branch={branch} />
        </>
      )}
    </section>
  );
}
