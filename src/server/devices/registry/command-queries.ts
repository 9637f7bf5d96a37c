import { and, asc, desc, eq, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { deviceCommands } from '../../db/schema/index.js';

export type DeviceCommandRow = Omit<typeof deviceCommands.$inferSelect, 'log'> & { hasLog: boolean };

const t = deviceCommands;
const columns = {
  id: t.id,
  deviceId: t.deviceId,
  type: t.type,
  status: t.status,
  requestedBy: t.requestedBy,
  error: t.error,
  hasLog: sql<boolean>`${t.log} is not null`,
  createdAt: t.createdAt,
  claimedAt: t.claimedAt,
  completedAt: t.completedAt,
};

export async function insertDeviceCommand(
  tx: Db,
  values: Pick<typeof t.$inferInsert, 'deviceId' | 'type' | 'requestedBy'>,
): Promise<DeviceCommandRow> {
  const [row] = await tx.insert(t).values(values).returning(columns);
  if (row === undefined) throw new Error('insert into device_commands returned no row');
  return row;
}

/** The device's latest commands, newest first: what staff asked lately and how it went. */
export function listDeviceCommandRows(db: Db, deviceId: number, limit: number) {
  return db.select(columns).from(t).where(eq(t.deviceId, deviceId)).orderBy(desc(t.id)).limit(limit);
}

/**
 * Takes the device's waiting commands, and those it took before `leaseBefore` without answering: each
 * goes to `sent` now. SKIP LOCKED: two pollers of one device never take the same command at once.
 */
export async function claimDeviceCommands(
  tx: Db,
  deviceId: number,
  values: { now: Date; leaseBefore: Date; limit: number },
): Promise<DeviceCommandRow[]> {
  const free = await tx
    .select({ id: t.id })
    .from(t)
    .where(
      and(
        eq(t.deviceId, deviceId),
        or(eq(t.status, 'pending'), and(eq(t.status, 'sent'), lt(t.claimedAt, values.leaseBefore))),
      ),
    )
    .orderBy(asc(t.id))
    .limit(values.limit)
    .for('update', { skipLocked: true });
  const claimed: DeviceCommandRow[] = [];
  for (const { id } of free) {
    const [row] = await tx
      .update(t)
      .set({ status: 'sent', claimedAt: values.now })
      .where(eq(t.id, id))
      .returning(columns);
    if (row !== undefined) claimed.push(row);
  }
  return claimed;
}

/** The device's command, held for its answer; another device's command is not found. */
export async function lockDeviceCommand(tx: Db, deviceId: number, id: number) {
  const [row] = await tx
    .select(columns)
    .from(t)
    .where(and(eq(t.id, id), eq(t.deviceId, deviceId)))
    .for('update');
  return row;
}

export async function updateDeviceCommand(
  tx: Db,
  id: number,
  values: Partial<Pick<typeof t.$inferInsert, 'status' | 'error' | 'log' | 'completedAt'>>,
): Promise<DeviceCommandRow> {
  const [row] = await tx.update(t).set(values).where(eq(t.id, id)).returning(columns);
  if (row === undefined) throw new Error('update of a locked device command returned no row');
  return row;
}

export async function countPendingDeviceCommands(db: Db, deviceId: number): Promise<number> {
  return db.$count(t, and(eq(t.deviceId, deviceId), eq(t.status, 'pending')));
}

/** The log a device uploaded for a command, and which device it came from. */
export async function findDeviceLog(db: Db, deviceId: number, id: number) {
  const [row] = await db
    .select({ id: t.id, type: t.type, log: t.log, completedAt: t.completedAt })
    .from(t)
    .where(and(eq(t.id, id), eq(t.deviceId, deviceId)))
    .limit(1);
  return row;
}
