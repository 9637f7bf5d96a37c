import { useSyncExternalStore } from 'react';
import { CONSENT_COOKIE } from '../../../lib/consent.js';
import { readCookie, writeCookie } from '../../../lib/cookies.js';

const CONSENT_DAYS = 365;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const isAcceptedNow = () => readCookie(CONSENT_COOKIE) === 'true';
// Rendered on the server no guest has consented yet: nothing third-party may be in the first HTML.
const isAcceptedOnServer = () => false;

export function acceptCookies(): void {
  writeCookie(CONSENT_COOKIE, 'true', CONSENT_DAYS);
  listeners.forEach((listener) => {
    listener();
  });
}

/**
 * One consent for the whole page: the banner, the map, embedded videos and the analytics scripts all
 * change together the moment the guest accepts.
 */
export function useCookieConsent(): { isAccepted: boolean; accept: () => void } {
  const isAccepted = useSyncExternalStore(subscribe, isAcceptedNow, isAcceptedOnServer);
  return { isAccepted, accept: acceptCookies };
}
