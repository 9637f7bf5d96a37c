import { useEffect, useId, useRef, type ReactNode } from 'react';

/**
 * The frame of the shift and the correction form. The heading takes the focus when the form opens, so a
 * keyboard or screen reader user lands on the form that just appeared rather than back at its button.
 */
export function TimeFormFrame({
  title,
  intro,
  error,
  saveLabel,
  saving,
  onSave,
  cancelLabel,
  onCancel,
  otherActions,
  children,
}: {
  title: string;
  intro?: string;
  error: string | undefined;
  saveLabel: string;
  saving: boolean;
  onSave: () => void;
  cancelLabel: string;
  onCancel: () => void;
  otherActions?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  return (
    <form
      className="bo-time-form"
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        onSave();
      }}
    >
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1}>
        {title}
      </h2>
      {intro === undefined ? null : <p>{intro}</p>}
      {error === undefined ? null : (
        <p className="bo-alert" role="alert">
          {error}
        </p>
      )}
      {children}
      <div className="bo-time-form__actions">
        <button type="submit" className="button" disabled={saving}>
          {saveLabel}
        </button>
        {otherActions}
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {cancelLabel}
        </button>
      </div>
    </form>
  );
}
