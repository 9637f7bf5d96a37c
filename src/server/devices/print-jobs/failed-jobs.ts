import { deviceMessages } from '../../../domain/devices/messages.js';
import type { FailedPrintJob, PrintJobSummary } from '../../../domain/schemas/device-protocol.js';
import type { Db } from '../../db/client.js';
import { HttpError } from '../../http/http-error.js';
import { recordChange } from '../../organisation/index.js';
import { listFailedPrintJobRows, lockPrintJobWithBranch, requeuePrintJob } from './queries.js';
import { presentPrintJobSummary } from './service.js';

/** A branch outside the caller's is not found, so its jobs' ids tell nothing. */
const mayTouch = (branchIds: readonly number[] | undefined, branch: number | null) =>
  branchIds === undefined || (branch !== null && branchIds.includes(branch));

/** The jobs that failed for good on the devices the caller looks after, newest first (at most 50). */
export async function listFailedPrintJobs(
  db: Db,
  branchIds: readonly number[] | undefined,
): Promise<FailedPrintJob[]> {
  const rows = await listFailedPrintJobRows(db, branchIds, 50);
  return rows.map(({ job, deviceName, branch }) => ({
    ...presentPrintJobSummary(job),
    title: typeof job.payload.title === 'string' ? job.payload.title : '',
    deviceName,
    branch,
  }));
}

/**
 * A failed job goes back to its printer with fresh attempts: the bytes stay as they were queued (ADR
 * 010), so the receipt shows the order as it was when printing was asked for.
 */
export async function retryPrintJob(
  db: Db,
  id: number,
  actor: { userId: number | null; branchIds: readonly number[] | undefined; now: Date },
): Promise<PrintJobSummary> {
  return db.transaction(async (tx) => {
    const found = await lockPrintJobWithBranch(tx, id);
    if (found === undefined || !mayTouch(actor.branchIds, found.branch)) {
      throw new HttpError(404, deviceMessages.printJobNotFound);
    }
    if (found.job.status !== 'failed') throw new HttpError(409, deviceMessages.jobNotRetryable);
    const job = await requeuePrintJob(tx, id);
    await recordChange(tx, {
      userId: actor.userId,
      action: 'retry',
      entity: 'printJob',
      entityId: id,
      before: { status: found.job.status, error: found.job.error },
      after: { status: job.status },
      at: actor.now,
    });
    return presentPrintJobSummary(job);
  });
}
