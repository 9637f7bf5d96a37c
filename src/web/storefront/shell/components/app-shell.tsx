import './shell.css';
import '../../self-service/self-service.css';
import { useRef, useState } from 'react';
import { Outlet } from 'react-router';
import { useInitQuery } from '../../../api/init.js';
import { de } from '../../../i18n/de.js';
import { ServiceWorker, UpdatePrompt } from '../../../pwa/pwa-components.js';
import { Loader } from '../../../ui/loader.js';
import { StatusPage } from '../../../ui/status-page.js';
import { KioskTimer } from '../../self-service/kiosk-timer.js';
import { Screensaver } from '../../self-service/screensaver.js';
import {
  SelfServiceContext,
  useEnteredSelfService,
  type SelfService,
} from '../../self-service/self-service-context.js';
import { usePageTransition } from '../hooks/use-page-transition.js';
import { usePageViews } from '../hooks/use-page-views.js';
import { useRouteScroll } from '../hooks/use-route-scroll.js';
import { AdminToolbarSlot } from './admin-toolbar-slot.js';
import { BottomNotices } from './bottom-notices.js';
import { NewsDialog } from './news-dialog.js';
import { OfflineWarning } from './offline-warning.js';
import { OpenBranchesToolbar } from './open-branches-toolbar.js';
import { SiteFooter } from './site-footer.js';
import { ShopFont } from './shop-font.js';
import { ShopThemeStyle } from './shop-theme-style.js';
import { SiteHeader } from './site-header.js';
import { ThirdPartyScripts } from './third-party-scripts.js';

interface LoadedShellProps {
  hasToolbar: boolean;
  isPwaEnabled: boolean;
  kiosk: SelfService | null;
}

function LoadedShell({ hasToolbar, isPwaEnabled, kiosk }: LoadedShellProps) {
  // A kiosk's page rests under the screensaver until a guest taps it; a reset reloads the page.
  const [isAwake, setIsAwake] = useState(false);
  const isCovered = kiosk !== null && !isAwake;
  const main = useRef<HTMLElement>(null);
  usePageTransition(main);
  useRouteScroll();
  return (
    <>
      <ServiceWorker isEnabled={isPwaEnabled} />
      <UpdatePrompt />
      <ShopThemeStyle />
      <div className="shell-frame" inert={isCovered}>
        <SiteHeader />
        {hasToolbar ? <OpenBranchesToolbar /> : null}
        <main ref={main} id="main" className="site-main" tabIndex={-1}>
          <Outlet />
        </main>
        <SiteFooter />
      </div>
      {/* A kiosk asks no guest about cookies (spec, section 2): it sets none that need consent. */}
      {kiosk === null ? <BottomNotices isPwaEnabled={isPwaEnabled} /> : null}
      {isCovered ? null : <NewsDialog />}
      <ThirdPartyScripts />
      <ShopFont />
      {kiosk === null ? null : isAwake ? (
        <KioskTimer kiosk={kiosk} />
      ) : (
        <Screensaver onWake={() => setIsAwake(true)} />
      )}
    </>
  );
}

export function AppShell() {
  const init = useInitQuery();
  const kiosk = useEnteredSelfService();
  usePageViews();
  return (
    <SelfServiceContext value={kiosk}>
      <a className="skip-link" href="#main">
        {de.app.skipLink}
      </a>
      <OfflineWarning />
      {init.data !== undefined ? <AdminToolbarSlot user={init.data['/api/users/me']} /> : null}
      {init.data !== undefined ? (
        <LoadedShell
          hasToolbar={init.data['/api/config'].enablePluginToolbar}
          isPwaEnabled={init.data['/api/config'].enablePluginPWA}
          kiosk={kiosk}
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
    </SelfServiceContext>
  );
}
