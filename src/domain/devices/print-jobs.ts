import { deviceMessages } from './messages.js';

export const printJobStatuses = ['pending', 'printing', 'done', 'failed'] as const;
export type PrintJobStatus = (typeof printJobStatuses)[number];

export const printJobKinds = ['receipt', 'test'] as const;
export type PrintJobKind = (typeof printJobKinds)[number];

/**
 * A receipt is tried three times: paper out or a jam is fixed within the next attempts, while a job that
 * fails three times needs a person, not a fourth try that prints a stale receipt an hour later.
 */
export const MAX_PRINT_ATTEMPTS = 3;

/** A job a device took and neither reported done nor failed within this time counts as lost (ADR 010). */
export const PRINT_LEASE_MINUTES = 2;

export type PrintReport = { type: 'done' } | { type: 'failed'; error: string };

export type PrintReportResult =
  { ok: true; status: PrintJobStatus; changed: boolean } | { ok: false; message: string };

/**
 * What a device's report makes of the job: done when printed; after a failure it goes back to the queue
 * while attempts remain. Repeating the last report (a retry after a lost answer) changes nothing.
 */
export function applyPrintReport(
  job: { status: PrintJobStatus; attempts: number },
  report: PrintReport,
): PrintReportResult {
  switch (report.type) {
    case 'done':
      if (job.status === 'done') return { ok: true, status: 'done', changed: false };
      if (job.status === 'printing') return { ok: true, status: 'done', changed: true };
      return { ok: false, message: deviceMessages.notPrinting };
    case 'failed':
      if (job.status === 'done') return { ok: false, message: deviceMessages.alreadyPrinted };
      if (job.status === 'failed') return { ok: true, status: 'failed', changed: false };
      if (job.status === 'pending') return { ok: false, message: deviceMessages.notPrinting };
      return {
        ok: true,
        status: job.attempts < MAX_PRINT_ATTEMPTS ? 'pending' : 'failed',
        changed: true,
      };
  }
}
