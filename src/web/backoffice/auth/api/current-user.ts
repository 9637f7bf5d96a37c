import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '../../../../domain/schemas/user.js';
import { apiGet, setCsrfToken } from '../../../api/client.js';

export type SignedInUser = CurrentUser & { csrfToken: string };

export const currentUserQuery = queryOptions({
  queryKey: ['backoffice', 'me'],
  queryFn: async ({ signal }) => {
    const user = await apiGet<SignedInUser>('/api/users/me', signal);
    setCsrfToken(user.csrfToken);
    return user;
  },
  staleTime: 5 * 60_000,
});

export function useCurrentUser() {
  return useQuery(currentUserQuery);
}

/** After sign-in the answer already is the current user: no second call needed. */
export function rememberSignedInUser(queryClient: QueryClient, user: SignedInUser): void {
  setCsrfToken(user.csrfToken);
  queryClient.setQueryData(currentUserQuery.queryKey, user);
}

export function isAdmin(user: Pick<CurrentUser, 'roles'>): boolean {
  return user.roles.includes('ROLE_ADMIN');
}
