/**
 * A text field of the request forms (the breakfast request's data step, the contact form): its label, and
 * under it the reason it is refused, tied to it for screen readers, once the guest tried to go on.
 */
export function RequestTextField(props: {
  id: string;
  label: string;
  type: string;
  autoComplete: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}) {
  const errorId = `${props.id}-error`;
  return (
    <div className="field">
      <label className="field__label" htmlFor={props.id}>
        {props.label}
      </label>
      <input
        id={props.id}
        className="field__input"
        type={props.type}
        autoComplete={props.autoComplete}
        required
        aria-invalid={props.error === undefined ? undefined : true}
        aria-describedby={props.error === undefined ? undefined : errorId}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
      />
      {props.error === undefined ? null : (
        <p id={errorId} className="field__error">
          {props.error}
        </p>
      )}
    </div>
  );
}

/** The request forms' free text (a comment, a message): optional, so it is never refused. */
export function RequestTextArea(props: {
  id: string;
  label: string;
  rows: number;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={props.id}>
        {props.label}
      </label>
      <textarea
        id={props.id}
        className="field__input"
        rows={props.rows}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
      />
    </div>
  );
}
