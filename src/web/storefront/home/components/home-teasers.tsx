import { Link } from 'react-router';
import type { Branch } from '../../../../domain/schemas/branch.js';
import { de } from '../../../i18n/de.js';
import { t } from '../../../i18n/t.js';
import { directionsUrl, hasAddress, telUrl } from '../../../lib/links.js';
import { paths } from '../../../paths.js';
import { SmartLink } from '../../../ui/smart-link.js';

/** The three first steps for a shop with a single branch: order, book a table, find the way. */
export function HomeTeasers({ branch }: { branch: Branch }) {
  return (
    <ul className="teasers">
      <li className="teaser">
        <h2 className="teaser__title">
          <Link className="teaser__link" to={paths.branch(branch.identifier)}>
            {de.homePage.order}
          </Link>
        </h2>
        <p>{de.homePage.orderText}</p>
      </li>
      {branch.phone ? (
        <li className="teaser">
          <h2 className="teaser__title">
            <a className="teaser__link" href={telUrl(branch.phone)}>
              {de.homePage.reservation}
            </a>
          </h2>
          <p>{t(de.homePage.reservationText, { phone: branch.phone })}</p>
        </li>
      ) : null}
      {hasAddress(branch) ? (
        <li className="teaser">
          <h2 className="teaser__title">
            <SmartLink className="teaser__link" to={directionsUrl(branch)}>
              {de.homePage.directions}
            </SmartLink>
          </h2>
          <address>
            {branch.street}
            <br />
            {branch.zipCode} {branch.city}
          </address>
        </li>
      ) : null}
    </ul>
  );
}
