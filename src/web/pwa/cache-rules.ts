import { isServerRendered } from '../../domain/content/rendered-pages.js';

/**
 * What the service worker keeps for reading offline (ADR 015): the storefront's public data only. Order,
 * checkout, status and back-office answers are never stored, nor any answer marked private or no-store
 * (GET /api/init answers signed-in staff with their user entry and `private, no-store`).
 */
const publicMenuData = [/^\/api\/init$/, /^\/api\/branches\/\d+\/menus$/];

export function isPublicMenuData(pathname: string): boolean {
  return publicMenuData.some((pattern) => pattern.test(pathname));
}

export function mayStore(response: Pick<Response, 'status' | 'headers'>): boolean {
  if (response.status !== 200) return false;
  const cacheControl = response.headers.get('cache-control') ?? '';
  return !/\b(private|no-store)\b/i.test(cacheControl) && !response.headers.has('set-cookie');
}

/** Navigations the storefront's shell may answer offline; the back office and boards need the network. */
export const shellNavigationDenylist = [
  /^\/(api|backend|frontdesk|backoffice-board|zeiterfassung|signage|image|upload|custom)(\/|$)/,
];

/** How many pages are kept for reading offline; the oldest goes first. */
export const MAX_OFFLINE_PAGES = 30;

/**
 * Pages kept as the server rendered them, so a guest offline reads the last menu with its prices: the
 * rendered page carries its data and hydrates without a fetch, where the shell would need `/api/init`.
 * Checkout, status and staff pages are rendered in the browser and are never kept.
 */
export function isOfflineReadablePage(pathname: string): boolean {
  return isServerRendered(pathname) && !shellNavigationDenylist.some((pattern) => pattern.test(pathname));
}
