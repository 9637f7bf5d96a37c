import { useSyncExternalStore } from 'react';
import { useCookies } from '../../../app/render-context.js';
import { CONSENT_COOKIE } from '../../../lib/consent.js';
import { readCookie, writeCookie } from '../../../lib/cookies.js';

const CONSENT_DAYS = 365;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const isAcceptedNow = () => readCookie(CONSENT_COOKIE) === 'true';

export function acceptCookies(): void {
  writeCookie(CONSENT_COOKIE, 'true', CONSENT_DAYS);
  listeners.forEach((listener) => {
    listener();
  });
}

/**
 * One consent for the whole page: the banner, the map, embedded videos and the analytics scripts all
 * change together the moment the guest accepts. The server renders with the request's cookie, so a guest
 * who accepted before gets no banner in the first HTML, and hydration reads the same cookie.
 */
export function useCookieConsent(): { isAccepted: boolean; accept: () => void } {
  const cookies = useCookies();
  const isAccepted = useSyncExternalStore(
    subscribe,
    isAcceptedNow,
    () => readCookie(CONSENT_COOKIE, cookies()) === 'true',
  );
  return { isAccepted, accept: acceptCookies };
}
