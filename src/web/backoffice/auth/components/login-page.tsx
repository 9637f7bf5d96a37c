import { useState } from 'react';
import { authMessages } from '../../../../domain/auth/messages.js';
import { backoffice } from '../../../i18n/backoffice.js';
import { failureMessage } from '../../app/failure-message.js';
import { signIn } from '../api/sign-in.js';
import { useFinishSignIn } from '../use-finish-sign-in.js';
import { LoginLayout } from './login-layout.js';
import { LoginLinkForm } from './login-link-form.js';
import { NewPasswordForm } from './new-password-form.js';
import { PasswordForm } from './password-form.js';

type Step =
  { kind: 'password' } | { kind: 'newPassword'; email: string; password: string } | { kind: 'link' };

const texts = backoffice.login;

export function LoginPage() {
  const [step, setStep] = useState<Step>({ kind: 'password' });
  const finish = useFinishSignIn();

  async function submitPassword(email: string, password: string): Promise<string | undefined> {
    try {
      finish(await signIn({ email, password }));
      return undefined;
    } catch (error) {
      const message = failureMessage(error, texts.failed);
      if (message === authMessages.credentialsExpired) {
        setStep({ kind: 'newPassword', email, password });
        return undefined;
      }
      return message;
    }
  }

  switch (step.kind) {
    case 'password':
      return (
        <LoginLayout title={texts.title}>
          <PasswordForm onSubmit={submitPassword} onRequestLink={() => setStep({ kind: 'link' })} />
        </LoginLayout>
      );
    case 'newPassword':
      return (
        <LoginLayout title={texts.passwordTitle}>
          <NewPasswordForm email={step.email} currentPassword={step.password} onDone={finish} />
        </LoginLayout>
      );
    case 'link':
      return (
        <LoginLayout title={texts.linkTitle}>
          <LoginLinkForm onBack={() => setStep({ kind: 'password' })} />
        </LoginLayout>
      );
  }
}
