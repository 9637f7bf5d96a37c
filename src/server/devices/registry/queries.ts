import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { devices } from '../../db/schema/index.js';

type DeviceValues = Pick<
  typeof devices.$inferInsert,
  'identifier' | 'name' | 'type' | 'branchId' | 'settings'
>;

const columns = {
  id: devices.id,
  identifier: devices.identifier,
  name: devices.name,
  type: devices.type,
  branch: devices.branchId,
  settings: devices.settings,
  apiKeyHash: devices.apiKeyHash,
  lastSeenAt: devices.lastSeenAt,
};

export function listDeviceRows(db: Db) {
  return db.select(columns).from(devices).orderBy(asc(devices.identifier));
}

export async function findDeviceRow(db: Db, id: number) {
  const [row] = await db.select(columns).from(devices).where(eq(devices.id, id)).limit(1);
  return row;
}

export async function insertDevice(db: Db, values: DeviceValues) {
  const [row] = await db.insert(devices).values(values).returning({ id: devices.id });
  if (!row) throw new Error('insert into devices returned no row');
  return row.id;
}

export async function updateDevice(db: Db, id: number, values: DeviceValues) {
  await db.update(devices).set(values).where(eq(devices.id, id));
}

export async function setDeviceApiKeyHash(db: Db, id: number, apiKeyHash: string) {
  await db.update(devices).set({ apiKeyHash }).where(eq(devices.id, id));
}

export async function deleteDevice(db: Db, id: number) {
  await db.delete(devices).where(eq(devices.id, id));
}

/** What a device says about itself to its caller and to the heartbeat alarm. */
const deviceStatusColumns = {
  id: devices.id,
  identifier: devices.identifier,
  name: devices.name,
  type: devices.type,
  branch: devices.branchId,
  lastSeenAt: devices.lastSeenAt,
};

/** The device a key belongs to, marked as seen now: every call of a device is also its heartbeat. */
export async function touchDeviceByKeyHash(db: Db, apiKeyHash: string, now: Date) {
  const [row] = await db
    .update(devices)
    .set({ lastSeenAt: now })
    .where(eq(devices.apiKeyHash, apiKeyHash))
    .returning(deviceStatusColumns);
  return row;
}

/** Devices that have a key, of the given branches (all when undefined). */
export function listKeyedDeviceRows(db: Db, branchIds: readonly number[] | undefined) {
  return db
    .select(deviceStatusColumns)
    .from(devices)
    .where(
      and(
        isNotNull(devices.apiKeyHash),
        branchIds === undefined ? undefined : inArray(devices.branchId, [...branchIds]),
      ),
    )
    .orderBy(asc(devices.identifier));
}

/** The printers of a branch, held until the transaction ends: no job goes to a printer deleted meanwhile. */
export function lockBranchPrinters(tx: Db, branchId: number) {
  return tx
    .select(columns)
    .from(devices)
    .where(and(eq(devices.type, 'printer'), eq(devices.branchId, branchId)))
    .orderBy(asc(devices.identifier))
    .for('share');
}

/** One device, held until the transaction ends. */
export async function lockDeviceRow(tx: Db, id: number) {
  const [row] = await tx.select(columns).from(devices).where(eq(devices.id, id)).for('share');
  return row;
}
