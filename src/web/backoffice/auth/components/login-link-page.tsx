import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { backoffice } from '../../../i18n/backoffice.js';
import { paths } from '../../../paths.js';
import { failureMessage } from '../../app/failure-message.js';
import { redeemLoginLink } from '../api/login-link.js';
import { FormAlert } from './form-alert.js';
import { LoginLayout } from './login-layout.js';
import { useFinishSignIn } from '../use-finish-sign-in.js';

const texts = backoffice.login;

/** The mailed link `/backend/login/link/{token}`: redeemed once on arrival, then on into the back office. */
export function LoginLinkPage() {
  const { token = '' } = useParams();
  const finish = useFinishSignIn();
  const [message, setMessage] = useState<string>();
  // A link works once: React's development double effects must not spend it twice.
  const redeemed = useRef<string | null>(null);

  useEffect(() => {
    if (redeemed.current === token) return;
    redeemed.current = token;
    redeemLoginLink(token).then(finish, (error: unknown) => setMessage(failureMessage(error, texts.failed)));
  }, [token, finish]);

  return (
    <LoginLayout title={texts.redeemTitle}>
      {message ? (
        <>
          <FormAlert message={message} />
          <p>
            <Link className="button" to={paths.backendLogin}>
              {texts.redeemFailedAction}
            </Link>
          </p>
        </>
      ) : (
        <p role="status">{texts.redeeming}</p>
      )}
    </LoginLayout>
  );
}
