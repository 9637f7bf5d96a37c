import { Link } from 'react-router';
import type { Branch } from '../../../../domain/schemas/branch.js';
import { de } from '../../../i18n/de.js';
import { t } from '../../../i18n/t.js';
import { paths } from '../../../paths.js';
import { ResponsiveImage } from '../../../ui/responsive-image.js';
import { BranchStatusLines } from './branch-status-lines.js';

interface BranchCardProps {
  branch: Branch;
  now: Date;
  isAboveFold: boolean;
  /** The first card's picture is the start page's largest paint. */
  isFirst: boolean;
}

export function BranchCard({ branch, now, isAboveFold, isFirst }: BranchCardProps) {
  const image = branch.images[0];
  return (
    <li className="branch-card" data-inactive={!branch.isPublic}>
      <article className="branch-card__body">
        <div className="branch-card__media">
          {image === undefined ? (
            <div className="branch-card__placeholder" aria-hidden="true" />
          ) : (
            <ResponsiveImage
              className="branch-card__image"
              image={image}
              alt=""
              sizes="(min-width: 1600px) 460px, (min-width: 1024px) 33vw, (min-width: 720px) 50vw, 100vw"
              eager={isAboveFold}
              priority={isFirst}
            />
          )}
          {branch.logo === null ? null : (
            <ResponsiveImage
              className="branch-card__logo"
              image={branch.logo}
              alt={branch.logo.alt || t(de.branchList.logo, { name: branch.name })}
              sizes="64px"
            />
          )}
        </div>
        <div className="branch-card__text">
          <h2 className="branch-card__name">
            {branch.isPublic ? (
              <Link className="branch-card__link" to={paths.branch(branch.identifier)}>
                {branch.name}
              </Link>
            ) : (
              branch.name
            )}
          </h2>
          <p className="branch-card__address">
            {branch.street}
            <br />
            {branch.zipCode} {branch.city}
          </p>
          {branch.isPublic ? (
            <BranchStatusLines branch={branch} now={now} />
          ) : (
            <p className="branch-card__inactive">{de.branchList.inactive}</p>
          )}
        </div>
      </article>
    </li>
  );
}
