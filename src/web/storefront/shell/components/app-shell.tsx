import './shell.css';
import { Outlet, ScrollRestoration } from 'react-router';
import { useInitQuery } from '../../../api/init.js';
import { de } from '../../../i18n/de.js';
import { ServiceWorker, UpdatePrompt } from '../../../pwa/pwa-components.js';
import { Loader } from '../../../ui/loader.js';
import { StatusPage } from '../../../ui/status-page.js';
import { usePageViews } from '../hooks/use-page-views.js';
import { AdminToolbarSlot } from './admin-toolbar-slot.js';
import { CookieBanner } from './cookie-banner.js';
import { NewsDialog } from './news-dialog.js';
import { OfflineWarning } from './offline-warning.js';
import { OpenBranchesToolbar } from './open-branches-toolbar.js';
import { SiteFooter } from './site-footer.js';
import { ShopFont } from './shop-font.js';
import { SiteHeader } from './site-header.js';
import { ThirdPartyScripts } from './third-party-scripts.js';

function LoadedShell({ hasToolbar, isPwaEnabled }: { hasToolbar: boolean; isPwaEnabled: boolean }) {
  return (
    <>
      <ServiceWorker isEnabled={isPwaEnabled} />
      <UpdatePrompt />
      <SiteHeader />
      {hasToolbar ? <OpenBranchesToolbar /> : null}
      <main id="main" className="site-main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      <CookieBanner />
      <NewsDialog />
      <ThirdPartyScripts />
      <ShopFont />
      <ScrollRestoration />
    </>
  );
}

export function AppShell() {
  const init = useInitQuery();
  usePageViews();
  return (
    <>
      <a className="skip-link" href="#main">
        {de.app.skipLink}
      </a>
      <OfflineWarning />
      {init.data !== undefined ? <AdminToolbarSlot user={init.data['/api/users/me']} /> : null}
      {init.data !== undefined ? (
        <LoadedShell
          hasToolbar={init.data['/api/config'].enablePluginToolbar}
          isPwaEnabled={init.data['/api/config'].enablePluginPWA}
        />
      ) : (
        <main id="main" className="site-main" tabIndex={-1}>
          {init.isError && !init.isFetching ? (
            <StatusPage
              title={de.app.loadFailed}
              actions={
                <button type="button" className="button" onClick={() => void init.refetch()}>
                  {de.app.retry}
                </button>
              }
            />
          ) : (
            <Loader />
          )}
        </main>
      )}
    </>
  );
}
