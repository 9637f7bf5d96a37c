import { Link } from 'react-router';
import { viennaParts } from '../../../../domain/opening-hours/vienna-time.js';
import { useInitData } from '../../../api/init.js';
import { useNow } from '../../../hooks/use-now.js';
import { de } from '../../../i18n/de.js';
import { t } from '../../../i18n/t.js';
import { inDisplayOrder } from '../../../lib/branches.js';
import { legalPages } from '../../../lib/legal-pages.js';
import { paths } from '../../../paths.js';
import { InstallButton } from '../../../pwa/pwa-components.js';
import { SmartLink } from '../../../ui/smart-link.js';
import { useSelfService } from '../../self-service/self-service-context.js';
import { CookieSettingsButton } from './cookie-settings-button.js';
import { FooterDetails } from './footer-details.js';

export function SiteFooter() {
  const { '/api/config': config, '/api/branches': branches } = useInitData();
  const now = useNow(60 * 60_000);
  const year = viennaParts(now).date.slice(0, 4);
  const shopName = config.shopName || config.title;
  const only = branches.length === 1 ? branches[0] : undefined;
  const legal = legalPages(config);
  const kiosk = useSelfService();
  const first = inDisplayOrder(branches.filter((branch) => branch.isPublic))[0];

  return (
    <footer className="site-footer">
      <FooterDetails branch={first} />
      <div className="site-footer__bottom">
        <div className="site-footer__bottom-inner container">
          <Link
            className="site-footer__brand"
            to={
              kiosk !== null
                ? paths.selfService.branch(kiosk.identifier)
                : only === undefined
                  ? paths.home
                  : paths.branch(only.identifier)
            }
          >
            {shopName}
          </Link>
          {legal.length > 0 ? (
            <nav aria-label={de.footer.legal}>
              <ul className="site-footer__legal">
                {legal.map((page) => (
                  <li key={page.path}>
                    <SmartLink to={page.href}>{page.label}</SmartLink>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          {kiosk === null ? <CookieSettingsButton /> : null}
          <InstallButton isEnabled={config.enablePluginPWA && kiosk === null} />
          <p className="site-footer__copyright">
            {t(de.footer.copyright, { year, businessName: config.businessName || shopName })}
          </p>
        </div>
      </div>
    </footer>
  );
}
