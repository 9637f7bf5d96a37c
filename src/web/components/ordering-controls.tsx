import type { OrderingChange } from '../../domain/capacity/settings.js';
import { failureMessage } from '../backoffice/app/failure-message.js';
import { capacityDe } from '../i18n/capacity.js';
import { t } from '../i18n/t.js';

const text = capacityDe.board;
const BUSY_MINUTES = [0, 15, 30] as const;
const PAUSE_MINUTES = [15, 30, 60, null] as const;

type Props = {
  busyMinutes: number;
  isPaused: boolean;
  isPending: boolean;
  error: unknown;
  onChange: (change: OrderingChange) => void;
  /** The block's CSS name: the board and the back office lay the same buttons out their own way. */
  block: 'kitchen' | 'bo-capacity';
};

/** 'Viel los' and 'Online-Bestellungen pausieren', as the front-desk board and the branch's page offer them. */
export function OrderingControls({ busyMinutes, isPaused, isPending, error, onChange, block }: Props) {
  return (
    <>
      <div role="group" aria-label={text.busy} className={`${block}__group`}>
        <span className={`${block}__label`} aria-hidden="true">
          {text.busy}
        </span>
        {BUSY_MINUTES.map((minutes) => (
          <button
            key={minutes}
            type="button"
            className="chip"
            aria-pressed={busyMinutes === minutes}
            disabled={isPending}
            onClick={() => onChange({ action: 'busy', minutes })}
          >
            {minutes === 0 ? text.busyOff : t(text.busyPlus, { minutes: String(minutes) })}
          </button>
        ))}
      </div>
      <div role="group" aria-label={text.pause} className={`${block}__group`}>
        <span className={`${block}__label`} aria-hidden="true">
          {text.pause}
        </span>
        {PAUSE_MINUTES.map((minutes) => (
          <button
            key={String(minutes)}
            type="button"
            className="chip"
            disabled={isPending}
            onClick={() => onChange({ action: 'pause', minutes })}
          >
            {minutes === null ? text.pauseOpenEnd : t(text.pauseFor, { minutes: String(minutes) })}
          </button>
        ))}
        {isPaused ? (
          <button
            type="button"
            className="button"
            disabled={isPending}
            onClick={() => onChange({ action: 'resume' })}
          >
            {text.resume}
          </button>
        ) : null}
      </div>
      {error ? (
        <p className={`${block}__error`} role="alert">
          {failureMessage(error, text.changeFailed)}
        </p>
      ) : null}
    </>
  );
}
