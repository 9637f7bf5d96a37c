/** How long the view waits before it scrolls to a hash or back to a saved position (spec, section 1). */
export const SCROLL_DELAY_MS = 750;

export type ScrollPlan =
  | { kind: 'none' }
  | { kind: 'top' }
  | { kind: 'hash'; id: string; delayMs: number }
  | { kind: 'restore'; top: number; delayMs: number };

/**
 * The history state of an address change that only records what the page shows (a filter, a long
 * menu's parts): the view stays where the guest is. React Router's own preventScrollReset is read only
 * by its ScrollRestoration, which this app does not use, so without it every key typed into the search
 * and every part of a long menu glided back to the top, a category chosen in the bar included.
 */
export const KEEP_SCROLL = { keepScroll: true } as const;

export function keepsScroll(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'keepScroll' in state && state.keepScroll === true;
}

type Navigation = {
  /** The address's hash with its '#', or ''. */
  hash: string;
  /** Where this history entry was scrolled to when the guest left it, if it was. */
  saved: number | undefined;
  /** The page as loaded: the browser has placed it, there is nothing to scroll to the top from. */
  isFirst: boolean;
  /** The change only recorded what the page shows (KEEP_SCROLL). */
  keepsPlace?: boolean;
};

/**
 * Where a history entry's position is kept. React Router names the entry of every page loaded by its
 * address 'default', so the key alone would hand one page's place to the next page opened that way.
 */
export function positionKey({
  key,
  pathname,
  search,
}: {
  key: string;
  pathname: string;
  search: string;
}): string {
  return `${key} ${pathname}${search}`;
}

/** The element id a hash names ('#%C3%96ffnungszeiten' → 'Öffnungszeiten'); a malformed escape as written. */
function hashId(hash: string): string {
  const raw = hash.slice(1);
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * Where the view goes after a navigation: back to a saved position after 750 ms; to the hash's element
 * after 750 ms (the page may still be loading its parts); otherwise to the top, except on the first load.
 */
export function scrollPlan({ hash, saved, isFirst, keepsPlace = false }: Navigation): ScrollPlan {
  if (keepsPlace) return { kind: 'none' };
  if (saved !== undefined) return { kind: 'restore', top: saved, delayMs: SCROLL_DELAY_MS };
  if (hash.length > 1) return { kind: 'hash', id: hashId(hash), delayMs: SCROLL_DELAY_MS };
  return isFirst ? { kind: 'none' } : { kind: 'top' };
}
