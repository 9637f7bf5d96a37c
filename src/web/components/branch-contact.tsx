import type { Branch } from '../../domain/schemas/branch.js';
import { de } from '../i18n/de.js';
import { directionsUrl, hasAddress, telUrl } from '../lib/links.js';
import { SmartLink } from '../ui/smart-link.js';

type ContactBranch = Pick<
  Branch,
  'name' | 'street' | 'zipCode' | 'city' | 'phone' | 'email' | 'website' | 'latitude' | 'longitude'
>;

/** Name, address and every way to reach a branch that it has filled in. */
export function BranchContact({ branch }: { branch: ContactBranch }) {
  return (
    <address className="branch-contact">
      <p>
        <strong>{branch.name}</strong>
        {hasAddress(branch) ? (
          <>
            <br />
            {branch.street}
            <br />
            {branch.zipCode} {branch.city}
          </>
        ) : null}
      </p>
      <ul className="contact-list">
        {branch.phone ? (
          <li>
            {de.contact.phone}: <a href={telUrl(branch.phone)}>{branch.phone}</a>
          </li>
        ) : null}
        {branch.email ? (
          <li>
            {de.contact.email}: <a href={`mailto:${branch.email}`}>{branch.email}</a>
          </li>
        ) : null}
        {branch.website ? (
          <li>
            {de.contact.website}:{' '}
            <SmartLink to={branch.website}>{branch.website.replace(/^https?:\/\//, '')}</SmartLink>
          </li>
        ) : null}
        {hasAddress(branch) ? (
          <li>
            <SmartLink to={directionsUrl(branch)}>{de.contact.directions}</SmartLink>
          </li>
        ) : null}
      </ul>
    </address>
  );
}
