import './content.css';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import type { ServedSection } from '../../../../domain/content/sections.js';
import type { Site } from '../../../../domain/schemas/content.js';
import { apiGet } from '../../../api/client.js';
import { useInitData } from '../../../api/init.js';
import { NotFoundPage } from '../../../components/not-found-page.js';
import { useDocumentMeta } from '../../../hooks/use-document-meta.js';
import { de } from '../../../i18n/de.js';
import { legalPages } from '../../../lib/legal-pages.js';
import { Loader } from '../../../ui/loader.js';
import { RichText } from '../../../ui/rich-text.js';
import { StatusPage } from '../../../ui/status-page.js';
import { DivisionPage } from '../../home/components/division-page.js';
import { CustomSiteSections } from './custom-site-sections.js';

/** Operators often open a text with its own heading; the page's h1 then only names the page for screen readers. */
function titleClass(html: string | undefined): string | undefined {
  return html !== undefined && /^\s*<h[1-6][\s>]/i.test(html) ? 'visually-hidden' : undefined;
}

function normalisedPath(path: string): string {
  return path.replace(/^\/+|\/+$/g, '');
}

function decodedPath(pathname: string): string {
  try {
    return normalisedPath(decodeURIComponent(pathname));
  } catch {
    return normalisedPath(pathname);
  }
}

/**
 * Any other address: an operator's content page, a division's start page (spec: looked up by path among
 * sites and divisions; the server keeps their paths apart), a legal text from the configuration, or 404.
 */
export function ContentPage() {
  const { pathname } = useLocation();
  const {
    '/api/sites': sites,
    '/api/divisions': divisions,
    '/api/config': config,
    '/api/users/me': user,
  } = useInitData();
  const path = decodedPath(pathname);
  const site = sites.find((candidate) => normalisedPath(candidate.path) === path);
  if (site !== undefined) return <SitePage key={site.id} site={site} />;
  const division = divisions.find(
    (candidate) => candidate.path !== null && normalisedPath(candidate.path) === path,
  );
  if (division !== undefined) return <DivisionPage key={division.id} division={division} />;
  const legal = legalPages(config).find((page) => normalisedPath(page.path) === path && page.text !== '');
  if (legal !== undefined) return <TextPage title={legal.label} html={legal.text} />;
  if (user?.roles.includes('ROLE_ADMIN') === true) return <DraftPreview path={path} />;
  return <NotFoundPage />;
}

/**
 * Guests only ever get public pages; a signed-in administrator also sees a page that is not public yet,
 * marked as draft, read from the back office's list.
 */
function DraftPreview({ path }: { path: string }) {
  const drafts = useQuery({
    queryKey: ['sites', 'preview'],
    queryFn: ({ signal }) => apiGet<Site[]>('/api/sites', signal),
  });
  if (drafts.isPending) return <Loader />;
  const site = drafts.data?.find((candidate) => normalisedPath(candidate.path) === path);
  return site === undefined ? <NotFoundPage /> : <SitePage key={site.id} site={site} />;
}

function SitePage({ site }: { site: Site }) {
  const title = site.title || site.name;
  useDocumentMeta({ title, description: site.description });
  const draft = site.isPublic ? null : <p className="content-page__draft">{de.content.draft}</p>;

  switch (site.type) {
    case 'default': {
      const value = site.content.body[0]?.value;
      const body = typeof value === 'string' ? value : undefined;
      return (
        <article className="content-page container">
          {draft}
          <h1 className={titleClass(body)}>{title}</h1>
          {body === undefined ? null : <RichText html={body} />}
        </article>
      );
    }
    case 'custom_site':
      return (
        <article className="content-page content-page--sections">
          {draft === null ? null : <div className="container">{draft}</div>}
          <h1 className={site.content.body.length > 0 ? 'visually-hidden' : 'container'}>{title}</h1>
          {/* The server reads every section through its type's schema before it answers. */}
          <CustomSiteSections sections={site.content.body as ServedSection[]} />
        </article>
      );
    default:
      return <StatusPage title={de.content.errorTitle} text={de.content.errorText} />;
  }
}

function TextPage({ title, html }: { title: string; html: string }) {
  useDocumentMeta({ title });
  return (
    <article className="content-page container">
      <h1 className={titleClass(html)}>{title}</h1>
      <RichText html={html} />
    </article>
  );
}
