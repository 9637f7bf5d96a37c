import { requestsDe } from '../../../i18n/requests.js';

/**
 * A field people never see nor reach (off-screen, out of the tab order and hidden from assistive
 * technology); bots that fill every field give themselves away with it.
 */
export function Honeypot({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <div className="honeypot" aria-hidden="true">
      <label>
        {requestsDe.breakfast.honeypot}
        <input
          type="text"
          name="website"
          tabIndex={-1}
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </label>
    </div>
  );
}
