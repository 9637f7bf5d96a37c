import { queryOptions } from '@tanstack/react-query';
import type { HolidayBalanceEntry } from '../../../domain/schemas/holiday-balances.js';
import type {
  WorkingActivityEntity,
  WorkingActivityInput,
} from '../../../domain/schemas/entities/working-activity.js';
import type { WorkingScheduleInput } from '../../../domain/schemas/entities/working-schedule.js';
import type { CopyWeekResult, Person, WeekPlan } from '../../../domain/schemas/week-plan.js';
import { apiDelete, apiGet, apiPost, apiPut } from '../../api/client.js';

export const weekPlanQuery = (branch: number, week: string) =>
  queryOptions({
    queryKey: ['backoffice', 'week-plan', branch, week],
    queryFn: ({ signal }) =>
      apiGet<WeekPlan>(`/api/working-schedules/week?branch=${branch}&week=${week}`, signal),
  });

export const copyWeek = (branch: number, week: string) =>
  apiPost<CopyWeekResult>('/api/working-schedules/copy-week', { branch, week });

export const saveShift = (id: number | undefined, input: WorkingScheduleInput) =>
  id === undefined
    ? apiPost('/api/working-schedules', input)
    : apiPut(`/api/working-schedules/${id}`, { ...input, id });

export const deleteShift = (id: number) => apiDelete(`/api/working-schedules/${id}`);

export const peopleQuery = () =>
  queryOptions({
    queryKey: ['backoffice', 'time-people'],
    queryFn: ({ signal }) => apiGet<Person[]>('/api/time-sheets/people', signal),
  });

export const monthActivitiesQuery = (user: number, from: string, to: string) =>
  queryOptions({
    queryKey: ['backoffice', 'month-activities', user, from],
    queryFn: ({ signal }) =>
      apiGet<WorkingActivityEntity[]>(`/api/working-activities?user=${user}&from=${from}&to=${to}`, signal),
  });

/** A correction sends the activity back as it was read, with the corrected kind and times. */
export const saveActivity = (activity: WorkingActivityEntity, changes: Partial<WorkingActivityInput>) => {
  const input: WorkingActivityInput = {
    user: activity.user,
    branch: activity.branch,
    project: activity.project,
    task: activity.task,
    kind: activity.kind,
    startedAt: activity.startedAt,
    endedAt: activity.endedAt,
    pauses: activity.pauses,
    comment: activity.comment,
    ...changes,
  };
  return apiPut<WorkingActivityEntity>(`/api/working-activities/${activity.id}`, {
    ...input,
    id: activity.id,
  });
};

export const holidayBalancesQuery = (year: number, user?: number) =>
  queryOptions({
    queryKey: ['backoffice', 'holiday-balances', year, user ?? 'all'],
    queryFn: ({ signal }) =>
      apiGet<HolidayBalanceEntry[]>(
        `/api/time-sheets/holiday-balances?year=${year}${user === undefined ? '' : `&user=${user}`}`,
        signal,
      ),
  });

export const timeSheetUrl = (format: 'pdf' | 'csv', user: number, month: string) =>
  `/api/time-sheets/monthly.${format}?user=${user}&month=${month}`;
