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
  /^\/(api|backend|frontdesk|backoffice-board|image|upload|custom)(\/|$)/,
];
