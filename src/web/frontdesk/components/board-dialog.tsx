import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';
import { ordersDe } from '../../i18n/orders.js';

/**
 * A modal form over the board: the native dialog keeps focus inside, Escape closes it. It is mounted
 * only while open, so every opening starts with fresh fields.
 */
export function BoardDialog({
  title,
  submitLabel,
  busy,
  danger = false,
  error,
  onSubmit,
  onClose,
  children,
}: {
  title: string;
  submitLabel: string;
  busy: boolean;
  danger?: boolean;
  error: string | null;
  onSubmit: () => void;
  onClose: () => void;
  children?: ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const element = dialog.current;
    if (element !== null && !element.open) element.showModal();
  }, []);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!busy) onSubmit();
  }

  return (
    <dialog ref={dialog} className="dialog board-dialog" aria-labelledby={titleId} onClose={onClose}>
      <form onSubmit={submit}>
        <div className="dialog__header">
          <h2 id={titleId}>{title}</h2>
        </div>
        <div className="dialog__body">
          {children}
          {error === null ? null : (
            <p className="board-error" role="alert">
              {error}
            </p>
          )}
        </div>
        <div className="dialog__footer board-dialog__actions">
          <button type="button" className="button button--secondary" onClick={onClose}>
            {ordersDe.actions.close}
          </button>
          <button type="submit" className={danger ? 'button board-button--danger' : 'button'} disabled={busy}>
            {busy ? ordersDe.actions.busy : submitLabel}
          </button>
        </div>
      </form>
    </dialog>
  );
}
