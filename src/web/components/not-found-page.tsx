import { Link } from 'react-router';
import { useRenderFacts } from '../app/render-context.js';
import { useDocumentMeta } from '../hooks/use-document-meta.js';
import { de } from '../i18n/de.js';
import { paths } from '../paths.js';
import { StatusPage } from '../ui/status-page.js';

export function NotFoundPage() {
  const { page } = useRenderFacts();
  // The server answers this page with 404, so search engines drop the address.
  page?.setStatus(404);
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
