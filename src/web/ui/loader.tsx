import { de } from '../i18n/de.js';

export function Loader({ label = de.app.loading }: { label?: string }) {
  return (
    <div className="loader" role="status">
      <span className="loader__spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
