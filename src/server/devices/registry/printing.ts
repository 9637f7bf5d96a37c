import { deviceMessages } from '../../../domain/devices/messages.js';
import { testReceiptLines } from '../../../domain/receipts/test-receipt.js';
import type { PrintJobSummary } from '../../../domain/schemas/device-protocol.js';
import { notFoundMessage } from '../../../domain/validation/messages.js';
import type { Db } from '../../db/client.js';
import { HttpError } from '../../http/http-error.js';
import { getConfig } from '../../content/index.js';
import { recordChange } from '../../organisation/index.js';
import { queuePrintJob } from '../print-jobs/service.js';
import { lockBranchPrinters, lockDeviceRow } from './queries.js';

const deviceName = (device: { identifier: string; name: string }) => device.name || device.identifier;

/**
 * The printer a branch's receipts go to, held until the transaction ends: the first printer of the
 * branch with a key. A branch without one cannot print, and the message says what to set up.
 */
export async function lockReceiptPrinter(
  tx: Db,
  branch: { id: number; name: string },
): Promise<{ id: number; identifier: string; name: string }> {
  const printers = await lockBranchPrinters(tx, branch.id);
  const printer = printers.find((candidate) => candidate.apiKeyHash !== null);
  if (printer !== undefined) return printer;
  const [keyless] = printers;
  const reason =
    keyless === undefined
      ? deviceMessages.noPrinter(branch.name)
      : deviceMessages.printerWithoutKey(deviceName(keyless));
  throw new HttpError(409, `${deviceMessages.printFailed} ${reason}`);
}

/** An administrator checks a printer: a test receipt is queued for it, and the log says who asked. */
export async function printTestReceipt(
  db: Db,
  id: number,
  actor: { userId: number | null; now: Date },
): Promise<PrintJobSummary> {
  const { shopName } = await getConfig(db);
  return db.transaction(async (tx) => {
    const device = await lockDeviceRow(tx, id);
    if (device === undefined) throw new HttpError(404, notFoundMessage('Gerät'));
    const refuse = (reason: string) => new HttpError(409, `${deviceMessages.testFailed} ${reason}`);
    if (device.type !== 'printer') throw refuse(deviceMessages.notAPrinter);
    if (device.apiKeyHash === null) throw refuse(deviceMessages.deviceWithoutKey);
    const job = await queuePrintJob(tx, {
      deviceId: id,
      orderId: null,
      kind: 'test',
      title: `Testdruck ${deviceName(device)}`,
      lines: testReceiptLines(shopName, device, actor.now),
    });
    await recordChange(tx, {
      userId: actor.userId,
      action: 'test-print',
      entity: 'device',
      entityId: id,
      before: null,
      after: { printJob: job.id },
      at: actor.now,
    });
    return job;
  });
}
