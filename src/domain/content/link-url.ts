/**
 * Where a link made in the back office may point: a path of this site, an anchor, a web address, an
 * e-mail address or a phone number. Anything else (javascript:, data:, '//host') could run script or
 * leave the site unnoticed.
 */
export const LINK_URL_MAX_LENGTH = 2000;

const allowedSchemes = ['http:', 'https:', 'mailto:', 'tel:'];

const hasSpaceOrControl = (text: string) =>
  [...text].some((char) => char.charCodeAt(0) <= 0x20 || char.charCodeAt(0) === 0x7f);

export function isSafeLinkUrl(url: string): boolean {
  if (url.length === 0 || url.length > LINK_URL_MAX_LENGTH || hasSpaceOrControl(url)) return false;
  if (url.startsWith('/')) return !url.startsWith('//') && !url.startsWith('/\\');
  if (url.startsWith('#')) return true;
  const scheme = /^([a-z][a-z0-9+.-]*:)/i.exec(url)?.[1]?.toLowerCase();
  if (scheme === undefined || !allowedSchemes.includes(scheme)) return false;
  if (scheme === 'http:' || scheme === 'https:') return URL.canParse(url) && new URL(url).hostname !== '';
  return url.length > scheme.length;
}

/** Embedded players (video slides) load inside our page, so only encrypted addresses of a real host. */
export function isEmbeddableUrl(url: string): boolean {
  return isSafeLinkUrl(url) && /^https:\/\//i.test(url);
}
