import {
  applyCommandReport,
  COMMAND_LEASE_MINUTES,
  deviceCommandTypes,
  type CommandReport,
  type DeviceCommandType,
} from '../../../domain/devices/commands.js';
import { deviceMessages } from '../../../domain/devices/messages.js';
import type { DeviceCommand, DeviceCommandTask } from '../../../domain/schemas/device-protocol.js';
import { notFoundMessage } from '../../../domain/validation/messages.js';
import type { Db } from '../../db/client.js';
import { HttpError } from '../../http/http-error.js';
import { recordChange } from '../../organisation/index.js';
import {
  claimDeviceCommands,
  countPendingDeviceCommands,
  findDeviceLog,
  insertDeviceCommand,
  listDeviceCommandRows,
  lockDeviceCommand,
  updateDeviceCommand,
  type DeviceCommandRow,
} from './command-queries.js';
import { findDeviceRow, lockDeviceRow } from './queries.js';

const typeOf = (type: string): DeviceCommandType => {
  const known = deviceCommandTypes.find((candidate) => candidate === type);
  if (known === undefined) throw new Error(`device command of unknown type ${type}`);
  return known;
};

function present(row: DeviceCommandRow): DeviceCommand {
  return {
    id: row.id,
    device: row.deviceId,
    type: typeOf(row.type),
    status: row.status,
    error: row.error,
    hasLog: row.hasLog,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}

/** The spec's failure text of each command, before the reason (back-office spec, section 8). */
const failureOf: Record<DeviceCommandType, string> = {
  'test-notification': deviceMessages.testFailed,
  'device-logs': deviceMessages.logRequestFailed,
};

const LOG_REQUEST_TEXT = 'Bitte senden Sie Ihr Log.';

/**
 * Staff ask a device for something (ADR 010, command queue): it is queued until the device next polls.
 * Only a device with a key can ever fetch it, so one without is refused with what to do.
 */
export async function queueDeviceCommand(
  db: Db,
  deviceId: number,
  type: DeviceCommandType,
  actor: { userId: number | null; now: Date },
): Promise<DeviceCommand> {
  return db.transaction(async (tx) => {
    const device = await lockDeviceRow(tx, deviceId);
    if (device === undefined) throw new HttpError(404, notFoundMessage('Gerät'));
    if (device.apiKeyHash === null) {
      throw new HttpError(409, `${failureOf[type]} ${deviceMessages.deviceWithoutKey}`);
    }
    const command = await insertDeviceCommand(tx, { deviceId, type, requestedBy: actor.userId });
    await recordChange(tx, {
      userId: actor.userId,
      action: type,
      entity: 'device',
      entityId: deviceId,
      before: null,
      after: { command: command.id },
      at: actor.now,
    });
    return present(command);
  });
}

/** The device's latest 20 commands, newest first. */
export async function listDeviceCommands(db: Db, deviceId: number): Promise<DeviceCommand[]> {
  if ((await findDeviceRow(db, deviceId)) === undefined) throw new HttpError(404, notFoundMessage('Gerät'));
  return (await listDeviceCommandRows(db, deviceId, 20)).map(present);
}

/** The device takes its waiting commands; those it took and never answered come again after the lease. */
export async function claimCommands(
  db: Db,
  device: { id: number; identifier: string; name: string },
  now: Date,
): Promise<DeviceCommandTask[]> {
  const claimed = await db.transaction((tx) =>
    claimDeviceCommands(tx, device.id, {
      now,
      leaseBefore: new Date(now.getTime() - COMMAND_LEASE_MINUTES * 60_000),
      limit: 10,
    }),
  );
  const name = device.name || device.identifier;
  return claimed.map((row) => ({
    ...present(row),
    message: row.type === 'device-logs' ? LOG_REQUEST_TEXT : deviceMessages.testNotification(name),
  }));
}

/** The device answers a command: done (a log request with its log) or failed with the reason. */
export async function reportCommand(
  db: Db,
  deviceId: number,
  id: number,
  report: CommandReport,
  now: Date,
): Promise<DeviceCommand> {
  return db.transaction(async (tx) => {
    const command = await lockDeviceCommand(tx, deviceId, id);
    if (command === undefined) throw new HttpError(404, deviceMessages.commandNotFound);
    const result = applyCommandReport({ type: typeOf(command.type), status: command.status }, report);
    if (!result.ok) throw new HttpError(409, result.message, report.type === 'done' ? 'log' : undefined);
    if (!result.changed) return present(command);
    const updated = await updateDeviceCommand(
      tx,
      id,
      report.type === 'done'
        ? {
            status: 'done',
            completedAt: now,
            error: null,
            log: command.type === 'device-logs' ? report.log : null,
          }
        : { status: 'failed', completedAt: now, error: report.error },
    );
    return present(updated);
  });
}

/** The log a device uploaded, as a file to download, named after the device and the time it came. */
export async function deviceLogFile(
  db: Db,
  deviceId: number,
  commandId: number,
): Promise<{ fileName: string; text: string }> {
  const device = await findDeviceRow(db, deviceId);
  if (device === undefined) throw new HttpError(404, notFoundMessage('Gerät'));
  const row = await findDeviceLog(db, deviceId, commandId);
  if (row === undefined) throw new HttpError(404, deviceMessages.commandNotFound);
  if (row.log === null || row.completedAt === null) {
    throw new HttpError(404, deviceMessages.logNotYetUploaded);
  }
  const stamp = row.completedAt.toISOString().slice(0, 19).replaceAll(':', '-');
  // The name goes into a header: only characters no browser or shell reads differently.
  const name = device.identifier.replace(/[^A-Za-z0-9_-]+/g, '-');
  return { fileName: `log-${name}-${stamp}.txt`, text: row.log };
}

export const pendingCommandCount = countPendingDeviceCommands;
