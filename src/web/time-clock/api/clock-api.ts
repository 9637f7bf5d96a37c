import type { ClockMe, ClockProject } from '../../../domain/schemas/time-clock.js';
import type { WorkingActivityEntity } from '../../../domain/schemas/entities/working-activity.js';
import type { WorkingScheduleEntity } from '../../../domain/schemas/entities/working-schedule.js';
import { ApiError, apiGet, apiPost } from '../../api/client.js';
import type { QueuedStamp, SendOutcome } from '../utils/stamp-queue.js';

/** A refusal that sending again would not change; a timeout, overload or server failure may pass. */
const isFinalRefusal = (status: number) => status >= 400 && status < 500 && status !== 408 && status !== 429;

/** The clock calls of one clock link (spec, section 7, "Time tracking"): token and username in the path. */
export function clockApi(token: string, username: string) {
  const base = `/api/time-tracking/${encodeURIComponent(token)}/${encodeURIComponent(username)}`;
  return {
    queryKey: ['time-clock', token, username] as const,
    me: (signal?: AbortSignal) => apiGet<ClockMe>(`${base}/me`, signal),
    schedules: (signal?: AbortSignal) => apiGet<WorkingScheduleEntity[]>(`${base}/working-schedules`, signal),
    projects: (signal?: AbortSignal) => apiGet<ClockProject[]>(`${base}/projects`, signal),
    /** Sends one stamp; the activity as the server now has it goes to `onSent`. */
    async send(
      { action, ...stamp }: QueuedStamp,
      onSent: (activity: WorkingActivityEntity) => void,
    ): Promise<SendOutcome> {
      try {
        onSent(await apiPost<WorkingActivityEntity>(`${base}/working-activities/${action}`, stamp));
        return { kind: 'sent' };
      } catch (error) {
        if (error instanceof ApiError && isFinalRefusal(error.status))
          return { kind: 'refused', messages: error.errors.map((entry) => entry.message) };
        return { kind: 'unreachable' };
      }
    },
  };
}

export type ClockApi = ReturnType<typeof clockApi>;

/** The clock link is not (or no longer) valid: nothing on the page can work. */
export const isRefusedLink = (error: unknown) => error instanceof ApiError && error.status === 403;
