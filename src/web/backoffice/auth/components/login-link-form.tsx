import { useId, useState, type FormEvent } from 'react';
import { backoffice } from '../../../i18n/backoffice.js';
import { failureMessage } from '../../app/failure-message.js';
import { requestLoginLink } from '../api/login-link.js';
import { FormAlert } from './form-alert.js';

const texts = backoffice.login;

export function LoginLinkForm({ onBack }: { onBack: () => void }) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState<string>();
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setMessage(undefined);
    try {
      await requestLoginLink(email);
      setSent(true);
    } catch (error) {
      setMessage(failureMessage(error, texts.failed));
    }
    setBusy(false);
  }

  return (
    <>
      <p>{texts.linkIntro}</p>
      {sent ? (
        <p className="bo-notice" role="status">
          {texts.linkSent}
        </p>
      ) : (
        <form className="bo-stack" onSubmit={(event) => void submit(event)} noValidate>
          <FormAlert message={message} />
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
              onChange={(event) => setEmail(event.target.value)}
            />
          </div>
          <button type="submit" className="button" disabled={busy}>
            {busy ? texts.submitting : texts.linkSubmit}
          </button>
        </form>
      )}
      <p className="bo-login__alternative">
        <button type="button" className="link-button" onClick={onBack}>
          {texts.backToPassword}
        </button>
      </p>
    </>
  );
}
