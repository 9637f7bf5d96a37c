import { cookieValue } from '../../domain/consent/consent-state.js';

/** A cookie's value from `cookies` (the page's own by default), written as `a=1; b=2`. */
export function readCookie(name: string, cookies: string = document.cookie): string | undefined {
  return cookieValue(cookies, name);
}

export function writeCookie(name: string, value: string, days: number): void {
  const maxAge = Math.round(days * 24 * 60 * 60);
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure}`;
}

/** Removes a cookie set for this host or (as tracking scripts do) for its parent domains. */
export function removeCookie(name: string): void {
  const parts = window.location.hostname.split('.');
  const domains = [''].concat(
    parts.slice(0, -1).map((_, index) => `; Domain=.${parts.slice(index).join('.')}`),
  );
  for (const domain of domains) {
    document.cookie = `${encodeURIComponent(name)}=; Max-Age=0; Path=/${domain}`;
  }
}

/** The names of the page's cookies. */
export function cookieNames(cookies: string = document.cookie): string[] {
  return cookies
    .split(/;\s*/)
    .filter((part) => part.includes('='))
    .map((part) => decodeURIComponent(part.slice(0, part.indexOf('='))));
}
