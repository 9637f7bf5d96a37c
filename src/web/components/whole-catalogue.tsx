import type { ReactNode } from 'react';
import { useWholeInit } from '../api/init.js';
import { de } from '../i18n/de.js';
import { Loader } from '../ui/loader.js';
import { StatusPage } from '../ui/status-page.js';

/**
 * Renders its children with every product of the catalogue: a server-rendered page carried only its own,
 * and a step from it into the checkout or the back office must not judge a cart or a list by those.
 */
export function WholeCatalogue({ children }: { children: ReactNode }) {
  const { init, hasFailed, retry } = useWholeInit();
  if (init !== undefined) return children;
  if (!hasFailed) return <Loader />;
  return (
    <StatusPage
      title={de.app.loadFailed}
      actions={
        <button type="button" className="button" onClick={retry}>
          {de.app.retry}
        </button>
      }
    />
  );
}
