import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deviceMessages } from './messages.js';
import {
  applyPrintReport,
  MAX_PRINT_ATTEMPTS,
  printJobStatuses,
  type PrintJobStatus,
  type PrintReport,
} from './print-jobs.js';

describe('print reports', () => {
  it('marks a printing job done, and a repeated done report changes nothing', () => {
    expect(applyPrintReport({ status: 'printing', attempts: 1 }, { type: 'done' })).toEqual({
      ok: true,
      status: 'done',
      changed: true,
    });
    expect(applyPrintReport({ status: 'done', attempts: 1 }, { type: 'done' })).toEqual({
      ok: true,
      status: 'done',
      changed: false,
    });
  });

  it('puts a failed job back into the queue until the last attempt, then gives up', () => {
    const failed: PrintReport = { type: 'failed', error: 'Papier leer' };
    for (let attempts = 1; attempts < MAX_PRINT_ATTEMPTS; attempts++) {
      expect(applyPrintReport({ status: 'printing', attempts }, failed)).toMatchObject({ status: 'pending' });
    }
    expect(applyPrintReport({ status: 'printing', attempts: MAX_PRINT_ATTEMPTS }, failed)).toMatchObject({
      status: 'failed',
    });
  });

  it('refuses reports for a job the device does not hold', () => {
    expect(applyPrintReport({ status: 'pending', attempts: 0 }, { type: 'done' })).toEqual({
      ok: false,
      message: deviceMessages.notPrinting,
    });
    expect(applyPrintReport({ status: 'done', attempts: 1 }, { type: 'failed', error: 'x' })).toEqual({
      ok: false,
      message: deviceMessages.alreadyPrinted,
    });
  });

  it('never prints a job more often than the attempts allow, whatever the devices report', () => {
    const reports = fc.array(
      fc.oneof(
        fc.constant<'claim'>('claim'),
        fc.constant<PrintReport>({ type: 'done' }),
        fc.constant<PrintReport>({ type: 'failed', error: 'Papierstau' }),
      ),
      { maxLength: 30 },
    );
    fc.assert(
      fc.property(reports, (steps) => {
        let job: { status: PrintJobStatus; attempts: number } = { status: 'pending', attempts: 0 };
        for (const step of steps) {
          if (step === 'claim') {
            // The claim query's rule: only a pending job is taken, and taking it counts an attempt.
            if (job.status === 'pending') job = { status: 'printing', attempts: job.attempts + 1 };
            continue;
          }
          const result = applyPrintReport(job, step);
          if (result.ok) job = { ...job, status: result.status };
        }
        expect(printJobStatuses).toContain(job.status);
        expect(job.attempts).toBeLessThanOrEqual(MAX_PRINT_ATTEMPTS);
        if (job.status === 'pending') expect(job.attempts).toBeLessThan(MAX_PRINT_ATTEMPTS);
      }),
    );
  });
});
