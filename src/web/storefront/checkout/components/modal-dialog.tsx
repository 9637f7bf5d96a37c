import { useEffect, useId, useRef, type ReactNode } from 'react';
import { checkoutDe } from '../../../i18n/checkout.js';

interface ModalDialogProps {
  title: string;
  onClose: () => void;
  /** The owner closes the dialog from its content by no longer rendering it. */
  children: ReactNode;
  className?: string;
}

/**
 * A native modal dialog, as the item overlay uses it: the page behind is inert, Escape and a click on
 * the backdrop close it, and focus returns to the button that opened it.
 */
export function ModalDialog({ title, onClose, children, className }: ModalDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const close = () => dialog.current?.close();

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.current?.showModal();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return (
    <dialog
      ref={dialog}
      className={className === undefined ? 'dialog' : `dialog ${className}`}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) close();
      }}
    >
      <div className="dialog__header">
        <h2 id={titleId}>{title}</h2>
        <button type="button" className="button button--secondary button--small" onClick={close}>
          {checkoutDe.legal.close}
        </button>
      </div>
      <div className="dialog__body">{children}</div>
    </dialog>
  );
}
