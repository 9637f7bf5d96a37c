import { isSilent } from '../../../domain/devices/heartbeat.js';
import type { DeviceStatus } from '../../../domain/schemas/device-protocol.js';
import type { Db } from '../../db/client.js';
import { listKeyedDeviceRows } from './queries.js';

/**
 * The devices with a key that the caller looks after (an employee: those of the own branches), each
 * with whether it has fallen silent. A device of no branch concerns administrators only.
 */
export async function listDeviceStatus(
  db: Db,
  branchIds: readonly number[] | undefined,
  now: Date,
): Promise<DeviceStatus[]> {
  const rows = await listKeyedDeviceRows(db, branchIds);
  return rows.map((row) => ({
    ...row,
    lastSeenAt: row.lastSeenAt?.toISOString() ?? null,
    isSilent: isSilent({ hasApiKey: true, lastSeenAt: row.lastSeenAt }, now),
  }));
}
