import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { initQueryOptions } from '../../api/init.js';
import { paths } from '../../paths.js';
import { rememberSignedInUser, type SignedInUser } from './api/current-user.js';

/** Where to go after signing in: back where the lost session left off, inside the back office only. */
function afterSignIn(redirect: string | null): string {
  return redirect?.startsWith(`${paths.backend}/`) && !redirect.startsWith(paths.backendLogin)
    ? redirect
    : paths.backend;
}

export function useFinishSignIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  return (user: SignedInUser) => {
    rememberSignedInUser(queryClient, user);
    // The storefront shows admins their toolbar from the initial data.
    void queryClient.invalidateQueries({ queryKey: initQueryOptions.queryKey });
    void navigate(afterSignIn(searchParams.get('redirect')), { replace: true });
  };
}
