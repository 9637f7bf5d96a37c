import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { useInitData } from '../../../api/init.js';
import { de } from '../../../i18n/de.js';
import { t } from '../../../i18n/t.js';
import { paths } from '../../../paths.js';
import { useSelfService } from '../../self-service/self-service-context.js';
import { hasNavigation, NavigationList } from './navigation-list.js';
import { ShopLogo } from './shop-logo.js';

const HEADER_NAVIGATION = 'header-navigation';

export function SiteHeader() {
  const { '/api/config': config, '/api/navigations': navigations } = useInitData();
  const { pathname } = useLocation();
  // The menu belongs to the page it was opened on, so following one of its links closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const isOpen = openOn === pathname;
  const navigationId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const shopName = config.shopName || config.title;
  // A kiosk's start is its branch's menu, not the chain's start page.
  const kiosk = useSelfService();
  const home = kiosk === null ? paths.home : paths.selfService.branch(kiosk.identifier);

  function closeOnEscape(event: KeyboardEvent) {
    if (event.key !== 'Escape' || !isOpen) return;
    setOpenOn(null);
    toggle.current?.focus();
  }

  return (
    <header className="site-header">
      <div className="site-header__inner container">
        <Link className="site-header__brand" to={home} aria-label={t(de.header.home, { shopName })}>
          {config.logo === null ? (
            shopName
          ) : (
            <ShopLogo logo={config.logo} shopName={shopName} place="header" />
          )}
        </Link>
        {hasNavigation(navigations, HEADER_NAVIGATION) ? (
          <nav className="site-header__nav" aria-label={de.header.navigation} onKeyDown={closeOnEscape}>
            <button
              ref={toggle}
              type="button"
              className="site-header__toggle button button--secondary button--small"
              aria-expanded={isOpen}
              aria-controls={navigationId}
              aria-label={isOpen ? de.header.closeMenu : de.header.openMenu}
              onClick={() => setOpenOn(isOpen ? null : pathname)}
            >
              <span className="site-header__toggle-icon" aria-hidden="true" data-open={isOpen} />
              {de.header.menu}
            </button>
            <div id={navigationId} className="site-header__menu" data-open={isOpen}>
              <NavigationList
                identifier={HEADER_NAVIGATION}
                className="site-header__links"
                onNavigate={() => setOpenOn(null)}
              />
            </div>
          </nav>
        ) : null}
      </div>
    </header>
  );
}
