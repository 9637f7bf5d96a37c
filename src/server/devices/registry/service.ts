import {
  deviceEntitySchema,
  type DeviceEntity,
  type DeviceInput,
} from '../../../domain/schemas/entities/device.js';
import type { Db } from '../../db/client.js';
import type { EntityService } from '../../organisation/index.js';
import {
  deleteDevice,
  findDeviceRow,
  insertDevice,
  listDeviceRows,
  setDeviceApiKeyHash,
  updateDevice,
} from './queries.js';

type DeviceRow = Awaited<ReturnType<typeof listDeviceRows>>[number];

const present = ({ apiKeyHash, lastSeenAt, settings, ...row }: DeviceRow): DeviceEntity => ({
  ...row,
  settings: deviceEntitySchema.shape.settings.parse(settings),
  hasApiKey: apiKeyHash !== null,
  lastSeenAt: lastSeenAt?.toISOString() ?? null,
});

const values = (input: DeviceInput) => ({
  identifier: input.identifier,
  name: input.name,
  type: input.type,
  branchId: input.branch,
  settings: input.settings,
});

export async function getDevice(db: Db, id: number): Promise<DeviceEntity | undefined> {
  const row = await findDeviceRow(db, id);
  return row && present(row);
}

/** Devices; the identifier is unique (409). Deleting one drops its print jobs with it. */
export const deviceService: EntityService<DeviceInput, DeviceEntity, Record<string, never>> = {
  list: async (db) => (await listDeviceRows(db)).map(present),
  get: (db, id) => getDevice(db, id),
  create: (tx, input) => insertDevice(tx, values(input)),
  update: (tx, id, input) => updateDevice(tx, id, values(input)),
  remove: (tx, id) => deleteDevice(tx, id),
};

export const storeDeviceApiKeyHash = setDeviceApiKeyHash;
