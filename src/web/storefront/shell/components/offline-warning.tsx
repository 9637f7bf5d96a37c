import { useOnlineStatus } from '../../../hooks/use-online-status.js';
import { de } from '../../../i18n/de.js';

export function OfflineWarning() {
  const isOnline = useOnlineStatus();
  if (isOnline) return null;
  return (
    <div className="offline-warning" role="alert">
      <div className="notice-row container">
        <p>
          <strong>{de.offline.title}</strong>
          <br />
          {de.offline.text}
        </p>
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => window.location.reload()}
        >
          {de.offline.retry}
        </button>
      </div>
    </div>
  );
}
