import './api-key-dialog.css';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { apiKeyTexts } from '../../../i18n/api-keys.js';
import { t } from '../../../i18n/t.js';
import { useCopy, type CopyText } from '../hooks/use-copy.js';

export type KeyDialogStep =
  { kind: 'confirm'; busy: boolean; error: string | null } | { kind: 'shown'; apiKey: string };

/** What the dialog says about the key it replaces and shows, names already filled in. */
export type KeyDialogTexts = {
  confirmTitle: string;
  /** What stops working when the old key is replaced. */
  confirmText: string;
  confirm: string;
  shownTitle: string;
  /** That the key is readable only now, and what to do with it. */
  onceHint: string;
  keyLabel: string;
  copyKey: string;
};

/** The dialog's texts from a catalogue whose two titles name the key's holder ('{name}'). */
export function namedKeyDialogTexts(
  catalogue: KeyDialogTexts & {
    confirmTitle: `${string}{name}${string}`;
    shownTitle: `${string}{name}${string}`;
  },
  name: string,
): KeyDialogTexts {
  return {
    confirmTitle: t(catalogue.confirmTitle, { name }),
    confirmText: catalogue.confirmText,
    confirm: catalogue.confirm,
    shownTitle: t(catalogue.shownTitle, { name }),
    onceHint: catalogue.onceHint,
    keyLabel: catalogue.keyLabel,
    copyKey: catalogue.copyKey,
  };
}

type Props = {
  step: KeyDialogStep;
  texts: KeyDialogTexts;
  /** Shown below the new key: where it goes (a printer's start command, a board's address). */
  details?: (apiKey: string, copy: CopyText) => ReactNode;
  onConfirm: () => void;
  /** The dialog closed: by a button, by Escape. */
  onClose: () => void;
};

export function CopyButton({ label, onCopy }: { label: string; onCopy: () => void }) {
  return (
    <button type="button" className="button button--secondary button--small" onClick={onCopy}>
      {label}
    </button>
  );
}

/**
 * A read-only text with its label and a copy button; where copying fails the text is selected. A long
 * text (an address) wraps, so it can be read whole and typed into a tablet.
 */
export function CopyField({
  label,
  value,
  copyLabel,
  copy,
  wrap = false,
  focusOnMount = false,
}: {
  label: string;
  value: string;
  copyLabel: string;
  copy: CopyText;
  wrap?: boolean;
  focusOnMount?: boolean;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const area = useRef<HTMLTextAreaElement>(null);
  const select = () => (wrap ? area.current : input.current)?.select();

  useEffect(() => {
    if (!focusOnMount) return;
    const field = wrap ? area.current : input.current;
    field?.focus();
    field?.select();
  }, [focusOnMount, wrap]);

  const shared = {
    id,
    className: 'field__input bo-key-dialog__value',
    readOnly: true,
    value,
    spellCheck: false,
    autoComplete: 'off',
  } as const;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="bo-key-dialog__copy-row">
        {wrap ? <textarea ref={area} rows={2} {...shared} /> : <input ref={input} type="text" {...shared} />}
        <CopyButton label={copyLabel} onCopy={() => void copy(value, select)} />
      </div>
    </div>
  );
}

/** The new key, once: readable, copyable, with what the caller shows about where it goes. */
function ShownKey({
  apiKey,
  texts,
  details,
  hintId,
}: {
  apiKey: string;
  texts: KeyDialogTexts;
  details: Props['details'];
  hintId: string;
}) {
  const { outcome, copy } = useCopy();
  return (
    <>
      <p id={hintId} className="bo-key-dialog__once">
        {texts.onceHint}
      </p>
      {/* The confirm button that was focused is gone; the key is what the person came for. */}
      <CopyField label={texts.keyLabel} value={apiKey} copyLabel={texts.copyKey} copy={copy} focusOnMount />
      {details?.(apiKey, copy)}
      <p role="status" className="bo-key-dialog__copied">
        {outcome === null ? '' : outcome === 'copied' ? apiKeyTexts.copied : apiKeyTexts.copyFailed}
      </p>
    </>
  );
}

/**
 * Asks before a key is replaced, then shows the new one. The native modal dialog keeps focus inside
 * and closes on Escape; the caller puts focus back on the button that opened it.
 */
export function ApiKeyDialog({ step, texts, details, onConfirm, onClose }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const hintId = useId();
  useEffect(() => {
    const element = dialog.current;
    if (element !== null && !element.open) element.showModal();
  }, []);
  const close = () => dialog.current?.close();

  return (
    <dialog
      ref={dialog}
      className="dialog bo-key-dialog"
      aria-labelledby={titleId}
      aria-describedby={hintId}
      onClose={onClose}
    >
      <div className="dialog__header">
        <h2 id={titleId}>{step.kind === 'confirm' ? texts.confirmTitle : texts.shownTitle}</h2>
      </div>
      <div className="dialog__body">
        {step.kind === 'confirm' ? (
          <>
            <p id={hintId}>{texts.confirmText}</p>
            {step.error === null ? null : (
              <p className="bo-alert" role="alert">
                {step.error}
              </p>
            )}
          </>
        ) : (
          <ShownKey apiKey={step.apiKey} texts={texts} details={details} hintId={hintId} />
        )}
      </div>
      <div className="dialog__footer bo-dialog__actions">
        {step.kind === 'confirm' ? (
          <>
            <button type="button" className="button button--secondary" onClick={close}>
              {apiKeyTexts.cancel}
            </button>
            <button
              type="button"
              className="button bo-button--danger"
              disabled={step.busy}
              onClick={onConfirm}
            >
              {step.busy ? apiKeyTexts.busy : texts.confirm}
            </button>
          </>
        ) : (
          <button type="button" className="button" onClick={close}>
            {apiKeyTexts.done}
          </button>
        )}
      </div>
    </dialog>
  );
}
