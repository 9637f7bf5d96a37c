import { deviceMessages } from './messages.js';

/** What staff can ask a device to do besides printing (back-office spec, 'Devices'). */
export const deviceCommandTypes = ['test-notification', 'device-logs'] as const;
export type DeviceCommandType = (typeof deviceCommandTypes)[number];

export const deviceCommandStatuses = ['pending', 'sent', 'done', 'failed'] as const;
export type DeviceCommandStatus = (typeof deviceCommandStatuses)[number];

/**
 * A command the device took and did not answer within this time is handed out again: the device may have
 * restarted before it answered. A test notification shown twice or a log sent twice does no harm.
 */
export const COMMAND_LEASE_MINUTES = 2;

/** A device's log as it uploads it: enough for a day of a busy printer, small enough for one request. */
export const MAX_DEVICE_LOG_CHARS = 500_000;

export type CommandReport = { type: 'done'; log: string | null } | { type: 'failed'; error: string };

export type CommandReportResult =
  { ok: true; status: DeviceCommandStatus; changed: boolean } | { ok: false; message: string };

/**
 * What a device's answer makes of a command. Only a command the device took can be answered; a log
 * request is done only with the log. Repeating the last answer (its reply was lost) changes nothing, a
 * contradicting one is refused.
 */
export function applyCommandReport(
  command: { type: DeviceCommandType; status: DeviceCommandStatus },
  report: CommandReport,
): CommandReportResult {
  if (command.status === 'pending') return { ok: false, message: deviceMessages.commandNotSent };
  if (command.status !== 'sent') {
    return command.status === report.type
      ? { ok: true, status: command.status, changed: false }
      : { ok: false, message: deviceMessages.commandAnswered };
  }
  if (report.type === 'done' && command.type === 'device-logs' && report.log === null) {
    return { ok: false, message: deviceMessages.logMissing };
  }
  return { ok: true, status: report.type, changed: true };
}
