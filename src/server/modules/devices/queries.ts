import { asc, eq } from 'drizzle-orm';
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
