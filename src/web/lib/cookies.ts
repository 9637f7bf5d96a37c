/** A cookie's value from `cookies` (the page's own by default), written as `a=1; b=2`. */
export function readCookie(name: string, cookies: string = document.cookie): string | undefined {
  const prefix = `${encodeURIComponent(name)}=`;
  const entry = cookies.split('; ').find((part) => part.startsWith(prefix));
  return entry === undefined ? undefined : decodeURIComponent(entry.slice(prefix.length));
}

export function writeCookie(name: string, value: string, days: number): void {
  const maxAge = Math.round(days * 24 * 60 * 60);
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure}`;
}
