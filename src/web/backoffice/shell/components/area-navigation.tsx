import { NavLink, useLocation } from 'react-router';
import { backoffice } from '../../../i18n/backoffice.js';
import { paths } from '../../../paths.js';
import { RequestCountBadge } from '../../requests/request-count-badge.js';
import { yieldsToSibling, type NavigationArea } from '../navigation-areas.js';

/** An area with one screen is a link of its own; larger areas are a heading over their screens. */
export function AreaNavigation({
  areas,
  onNavigate,
}: {
  areas: readonly NavigationArea[];
  onNavigate: () => void;
}) {
  const { pathname } = useLocation();
  return (
    <ul className="bo-nav__areas">
      <li>
        <NavLink className="bo-nav__link" to={paths.backend} end onClick={onNavigate}>
          {backoffice.shell.dashboard}
        </NavLink>
      </li>
      {areas.map((area) => {
        const [only] = area.links;
        if (area.links.length === 1 && only) {
          return (
            <li key={area.key}>
              <NavLink className="bo-nav__link" to={only.to} onClick={onNavigate}>
                {area.label}
              </NavLink>
            </li>
          );
        }
        return (
          <li key={area.key} className="bo-nav__area">
            <h2 className="bo-nav__heading" id={`bo-nav-${area.key}`}>
              {area.label}
            </h2>
            <ul aria-labelledby={`bo-nav-${area.key}`}>
              {area.links.map((link) => (
                <li key={link.to}>
                  <NavLink
                    className="bo-nav__link bo-nav__link--sub"
                    to={link.to}
                    end={yieldsToSibling(area.links, link.to, pathname)}
                    onClick={onNavigate}
                  >
                    {link.label}
                    {link.to === paths.backendRequests ? <RequestCountBadge /> : null}
                  </NavLink>
                </li>
              ))}
            </ul>
          </li>
        );
      })}
    </ul>
  );
}
