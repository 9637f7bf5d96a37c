import { useId, useState } from 'react';
import { backoffice } from '../../../i18n/backoffice.js';
import { useFormSubmit } from '../use-form-submit.js';
import { AlternativeLink } from './alternative-link.js';
import { EmailField } from './email-field.js';
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
  const { message, busy, submit } = useFormSubmit(() => onSubmit(email, password));

  return (
    <>
      <p>{texts.intro}</p>
      <form className="bo-stack" onSubmit={submit} noValidate>
        <FormAlert message={message} id={`${id}-alert`} />
        <EmailField
          id={`${id}-email`}
          value={email}
          onChange={setEmail}
          describedBy={message ? `${id}-alert` : undefined}
        />
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
      <AlternativeLink label={texts.linkOpen} onClick={onRequestLink} />
    </>
  );
}
