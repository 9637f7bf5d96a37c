import './devices.css';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { FailedPrintJob } from '../../../../domain/schemas/device-protocol.js';
import { deviceCommandTexts } from '../../../i18n/device-commands.js';
import { t } from '../../../i18n/t.js';
import { dateText } from '../../entities/cell-text.js';
import { failedPrintJobsKey, retryPrintJob, useFailedPrintJobs } from '../api/device-commands.js';
import { useReportedRequest } from '../use-reported-request.js';

const texts = deviceCommandTexts.failedJobs;

function RetryButton({ job, onRetried }: { job: FailedPrintJob; onRetried: (notice: string) => void }) {
  const queryClient = useQueryClient();
  const title = job.title || String(job.id);
  const { busy, run: retry } = useReportedRequest({
    errorId: `print-jobs.${job.id}.retry`,
    failed: texts.retryFailed,
    send: () => retryPrintJob(job.id),
    onDone: async () => {
      onRetried(t(texts.retried, { title, device: job.deviceName }));
      await queryClient.invalidateQueries({ queryKey: failedPrintJobsKey });
    },
  });

  return (
    <button
      type="button"
      className="button button--secondary"
      disabled={busy}
      aria-label={t(texts.retryLabel, { title })}
      onClick={() => void retry()}
    >
      {texts.retry}
    </button>
  );
}

/**
 * The receipts that did not print after all attempts on the printers the user looks after, each with a
 * retry. Nothing shows while every receipt printed.
 */
export function FailedPrintJobs() {
  const titleId = useId();
  const jobs = useFailedPrintJobs().data ?? [];
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <>
      {jobs.length === 0 ? null : (
        <section className="bo-failed-jobs" aria-labelledby={titleId}>
          <h2 id={titleId}>{texts.title}</h2>
          <p>{texts.hint}</p>
          <div className="bo-table-wrap">
            <table className="bo-table">
              <thead>
                <tr>
                  <th scope="col">{texts.columns.title}</th>
                  <th scope="col">{texts.columns.device}</th>
                  <th scope="col">{texts.columns.created}</th>
                  <th scope="col">{texts.columns.error}</th>
                  <th scope="col">{texts.columns.action}</th>
                </tr>
              </thead>
              <tbody>
                {jobs.map((job) => (
                  <tr key={job.id}>
                    <td>{job.title}</td>
                    <td>{job.deviceName}</td>
                    <td>{dateText(job.createdAt)}</td>
                    <td>{job.error}</td>
                    <td>
                      <RetryButton job={job} onRetried={setNotice} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      )}
      <p className={notice === null ? 'visually-hidden' : 'bo-notice'} role="status">
        {notice}
      </p>
    </>
  );
}
