import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { setCsrfToken } from '../../api/client.js';
import { initQueryOptions } from '../../api/init.js';
import { backoffice } from '../../i18n/backoffice.js';
import { paths } from '../../paths.js';
import { failureMessage } from '../app/failure-message.js';
import { statusStore } from '../app/status-store.js';
import { signOut } from './api/sign-in.js';

/** Ends the session and forgets everything the back office had loaded for this user. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async function signOutAndLeave() {
    try {
      await signOut();
    } catch (error) {
      statusStore.putError({
        id: 'auth.logout',
        message: failureMessage(error, backoffice.errors.logout),
        cause: error,
        retry: signOutAndLeave,
      });
      return;
    }
    setCsrfToken(undefined);
    queryClient.removeQueries({ queryKey: ['backoffice'] });
    queryClient.removeQueries({ queryKey: ['entities'] });
    await queryClient.invalidateQueries({ queryKey: initQueryOptions.queryKey });
    await navigate(paths.backendLogin, { replace: true });
  };
}
