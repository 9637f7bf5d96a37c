import type { QueryClient } from '@tanstack/react-query';
import type { PrintJobSummary } from '../../../../domain/schemas/device-protocol.js';
import type { IssuedApiKey } from '../../../../domain/schemas/entities/device.js';
import { apiPost } from '../../../api/client.js';
import { entityItemKey, entityListKey } from '../../entities/api/entity-queries.js';
import { deviceStatusKey } from './device-status.js';

/** A new key for the device, readable this once; the device's old key stops working (ADR 010). */
export function issueDeviceKey(id: number): Promise<IssuedApiKey> {
  return apiPost<IssuedApiKey>(`/api/devices/${id}/api-key`, {});
}

/** Queues a test receipt for the printer; it prints when the printer next fetches its jobs. */
export function printTestReceipt(id: number): Promise<PrintJobSummary> {
  return apiPost<PrintJobSummary>(`/api/devices/${id}/test/print`, {});
}

/** After a new key: the device now has one, and the alarm watches it from now on. */
export async function refreshDevice(queryClient: QueryClient, id: number): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: entityItemKey('devices', id) }),
    queryClient.invalidateQueries({ queryKey: entityListKey('devices') }),
    queryClient.invalidateQueries({ queryKey: deviceStatusKey }),
  ]);
}
