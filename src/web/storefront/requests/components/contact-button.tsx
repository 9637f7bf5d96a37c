import './requests.css';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useInitData } from '../../../api/init.js';
import { requestsDe } from '../../../i18n/requests.js';
import { directionsUrl, hasAddress, telUrl } from '../../../lib/links.js';
import { paths } from '../../../paths.js';

const text = requestsDe.button;

/** The floating contact button on '/': breakfast request, e-mail, phone and route of the first branch. */
export function ContactButton() {
  const { '/api/branches': branches } = useInitData();
  const [isOpen, setIsOpen] = useState(false);
  const menuId = useId();
  const branch = branches[0];
  return (
    <div className="contact-button">
      {isOpen ? (
        <ul id={menuId} className="contact-button__menu" aria-label={text.open}>
          <li>
            <Link className="button button--secondary" to={paths.breakfast}>
              {text.breakfast}
            </Link>
          </li>
          {branch?.email ? (
            <li>
              <a className="button button--secondary" href={`mailto:${branch.email}`}>
                {text.email}
              </a>
            </li>
          ) : null}
          {branch?.phone ? (
            <li>
              <a className="button button--secondary" href={telUrl(branch.phone)}>
                {text.phone}
              </a>
            </li>
          ) : null}
          {branch && hasAddress(branch) ? (
            <li>
              <a
                className="button button--secondary"
                href={directionsUrl(branch)}
                target="_blank"
                rel="noreferrer"
              >
                {text.route}
              </a>
            </li>
          ) : null}
        </ul>
      ) : null}
      <button
        type="button"
        className="button"
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
        onClick={() => setIsOpen((open) => !open)}
      >
        {isOpen ? text.close : text.open}
      </button>
    </div>
  );
}
