import { useIsLoading } from '../../app/status-store.js';

/** A quiet sign in the header that something loads; pages announce their own loading by name. */
export function LoadingIndicator() {
  const loading = useIsLoading('*');
  return <span className="bo-header__loading" data-active={loading} aria-hidden="true" />;
}
