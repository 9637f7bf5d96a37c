import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigationType } from 'react-router';
import { backoffice } from '../../../i18n/backoffice.js';
import { t } from '../../../i18n/t.js';
import { paths } from '../../../paths.js';
import { APP_VERSION } from '../../app-version.js';
import { statusStore } from '../../app/status-store.js';
import type { SignedInUser } from '../../auth/api/current-user.js';
import { useSignOut } from '../../auth/use-sign-out.js';
import { DeviceAlarm } from '../../devices/components/device-alarm.js';
import { navigationAreas } from '../navigation-areas.js';
import { AreaNavigation } from './area-navigation.js';
import { ErrorList } from './error-list.js';
import { LoadingIndicator } from './loading-indicator.js';

const texts = backoffice.shell;

/**
 * The frame of every back-office screen: header with the user, the navigation by area (a sidebar from
 * 1024 px, a drawer below, so a tablet keeps the full width for lists), the error entries, the page.
 */
export function BackofficeShell({ user, children }: { user: SignedInUser; children: ReactNode }) {
  const { pathname } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const isOpen = openOn === pathname;
  const navigationId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const signOut = useSignOut();

  // Errors belong to the screen they happened on; their retry actions would act on a page that is gone.
  useEffect(() => statusStore.clearErrors(), [pathname]);

  // A screen opened from a list starts at its top, with its heading and actions, not at the place the
  // list was scrolled to; back and forward leave the browser's own restoring alone.
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType !== 'POP') window.scrollTo({ top: 0 });
  }, [pathname, navigationType]);

  // Escape closes the open drawer wherever focus is (the toggle, a link in it) and returns to the toggle.
  useEffect(() => {
    if (!isOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenOn(null);
      toggle.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [isOpen]);

  return (
    <div className="bo">
      <a className="skip-link" href="#bo-main">
        {backoffice.app.skipLink}
      </a>
      <header className="bo-header">
        <button
          ref={toggle}
          type="button"
          className="bo-header__toggle"
          aria-expanded={isOpen}
          aria-controls={navigationId}
          aria-label={isOpen ? texts.closeMenu : texts.openMenu}
          onClick={() => setOpenOn(isOpen ? null : pathname)}
        >
          <span aria-hidden="true">{isOpen ? '×' : '≡'}</span> {texts.menu}
        </button>
        <Link className="bo-header__brand" to={paths.backend}>
          {backoffice.app.title}
        </Link>
        <LoadingIndicator />
        <div className="bo-header__user">
          <span>{t(texts.signedInAs, { name: user.name || user.email })}</span>
          <Link to={paths.backendSettings}>{texts.settings}</Link>
          <Link to={paths.home}>{texts.storefront}</Link>
          <button type="button" className="bo-header__logout" onClick={() => void signOut()}>
            {texts.logout}
          </button>
        </div>
      </header>
      <div className="bo-body">
        <nav id={navigationId} className="bo-nav" aria-label={texts.navigation} data-open={isOpen}>
          <AreaNavigation areas={navigationAreas(user.roles)} onNavigate={() => setOpenOn(null)} />
          <p className="bo-nav__version">{t(backoffice.app.version, { version: APP_VERSION })}</p>
        </nav>
        <main id="bo-main" className="bo-main" tabIndex={-1}>
          <DeviceAlarm isAdmin={user.roles.includes('ROLE_ADMIN')} />
          <ErrorList />
          {children}
        </main>
      </div>
    </div>
  );
}
