import { useId, useState, type FormEvent } from 'react';
import { backoffice } from '../../../i18n/backoffice.js';
import { failureMessage } from '../../app/failure-message.js';
import type { SignedInUser } from '../api/current-user.js';
import { changePassword, signIn } from '../api/sign-in.js';
import { FormAlert } from './form-alert.js';

const texts = backoffice.login;

/** An expired or one-time password is replaced first; then the new one signs in. */
export function NewPasswordForm({
  email,
  currentPassword,
  onDone,
}: {
  email: string;
  currentPassword: string;
  onDone: (user: SignedInUser) => void;
}) {
  const id = useId();
  const [newPassword, setNewPassword] = useState('');
  const [repeated, setRepeated] = useState('');
  const [message, setMessage] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (newPassword !== repeated) {
      setMessage(texts.passwordMismatch);
      return;
    }
    setBusy(true);
    setMessage(undefined);
    try {
      await changePassword({ email, password: currentPassword, newPassword });
      onDone(await signIn({ email, password: newPassword }));
    } catch (error) {
      setMessage(failureMessage(error, texts.failed));
      setBusy(false);
    }
  }

  return (
    <>
      <p>{texts.passwordIntro}</p>
      <form className="bo-stack" onSubmit={(event) => void submit(event)} noValidate>
        <FormAlert message={message} />
        {/* Password managers pair the new password with this account. */}
        <input type="hidden" name="username" autoComplete="username" value={email} />
        <div className="field">
          <label className="field__label" htmlFor={`${id}-new`}>
            {texts.newPassword}
          </label>
          <input
            id={`${id}-new`}
            className="field__input"
            type="password"
            autoComplete="new-password"
            required
            minLength={10}
            aria-describedby={`${id}-hint`}
            value={newPassword}
            onChange={(event) => setNewPassword(event.target.value)}
          />
          <p id={`${id}-hint`} className="field__hint">
            {texts.passwordHint}
          </p>
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-repeat`}>
            {texts.repeatPassword}
          </label>
          <input
            id={`${id}-repeat`}
            className="field__input"
            type="password"
            autoComplete="new-password"
            required
            value={repeated}
            onChange={(event) => setRepeated(event.target.value)}
          />
        </div>
        <button type="submit" className="button" disabled={busy}>
          {busy ? texts.submitting : texts.passwordSubmit}
        </button>
      </form>
    </>
  );
}
