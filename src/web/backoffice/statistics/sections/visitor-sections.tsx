import type { DayPeriod } from '../../../../domain/statistics/period.js';
import { QueryState } from '../query-state.js';
import { useStatistics } from '../use-statistics.js';
import { ByHour } from './by-hour.js';
import { ByWeekday } from './by-weekday.js';
import { KeyCounts } from './key-counts.js';
import { VisitorsPerDay } from './visitors-per-day.js';

/** The shop's visitors, their times, pages and events: the whole shop's, so administrators only (the server agrees). */
export function VisitorSections({ period }: { period: DayPeriod }) {
  const visitors = useStatistics('unique-visitors', period, undefined);
  const views = useStatistics('page-views', period, undefined);
  const pages = useStatistics('pages', period, undefined);
  const events = useStatistics('events', period, undefined);
  const times = useStatistics('visitor-times', period, undefined);
  return (
    <>
      <QueryState query={visitors}>
        {(visitorData) => (
          <QueryState query={views}>
            {(viewData) => <VisitorsPerDay period={period} visitors={visitorData} views={viewData} />}
          </QueryState>
        )}
      </QueryState>
      <QueryState query={times}>
        {(data) => (
          <div className="bo-stats__pair">
            <ByHour of="visits" period={period} data={data} />
            <ByWeekday of="visits" period={period} data={data} />
          </div>
        )}
      </QueryState>
      <div className="bo-stats__pair">
        <QueryState query={pages}>
          {(data) => <KeyCounts of="pages" period={period} data={data} />}
        </QueryState>
        <QueryState query={events}>
          {(data) => <KeyCounts of="events" period={period} data={data} />}
        </QueryState>
      </div>
    </>
  );
}
