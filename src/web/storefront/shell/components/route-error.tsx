import { useRouteError } from 'react-router';
import { de } from '../../../i18n/de.js';
import { StatusPage } from '../../../ui/status-page.js';

/** Last resort when a page fails to render or its code cannot be fetched (say, after a deploy). */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <main id="main">
      <StatusPage
        title={de.content.errorTitle}
        text={de.content.errorText}
        actions={
          <button type="button" className="button" onClick={() => window.location.reload()}>
            {de.app.retry}
          </button>
        }
      />
    </main>
  );
}
