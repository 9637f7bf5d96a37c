import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import type { FailedPrintJob } from '../../../domain/schemas/device-protocol.js';
import { failureMessage } from '../../backoffice/app/failure-message.js';
import { deviceCommandTexts } from '../../i18n/device-commands.js';
import { t } from '../../i18n/t.js';
import type { BoardApi } from '../api/board-api.js';

const texts = deviceCommandTexts.failedJobs;
/** A printer's outage is waited out for minutes before a receipt fails; a minute more to notice is fine. */
const CHECK_MS = 60_000;

/**
 * Receipts that did not print even after the printer's outage was waited out, on the board at the
 * counter where someone can fix the printer: shown, sounded once per new one (the board's alert tone,
 * once sound is on), each with 'Erneut drucken'.
 */
export function FailedReceipts({ api, onNew }: { api: BoardApi; onNew: () => void }) {
  const titleId = useId();
  const queryClient = useQueryClient();
  const key = [...api.queryKey, 'failed-receipts'];
  const jobs = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => api.failedReceipts(signal),
    refetchInterval: CHECK_MS,
    refetchIntervalInBackground: true,
  });
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const known = useRef<Set<number> | null>(null);
  const latestOnNew = useRef(onNew);
  useEffect(() => {
    latestOnNew.current = onNew;
  });
  const list = jobs.data;
  useEffect(() => {
    if (list === undefined) return;
    // The ones failed before the board opened were sounded elsewhere; only a new one rings.
    const isNew = known.current !== null && list.some((job) => !known.current!.has(job.id));
    known.current = new Set(list.map((job) => job.id));
    if (isNew) latestOnNew.current();
  }, [list]);

  async function retry(job: FailedPrintJob) {
    setBusy(job.id);
    const title = job.title || String(job.id);
    try {
      await api.retryReceipt(job.id);
      setNotice(t(texts.retried, { title, device: job.deviceName }));
      await queryClient.invalidateQueries({ queryKey: key });
    } catch (error) {
      setNotice(failureMessage(error, texts.retryFailed));
    } finally {
      setBusy(null);
    }
  }

  return (
    <>
      {list === undefined || list.length === 0 ? null : (
        <section className="board-failed-receipts" role="alert" aria-labelledby={titleId}>
          <h2 id={titleId}>{texts.title}</h2>
          <p>{texts.hint}</p>
          <ul>
            {list.map((job) => (
              <li key={job.id}>
                <span>
                  {job.title} · {job.deviceName} · {job.error}
                </span>
                <button
                  type="button"
                  className="button"
                  disabled={busy === job.id}
                  aria-label={t(texts.retryLabel, { title: job.title || String(job.id) })}
                  onClick={() => void retry(job)}
                >
                  {texts.retry}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
      <p className={notice === null ? 'visually-hidden' : 'board-failed-receipts__notice'} role="status">
        {notice}
      </p>
    </>
  );
}
