/**
 * Addresses of the installable clock page (ADR 028). The clock link's path is the person's app: its
 * manifest lives beneath it, its scope is the token's folder (a token belongs to one person), and one
 * service worker for every clock link on the phone is registered at `/zeiterfassung/`, so the storefront's
 * worker at `/` never answers a clock page and removing the storefront's worker leaves it alone.
 */
export const CLOCK_WORKER_SCOPE = '/zeiterfassung/';

const clockPagePattern = /^\/zeiterfassung\/([^/]+)\/([^/]+)$/;

/** The clock page's path as it is linked (token and username encoded), or undefined for any other path. */
export function clockPagePath(pathname: string): { token: string; username: string } | undefined {
  const match = clockPagePattern.exec(pathname);
  if (match?.[1] === undefined || match[2] === undefined) return undefined;
  return { token: match[1], username: match[2] };
}

export const isClockPage = (pathname: string): boolean => clockPagePath(pathname) !== undefined;

/** The page's own address, encoded once from the decoded token and username. */
export const clockStartUrl = (token: string, username: string): string =>
  `/zeiterfassung/${encodeURIComponent(token)}/${encodeURIComponent(username)}`;

export const clockManifestUrl = (token: string, username: string): string =>
  `${clockStartUrl(token, username)}/manifest.webmanifest`;

export const clockAppScope = (token: string): string => `/zeiterfassung/${encodeURIComponent(token)}/`;

/** Whether a service worker registration (its scope is an absolute URL) is the clock's. */
export function isClockWorkerScope(scope: string): boolean {
  try {
    return new URL(scope).pathname === CLOCK_WORKER_SCOPE;
  } catch {
    return false;
  }
}
