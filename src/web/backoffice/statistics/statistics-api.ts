import { queryOptions } from '@tanstack/react-query';
import type { DayPeriod } from '../../../domain/statistics/period.js';
import type { StatisticsName, StatisticsResult } from '../../../domain/schemas/statistics.js';
import { apiGet } from '../../api/client.js';

/** One statistics call for Vienna days `from` to `to`, one branch or (undefined) every branch the user may see. */
export const statisticsQuery = <Name extends StatisticsName>(
  name: Name,
  period: DayPeriod,
  branch: number | undefined,
) => {
  const query = new URLSearchParams({ from: period.from, to: period.to });
  if (branch !== undefined) query.set('branch', String(branch));
  return queryOptions({
    queryKey: ['backoffice', 'statistics', name, period.from, period.to, branch ?? 'all'] as const,
    queryFn: ({ signal }) => apiGet<StatisticsResult<Name>>(`/api/statistics/${name}?${query}`, signal),
    // Today's figures grow while the café is open; older days do not change.
    staleTime: 60_000,
  });
};
