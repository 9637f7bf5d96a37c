import { useId, useState, type FormEvent } from 'react';
import { backoffice } from '../../../i18n/backoffice.js';
import { FormAlert } from './form-alert.js';

const texts = backoffice.login;

export function PasswordForm({
  onSubmit,
  onRequestLink,
}: {
  /** Answers the message to show, or undefined when the sign-in went on. */
  onSubmit: (email: string, password: string) => Promise<string | undefined>;
  onRequestLink: () => void;
}) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [message, setMessage] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setMessage(undefined);
    const failure = await onSubmit(email, password);
    setMessage(failure);
    setBusy(false);
  }

  return (
    <>
      <p>{texts.intro}</p>
      <form className="bo-stack" onSubmit={(event) => void submit(event)} noValidate>
        <FormAlert message={message} id={`${id}-alert`} />
        <div className="field">
          <label className="field__label" htmlFor={`${id}-email`}>
            {texts.email}
          </label>
          <input
            id={`${id}-email`}
            className="field__input"
            type="email"
            autoComplete="username"
            required
            value={email}
            aria-describedby={message ? `${id}-alert` : undefined}
            onChange={(event) => setEmail(event.target.value)}
          />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-password`}>
            {texts.password}
          </label>
          <input
            id={`${id}-password`}
            className="field__input"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </div>
        <button type="submit" className="button" disabled={busy}>
          {busy ? texts.submitting : texts.submit}
        </button>
      </form>
      <p className="bo-login__alternative">
        <button type="button" className="link-button" onClick={onRequestLink}>
          {texts.linkOpen}
        </button>
      </p>
    </>
  );
}
