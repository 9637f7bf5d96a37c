import {
  applyPrintReport,
  MAX_PRINT_ATTEMPTS,
  PRINT_LEASE_MINUTES,
  printJobKinds,
  type PrintJobKind,
  type PrintReport,
} from '../../../domain/devices/print-jobs.js';
import { deviceMessages } from '../../../domain/devices/messages.js';
import { renderEscPos } from '../../../domain/receipts/escpos.js';
import type { ReceiptLine } from '../../../domain/receipts/receipt.js';
import {
  printJobPayloadSchema,
  type PrintJob,
  type PrintJobPayload,
  type PrintJobSummary,
} from '../../../domain/schemas/device-protocol.js';
import type { Db } from '../../db/client.js';
import { HttpError, notFound } from '../../http/http-error.js';
import {
  claimPendingPrintJobs,
  countPendingPrintJobs,
  insertPrintJob,
  lockDevicePrintJob,
  releaseLostPrintJobs,
  updatePrintJob,
  type PrintJobRow,
} from './queries.js';

const kindOf = (kind: string): PrintJobKind => {
  const known = printJobKinds.find((candidate) => candidate === kind);
  if (known === undefined) throw new Error(`print job of unknown kind ${kind}`);
  return known;
};

export function presentPrintJobSummary(row: PrintJobRow): PrintJobSummary {
  return {
    id: row.id,
    device: row.deviceId,
    order: row.orderId,
    kind: kindOf(row.kind),
    status: row.status,
    attempts: row.attempts,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    printedAt: row.printedAt?.toISOString() ?? null,
  };
}

function presentPrintJob(row: PrintJobRow): PrintJob {
  return { ...presentPrintJobSummary(row), payload: printJobPayloadSchema.parse(row.payload) };
}

/**
 * Queues receipt lines for a printer as an ESC/POS stream; call it inside the transaction that logs
 * why it was printed. The bytes are made now, so a later edit of the order does not change a queued copy.
 */
export async function queuePrintJob(
  tx: Db,
  job: { deviceId: number; orderId: number | null; kind: PrintJobKind; title: string; lines: ReceiptLine[] },
): Promise<PrintJobSummary> {
  const payload: PrintJobPayload = {
    format: 'escpos',
    encoding: 'base64',
    data: Buffer.from(renderEscPos(job.lines)).toString('base64'),
    title: job.title,
  };
  const row = await insertPrintJob(tx, {
    deviceId: job.deviceId,
    orderId: job.orderId,
    kind: job.kind,
    payload,
  });
  return presentPrintJobSummary(row);
}

/** The device's next jobs; jobs it took earlier and never reported are released first (ADR 010). */
export async function claimPrintJobs(
  db: Db,
  deviceId: number,
  options: { limit: number; now: Date },
): Promise<PrintJob[]> {
  return db.transaction(async (tx) => {
    await releaseLostPrintJobs(tx, deviceId, {
      claimedBefore: new Date(options.now.getTime() - PRINT_LEASE_MINUTES * 60_000),
      maxAttempts: MAX_PRINT_ATTEMPTS,
      error: deviceMessages.leaseExpired,
    });
    const claimed = await claimPendingPrintJobs(tx, deviceId, options);
    return claimed.map(presentPrintJob);
  });
}

/** The device says how its job went: printed, or failed with its reason (retried while attempts remain). */
export async function reportPrintJob(
  db: Db,
  deviceId: number,
  id: number,
  report: PrintReport,
  now: Date,
): Promise<PrintJobSummary> {
  return db.transaction(async (tx) => {
    const job = await lockDevicePrintJob(tx, deviceId, id);
    if (job === undefined) throw notFound(deviceMessages.jobNotFound);
    const result = applyPrintReport(job, report);
    if (!result.ok) throw new HttpError(409, result.message);
    if (!result.changed) return presentPrintJobSummary(job);
    const updated = await updatePrintJob(
      tx,
      id,
      report.type === 'done'
        ? { status: result.status, printedAt: now, error: null }
        : { status: result.status, error: report.error },
    );
    return presentPrintJobSummary(updated);
  });
}

export const pendingPrintJobCount = countPendingPrintJobs;
