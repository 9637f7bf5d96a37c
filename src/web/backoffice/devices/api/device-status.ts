import { useQuery } from '@tanstack/react-query';
import type { DeviceStatus } from '../../../../domain/schemas/device-protocol.js';
import { apiGet } from '../../../api/client.js';

/** The server's silence threshold is three minutes; a check every minute shows it within four. */
const CHECK_EVERY_MS = 60_000;

export const deviceStatusKey = ['devices', 'status'] as const;

/** The devices the signed-in user looks after, with whether each fell silent (ADR 010). */
export function useDeviceStatus() {
  return useQuery({
    queryKey: deviceStatusKey,
    queryFn: ({ signal }) => apiGet<DeviceStatus[]>('/api/devices/status', signal),
    refetchInterval: CHECK_EVERY_MS,
    refetchIntervalInBackground: true,
  });
}
