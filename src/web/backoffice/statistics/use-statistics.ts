import { useQuery } from '@tanstack/react-query';
import type { StatisticsName } from '../../../domain/schemas/statistics.js';
import type { DayPeriod } from '../../../domain/statistics/period.js';
import { statisticsQuery } from './statistics-api.js';

/** A statistics call; `enabled: false` for calls the user may not make (visitors are the admins'). */
export function useStatistics<Name extends StatisticsName>(
  name: Name,
  period: DayPeriod,
  branch: number | undefined,
  enabled = true,
) {
  return useQuery({ ...statisticsQuery(name, period, branch), enabled });
}
