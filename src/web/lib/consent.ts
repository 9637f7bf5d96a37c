import {
  CONSENT_CATEGORIES_COOKIE,
  CONSENT_COOKIE,
  CONSENT_DAYS,
  consentCookieValues,
  readConsent,
  type Consent,
  type ConsentChoice,
} from '../../domain/consent/consent-state.js';
import { writeCookie } from './cookies.js';

const listeners = new Set<() => void>();
let lastHeader: string | undefined;
let lastConsent: Consent | undefined;
let isSettingsRequested = false;

function notify(): void {
  for (const listener of listeners) listener();
}

/**
 * The consent in a cookie header, the same object while the header is the same: React's external store
 * compares snapshots by identity.
 */
export function consentIn(header: string): Consent {
  if (header !== lastHeader || lastConsent === undefined) {
    const next = readConsent(header);
    const unchanged =
      lastConsent !== undefined &&
      next.isDecided === lastConsent.isDecided &&
      JSON.stringify(next.choice) === JSON.stringify(lastConsent.choice);
    lastHeader = header;
    if (!unchanged) lastConsent = next;
  }
  return lastConsent as Consent;
}

export const consentStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: (): Consent => consentIn(document.cookie),
  /** The footer's 'Cookie-Einstellungen' asked for the banner with its categories. */
  isSettingsRequested: (): boolean => isSettingsRequested,
};

/** Stores the guest's answer for 365 days; everything that depends on a category follows at once. */
export function saveConsent(choice: ConsentChoice): void {
  const { acceptance, categories } = consentCookieValues(choice);
  writeCookie(CONSENT_COOKIE, acceptance, CONSENT_DAYS);
  writeCookie(CONSENT_CATEGORIES_COOKIE, categories, CONSENT_DAYS);
  isSettingsRequested = false;
  notify();
}

export function requestConsentSettings(): void {
  isSettingsRequested = true;
  notify();
}
