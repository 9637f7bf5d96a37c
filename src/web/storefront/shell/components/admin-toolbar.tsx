import './admin-toolbar.css';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import type { CurrentUser } from '../../../../domain/schemas/user.js';
import { apiGet, apiPost, setCsrfToken } from '../../../api/client.js';
import { initQueryOptions } from '../../../api/init.js';
import { APP_VERSION } from '../../../backoffice/app-version.js';
import { adminToolbarTexts as texts } from '../../../i18n/backoffice.js';
import { t } from '../../../i18n/t.js';
import { paths } from '../../../paths.js';

/**
 * The tools bar a signed-in administrator sees on the public site (storefront spec, section 2): the
 * back office's sites, dashboard statistics and navigations, the switch to the back office, logout,
 * the user's name and the app version.
 */
export function AdminToolbar({ user }: { user: CurrentUser }) {
  const queryClient = useQueryClient();
  const [failed, setFailed] = useState(false);

  async function signOut() {
    setFailed(false);
    try {
      // The storefront's data carries no CSRF token; the session's own answer does.
      const me = await apiGet<{ csrfToken: string }>('/api/users/me');
      setCsrfToken(me.csrfToken);
      await apiPost<void>('/api/auth/logout', undefined);
      setCsrfToken(undefined);
      await queryClient.invalidateQueries({ queryKey: initQueryOptions.queryKey });
    } catch {
      setFailed(true);
    }
  }

  return (
    <nav className="admin-toolbar" aria-label={texts.label}>
      <div className="admin-toolbar__inner container">
        <ul className="admin-toolbar__links">
          <li>
            <Link to={paths.backendEntities('sites')}>{texts.sites}</Link>
          </li>
          <li>
            <Link to={paths.backendStatistics}>{texts.statistics}</Link>
          </li>
          <li>
            <Link to={paths.backendEntities('navigations')}>{texts.navigations}</Link>
          </li>
          <li>
            <Link to={paths.backend}>{texts.backoffice}</Link>
          </li>
        </ul>
        <p className="admin-toolbar__user">
          <span>{t(texts.signedInAs, { name: user.name || user.email })}</span>
          <span>{t(texts.version, { version: APP_VERSION })}</span>
          <button type="button" className="admin-toolbar__logout" onClick={() => void signOut()}>
            {texts.logout}
          </button>
          {failed ? (
            <span role="alert" className="admin-toolbar__error">
              {texts.logoutFailed}
            </span>
          ) : null}
        </p>
      </div>
    </nav>
  );
}
