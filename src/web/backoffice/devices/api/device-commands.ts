import { useQuery, type QueryClient } from '@tanstack/react-query';
import type {
  DeviceCommand,
  FailedPrintJob,
  PrintJobSummary,
} from '../../../../domain/schemas/device-protocol.js';
import { apiGet, apiPost } from '../../../api/client.js';

export const deviceCommandsKey = (id: number) => ['devices', id, 'commands'] as const;
export const failedPrintJobsKey = ['print-jobs', 'failed'] as const;

/** While a command waits for its device, the list is asked again: the device answers within seconds. */
const WAITING_REFRESH_MS = 5_000;

export function useDeviceCommands(id: number) {
  return useQuery({
    queryKey: deviceCommandsKey(id),
    queryFn: ({ signal }) => apiGet<DeviceCommand[]>(`/api/devices/${id}/commands`, signal),
    refetchInterval: (query) =>
      query.state.data?.some((command) => command.status === 'pending' || command.status === 'sent')
        ? WAITING_REFRESH_MS
        : false,
  });
}

/** Queues a test notification or a log request; the device carries it out when it next polls. */
export function sendDeviceCommand(
  id: number,
  path: 'test/notification' | 'request-device-logs',
): Promise<DeviceCommand> {
  return apiPost<DeviceCommand>(`/api/devices/${id}/${path}`, {});
}

export const deviceLogUrl = (deviceId: number, commandId: number) =>
  `/api/devices/${deviceId}/commands/${commandId}/log`;

export function refreshDeviceCommands(queryClient: QueryClient, id: number): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: deviceCommandsKey(id) });
}

/** Print jobs that failed for good on the printers of the user's branches, checked every minute. */
export function useFailedPrintJobs() {
  return useQuery({
    queryKey: failedPrintJobsKey,
    queryFn: ({ signal }) => apiGet<FailedPrintJob[]>('/api/print-jobs/failed', signal),
    refetchInterval: 60_000,
  });
}

export function retryPrintJob(id: number): Promise<PrintJobSummary> {
  return apiPost<PrintJobSummary>(`/api/print-jobs/${id}/retry`, {});
}
