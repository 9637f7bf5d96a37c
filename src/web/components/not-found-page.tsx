import { Link } from 'react-router';
import { useDocumentMeta } from '../hooks/use-document-meta.js';
import { de } from '../i18n/de.js';
import { paths } from '../paths.js';
import { StatusPage } from '../ui/status-page.js';

export function NotFoundPage() {
  useDocumentMeta({ title: de.content.notFoundTitle });
  return (
    <StatusPage
      title={de.content.notFoundTitle}
      text={de.content.notFoundText}
      actions={
        <Link className="button" to={paths.home}>
          {de.content.home}
        </Link>
      }
    />
  );
}
