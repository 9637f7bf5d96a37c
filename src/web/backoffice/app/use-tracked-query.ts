import { useQuery, type QueryKey, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import { failureMessage, isForbidden, isSignedOut } from './failure-message.js';
import { statusStore } from './status-store.js';

export type Tracking = {
  /** The loader's name while the query fetches, e.g. `entities.products.list`. */
  loader: string;
  /** The error entry's id; a later failure of the same call replaces it, a success removes it. */
  errorId: string;
  /** The spec's default message for the call. */
  fallback: string;
};

/** A query whose fetching shows as a named loader and whose failure becomes an error entry with a retry. */
export function useTrackedQuery<Data, Key extends QueryKey>(
  options: UseQueryOptions<Data, Error, Data, Key>,
  { loader, errorId, fallback }: Tracking,
): UseQueryResult<Data> {
  const query = useQuery(options);
  const { isFetching, error, isSuccess, refetch } = query;

  useEffect(() => {
    if (!isFetching) return;
    statusStore.startLoader(loader);
    return () => statusStore.stopLoader(loader);
  }, [isFetching, loader]);

  useEffect(() => {
    // A refusal shows as the page's no-permission view, a lost session as the sign-in page.
    if (!error || isForbidden(error) || isSignedOut(error)) return;
    statusStore.putError({
      id: errorId,
      message: failureMessage(error, fallback),
      cause: error,
      retry: () => refetch(),
    });
  }, [error, errorId, fallback, refetch]);

  useEffect(() => {
    if (isSuccess && !isFetching) statusStore.removeError(errorId);
  }, [isSuccess, isFetching, errorId]);

  return query;
}
