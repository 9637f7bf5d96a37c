import { clockManifestUrl, clockPagePath } from '../../../domain/time-tracking/clock-install.js';

const storefrontManifestLink = '<link rel="manifest" href="/manifest.webmanifest">';

/**
 * The app shell for a clock page links that person's manifest instead of the storefront's, so the phone
 * installs the clock link (ADR 028). Token and username are decoded and encoded again, so nothing from
 * the address reaches the HTML unescaped; an address that does not decode keeps the plain shell.
 */
export function clockShell(indexHtml: string, pathname: string): string | undefined {
  const page = clockPagePath(pathname);
  if (page === undefined) return undefined;
  let manifest: string;
  try {
    manifest = clockManifestUrl(decodeURIComponent(page.token), decodeURIComponent(page.username));
  } catch {
    return undefined;
  }
  return indexHtml.replace(storefrontManifestLink, `<link rel="manifest" href="${manifest}">`);
}
