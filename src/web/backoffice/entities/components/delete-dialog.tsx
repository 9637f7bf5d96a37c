import { useEffect, useRef } from 'react';
import { backoffice } from '../../../i18n/backoffice.js';
import { t } from '../../../i18n/t.js';

/** Asks before deleting; the native modal dialog keeps focus inside and closes on Escape. */
export function DeleteDialog({
  open,
  entity,
  name,
  busy,
  onConfirm,
  onClose,
}: {
  open: boolean;
  entity: string;
  name: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  const title = t(backoffice.form.deleteTitle, { entity });
  return (
    <dialog ref={dialog} className="dialog" aria-labelledby="bo-delete-title" onClose={onClose}>
      <div className="dialog__header">
        <h2 id="bo-delete-title">{title}</h2>
      </div>
      <div className="dialog__body">
        <p>{t(backoffice.form.deleteText, { name })}</p>
      </div>
      <div className="dialog__footer bo-dialog__actions">
        <button type="button" className="button button--secondary" onClick={onClose} autoFocus>
          {backoffice.form.cancel}
        </button>
        <button type="button" className="button bo-button--danger" disabled={busy} onClick={onConfirm}>
          {backoffice.form.deleteConfirm}
        </button>
      </div>
    </dialog>
  );
}
