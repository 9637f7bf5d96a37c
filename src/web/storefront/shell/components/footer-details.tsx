import { displayGroups, formatHours } from '../../../../domain/opening-hours/display-groups.js';
import type { Branch } from '../../../../domain/schemas/branch.js';
import { useInitData } from '../../../api/init.js';
import { DayRangeLabel } from '../../../components/day-range-label.js';
import { de } from '../../../i18n/de.js';
import { directionsUrl, hasAddress, telUrl } from '../../../lib/links.js';
import { BranchMap } from '../../map/branch-map.js';
import { SmartLink } from '../../../ui/smart-link.js';
import { hasNavigation, NavigationList } from './navigation-list.js';
import { ShopLogo } from './shop-logo.js';

const FOOTER_NAVIGATION = 'footer-navigation';

/** The extended footer: the first branch's address, hours and contact, then the operator's links. */
export function FooterDetails({ branch }: { branch: Branch | undefined }) {
  const { '/api/config': config, '/api/navigations': navigations } = useInitData();
  const openGroups =
    branch === undefined ? [] : displayGroups(branch.openingHours).filter((group) => !group.isClosed);
  const website = branch?.website || config.website;

  return (
    <div className="footer-details">
      <div className="footer-details__inner container">
        <section className="footer-details__column" aria-labelledby="footer-address">
          <h2 id="footer-address" className="footer-details__brand">
            {config.logo === null ? (
              config.shopName || config.title
            ) : (
              <ShopLogo logo={config.logo} shopName={config.shopName || config.title} place="footer" />
            )}
          </h2>
          {branch !== undefined && hasAddress(branch) ? (
            <>
              <address>
                {branch.street}
                <br />
                {branch.zipCode} {branch.city}
              </address>
              <SmartLink to={directionsUrl(branch)}>{de.contact.directions}</SmartLink>
            </>
          ) : null}
          {branch === undefined ? null : <BranchMap branches={[branch]} onlyWithConsent />}
        </section>
        {openGroups.length > 0 ? (
          <section className="footer-details__column" aria-labelledby="footer-hours">
            <h2 id="footer-hours">{de.footer.openingHours}</h2>
            <dl className="footer-details__hours">
              {openGroups.map((group) => (
                <div key={group.days.join('-')}>
                  <dt>
                    <DayRangeLabel group={group} />
                  </dt>
                  <dd>{formatHours(group.hours)}</dd>
                </div>
              ))}
            </dl>
            <p>{de.footer.vendingMachines}</p>
          </section>
        ) : null}
        <section className="footer-details__column" aria-labelledby="footer-contact">
          <h2 id="footer-contact">{de.footer.contact}</h2>
          <ul className="contact-list">
            {branch?.phone ? (
              <li>
                {de.contact.phone}: <a href={telUrl(branch.phone)}>{branch.phone}</a>
              </li>
            ) : null}
            {branch?.email ? (
              <li>
                {de.contact.email}: <a href={`mailto:${branch.email}`}>{branch.email}</a>
              </li>
            ) : null}
            {website ? (
              <li>
                {de.contact.website}:{' '}
                <SmartLink to={website}>{website.replace(/^https?:\/\//, '')}</SmartLink>
              </li>
            ) : null}
          </ul>
        </section>
        {hasNavigation(navigations, FOOTER_NAVIGATION) || config.socialLinks.length > 0 ? (
          <div className="footer-details__column">
            {hasNavigation(navigations, FOOTER_NAVIGATION) ? (
              <nav aria-label={de.footer.navigation}>
                <NavigationList identifier={FOOTER_NAVIGATION} className="footer-details__links" />
              </nav>
            ) : null}
            {config.socialLinks.length > 0 ? (
              <section aria-labelledby="footer-social">
                <h2 id="footer-social">{de.footer.social}</h2>
                <ul className="footer-details__links">
                  {config.socialLinks.map((link) => (
                    <li key={link.url}>
                      <SmartLink to={link.url}>{link.label}</SmartLink>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
          </div>
        ) : null}
      </div>
    </div>
  );
}
