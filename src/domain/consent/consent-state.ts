/**
 * The guest's cookie choice (storefront spec, section 8; ADR 034). The spec's cookie
 * `cookie-banner-acceptance-state` stays: 'true' means every category. A choice short of that is stored
 * as 'false' beside `cookie-banner-categories`, which lists the chosen categories. Both are read from a
 * cookie header (`a=1; b=2`), so the server renders the same banner and embeds as the browser.
 */
export const CONSENT_COOKIE = 'cookie-banner-acceptance-state';
export const CONSENT_CATEGORIES_COOKIE = 'cookie-banner-categories';
/** Storefront spec, section 10: the choice is kept 365 days. */
export const CONSENT_DAYS = 365;

/** What needs consent; the necessary cookies (consent, cart, session, pwa-dismiss) are always on. */
export const consentCategories = ['statistics', 'marketing', 'externalMedia'] as const;
export type ConsentCategory = (typeof consentCategories)[number];

export type ConsentChoice = Readonly<Record<ConsentCategory, boolean>>;

/** `isDecided` false: the guest has not answered yet, so the banner asks and nothing optional runs. */
export interface Consent {
  isDecided: boolean;
  choice: ConsentChoice;
}

const SEPARATOR = '.';
/** Written when nothing is chosen: an empty value is easily mistaken for a missing cookie. */
const NOTHING = 'none';

export const refuseAll: ConsentChoice = { statistics: false, marketing: false, externalMedia: false };
export const acceptAll: ConsentChoice = { statistics: true, marketing: true, externalMedia: true };

export const undecided: Consent = { isDecided: false, choice: refuseAll };

/** A cookie's value in a cookie header, undefined when absent. */
export function cookieValue(header: string, name: string): string | undefined {
  const prefix = `${encodeURIComponent(name)}=`;
  const entry = header.split(/;\s*/).find((part) => part.startsWith(prefix));
  if (entry === undefined) return undefined;
  try {
    return decodeURIComponent(entry.slice(prefix.length));
  } catch {
    return undefined;
  }
}

function isCategory(name: string): name is ConsentCategory {
  return (consentCategories as readonly string[]).includes(name);
}

/** The choice in the page's cookies; unknown category names (an older or newer list) are ignored. */
export function readConsent(cookieHeader: string): Consent {
  const acceptance = cookieValue(cookieHeader, CONSENT_COOKIE);
  if (acceptance === 'true') return { isDecided: true, choice: acceptAll };
  if (acceptance !== 'false') return undecided;
  const listed = (cookieValue(cookieHeader, CONSENT_CATEGORIES_COOKIE) ?? '').split(SEPARATOR);
  const choice = { ...refuseAll };
  for (const name of listed) if (isCategory(name)) choice[name] = true;
  return { isDecided: true, choice };
}

export function isAllAccepted(choice: ConsentChoice): boolean {
  return consentCategories.every((category) => choice[category]);
}

/** The two cookie values that store a choice. */
export function consentCookieValues(choice: ConsentChoice): { acceptance: string; categories: string } {
  const chosen = consentCategories.filter((category) => choice[category]);
  return {
    acceptance: isAllAccepted(choice) ? 'true' : 'false',
    categories: chosen.length === 0 ? NOTHING : chosen.join(SEPARATOR),
  };
}

/**
 * The consent as one cookie header, the same text for the same consent: the server renders a page with
 * it and keeps the page under it, whatever else the guest's cookies hold.
 */
export function consentCookieHeader(consent: Consent): string {
  if (!consent.isDecided) return '';
  const { acceptance, categories } = consentCookieValues(consent.choice);
  return `${CONSENT_COOKIE}=${acceptance}; ${CONSENT_CATEGORIES_COOKIE}=${categories}`;
}

/** The categories the guest had and has given up: what they enabled must now be removed. */
export function withdrawnCategories(before: ConsentChoice, after: ConsentChoice): ConsentCategory[] {
  return consentCategories.filter((category) => before[category] && !after[category]);
}

/** A choice with one category granted on top of the current one (a map's or video's own button). */
export function grant(consent: Consent, category: ConsentCategory): ConsentChoice {
  return { ...consent.choice, [category]: true };
}
