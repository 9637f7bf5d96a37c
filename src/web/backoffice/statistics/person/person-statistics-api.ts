import { queryOptions } from '@tanstack/react-query';
import type { WorkingActivityEntity } from '../../../../domain/schemas/entities/working-activity.js';
import type { UserProfileResult } from '../../../../domain/schemas/statistics.js';
import type { DayPeriod } from '../../../../domain/statistics/period.js';
import { apiGet } from '../../../api/client.js';

const profileQuery = (user: number, period: DayPeriod) =>
  new URLSearchParams({ user: String(user), start: period.from, end: period.to });

/** A person's planned and worked time and the orders they handled (the spec's user profile). */
export const userProfileQuery = (user: number, period: DayPeriod) =>
  queryOptions({
    queryKey: ['backoffice', 'statistics', 'user-profile', user, period.from, period.to] as const,
    queryFn: ({ signal }) =>
      apiGet<UserProfileResult>(`/api/statistics/user-profile?${profileQuery(user, period)}`, signal),
    staleTime: 60_000,
  });

/** The person's activities (work, holiday, sick) overlapping the period. */
export const userActivitiesQuery = (user: number, period: DayPeriod) =>
  queryOptions({
    queryKey: ['backoffice', 'statistics', 'user-activities', user, period.from, period.to] as const,
    queryFn: ({ signal }) =>
      apiGet<WorkingActivityEntity[]>(
        `/api/statistics/user-profile-working-activities?${profileQuery(user, period)}`,
        signal,
      ),
    staleTime: 60_000,
  });
