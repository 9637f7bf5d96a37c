import { ApiError } from '../../../api/client.js';
import { backoffice } from '../../../i18n/backoffice.js';
import { statusStore, useErrorEntries } from '../../app/status-store.js';

const texts = backoffice.errors;

function describeCause(cause: unknown): string {
  if (cause instanceof ApiError) {
    const details = cause.errors.map((entry) =>
      entry.field ? `${entry.field}: ${entry.message}` : entry.message,
    );
    return [`HTTP ${cause.status}`, ...details].join('\n');
  }
  if (cause instanceof Error) return `${cause.name}: ${cause.message}`;
  return String(cause);
}

/**
 * Every failure of the screen with its message, its cause and a retry (back-office spec, section 8).
 * The region is always there, so screen readers announce an entry the moment it appears.
 */
export function ErrorList() {
  const entries = useErrorEntries();
  return (
    <div className="bo-errors" aria-live="assertive" aria-label={texts.region} role="region">
      {entries.length === 0 ? null : (
        <ul className="bo-errors__list">
          {entries.map((entry) => (
            <li key={entry.id} className="bo-errors__entry" data-error-id={entry.id}>
              <p className="bo-errors__message">{entry.message}</p>
              <div className="bo-errors__actions">
                {entry.retry ? (
                  <button type="button" className="button button--small" onClick={() => void entry.retry?.()}>
                    {texts.retry}
                  </button>
                ) : null}
                <button
                  type="button"
                  className="button button--small button--secondary"
                  onClick={() => statusStore.removeError(entry.id)}
                >
                  {texts.dismiss}
                </button>
              </div>
              <details className="bo-errors__details">
                <summary>{texts.details}</summary>
                <pre>{describeCause(entry.cause)}</pre>
              </details>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
