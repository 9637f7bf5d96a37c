import type { Db } from '../../db/client.js';
import { listPublicBranchPages, listPublicDivisionPages } from '../../organisation/index.js';
import { listPublicSitePages } from '../../content/index.js';

/** Addresses search engines must not crawl: staff screens, the API and a guest's own order pages. */
const staffAndApi = ['/backend', '/frontdesk/', '/backoffice-board/', '/zeiterfassung/', '/api/', '/status/'];

const branchPath = (identifier: string) => `/store/${encodeURIComponent(identifier)}`;

function sitePath(path: string): string {
  return `/${path
    .replace(/^\/+|\/+$/g, '')
    .split('/')
    .map((segment) => encodeURIComponent(segment))
    .join('/')}`;
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

const day = (instant: Date) => instant.toISOString().slice(0, 10);

/**
 * robots.txt: every branch's checkout is named (the original robots standard has no wildcards), the
 * rest is open, and the sitemap is announced.
 */
export async function robotsText(db: Db, origin: string): Promise<string> {
  const branches = await listPublicBranchPages(db);
  const disallowed = [
    ...staffAndApi,
    ...branches.map(({ identifier }) => `${branchPath(identifier)}/checkout`),
  ];
  return [
    'User-agent: *',
    ...disallowed.map((path) => `Disallow: ${path}`),
    'Allow: /',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/**
 * sitemap.xml: the start page, every public branch page, every public division's own start page and every
 * public site with its last change.
 */
export async function sitemapXml(db: Db, origin: string): Promise<string> {
  const [branches, divisions, sites] = await Promise.all([
    listPublicBranchPages(db),
    listPublicDivisionPages(db),
    listPublicSitePages(db),
  ]);
  const pages = [
    ...branches.map(({ identifier, updatedAt }) => ({ path: branchPath(identifier), updatedAt })),
    ...divisions.map(({ path, updatedAt }) => ({ path: sitePath(path), updatedAt })),
    ...sites.map(({ path, updatedAt }) => ({ path: sitePath(path), updatedAt })),
  ];
  const latest = pages.reduce<Date | undefined>(
    (newest, page) => (newest === undefined || page.updatedAt > newest ? page.updatedAt : newest),
    undefined,
  );
  const entries = [{ path: '/', updatedAt: latest }, ...pages].map(
    ({ path, updatedAt }) =>
      `  <url>\n    <loc>${escapeXml(origin + path)}</loc>\n` +
      (updatedAt === undefined ? '' : `    <lastmod>${day(updatedAt)}</lastmod>\n`) +
      '  </url>',
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}
