import { useId, useState } from 'react';
import { backoffice } from '../../../i18n/backoffice.js';
import { failureMessage } from '../../app/failure-message.js';
import { requestLoginLink } from '../api/login-link.js';
import { useFormSubmit } from '../use-form-submit.js';
import { AlternativeLink } from './alternative-link.js';
import { EmailField } from './email-field.js';
import { FormAlert } from './form-alert.js';

const texts = backoffice.login;

export function LoginLinkForm({ onBack }: { onBack: () => void }) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const { message, busy, submit } = useFormSubmit(async () => {
    try {
      await requestLoginLink(email);
      setSent(true);
      return undefined;
    } catch (error) {
      return failureMessage(error, texts.failed);
    }
  });

  return (
    <>
      <p>{texts.linkIntro}</p>
      {sent ? (
        <p className="bo-notice" role="status">
          {texts.linkSent}
        </p>
      ) : (
        <form className="bo-stack" onSubmit={submit} noValidate>
          <FormAlert message={message} />
          <EmailField id={`${id}-email`} value={email} onChange={setEmail} />
          <button type="submit" className="button" disabled={busy}>
            {busy ? texts.submitting : texts.linkSubmit}
          </button>
        </form>
      )}
      <AlternativeLink label={texts.backToPassword} onClick={onBack} />
    </>
  );
}
