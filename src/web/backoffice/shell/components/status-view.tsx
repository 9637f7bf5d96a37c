import { Link } from 'react-router';
import { backoffice } from '../../../i18n/backoffice.js';
import { paths } from '../../../paths.js';
import { useDocumentTitle } from '../../app/use-document-title.js';

/** What an employee sees on a screen the server refuses them (403), and on unknown back-office paths. */
export function NoPermission() {
  useDocumentTitle(backoffice.permission.title);
  return (
    <section className="bo-page bo-status">
      <h1>{backoffice.permission.title}</h1>
      <p>{backoffice.permission.text}</p>
      <p>
        <Link className="button" to={paths.backend}>
          {backoffice.permission.back}
        </Link>
      </p>
    </section>
  );
}

export function BackofficeNotFound() {
  useDocumentTitle(backoffice.notFound.title);
  return (
    <section className="bo-page bo-status">
      <h1>{backoffice.notFound.title}</h1>
      <p>{backoffice.notFound.text}</p>
      <p>
        <Link className="button" to={paths.backend}>
          {backoffice.permission.back}
        </Link>
      </p>
    </section>
  );
}
