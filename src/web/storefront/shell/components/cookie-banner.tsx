import { useInitData } from '../../../api/init.js';
import { de } from '../../../i18n/de.js';
import { legalPages } from '../../../lib/legal-pages.js';
import { paths } from '../../../paths.js';
import { SmartLink } from '../../../ui/smart-link.js';
import { useCookieConsent } from '../hooks/use-cookie-consent.js';

export function CookieBanner() {
  const { '/api/config': config } = useInitData();
  const { isAccepted, accept } = useCookieConsent();
  if (isAccepted) return null;
  const privacy = legalPages(config).find((page) => page.path === paths.legal.privacy);

  return (
    <section className="cookie-banner" aria-label={de.cookies.label}>
      <div className="cookie-banner__inner container">
        <p className="cookie-banner__text">
          {de.cookies.text}{' '}
          {privacy === undefined ? null : <SmartLink to={privacy.href}>{de.cookies.more}</SmartLink>}
        </p>
        <button type="button" className="button" onClick={accept}>
          {de.cookies.accept}
        </button>
      </div>
    </section>
  );
}
