import { backoffice } from '../../../i18n/backoffice.js';

/** The e-mail address that signs in; `username` lets password managers fill it in. */
export function EmailField(props: {
  id: string;
  value: string;
  onChange: (email: string) => void;
  describedBy?: string;
}) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={props.id}>
        {backoffice.login.email}
      </label>
      <input
        id={props.id}
        className="field__input"
        type="email"
        autoComplete="username"
        required
        value={props.value}
        aria-describedby={props.describedBy}
        onChange={(event) => props.onChange(event.target.value)}
      />
    </div>
  );
}
