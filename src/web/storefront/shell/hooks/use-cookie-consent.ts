import { useSyncExternalStore } from 'react';
import { grant, type Consent, type ConsentCategory } from '../../../../domain/consent/consent-state.js';
import { useCookies } from '../../../app/render-context.js';
import { consentIn, consentStore, saveConsent } from '../../../lib/consent.js';

/**
 * One consent for the whole page: the banner, the map, embedded videos and the third-party scripts all
 * change together the moment the guest answers or changes the answer. The server renders with the
 * request's cookies, so a guest who answered before gets no banner in the first HTML, and hydration reads
 * the same cookies.
 */
export function useCookieConsent(): Consent {
  const cookies = useCookies();
  return useSyncExternalStore(consentStore.subscribe, consentStore.get, () => consentIn(cookies()));
}

/** A blocked map's or video's own button: that one category, on top of what the guest chose. */
export function useGrant(category: ConsentCategory): () => void {
  const consent = useCookieConsent();
  return () => saveConsent(grant(consent, category));
}

export function useIsSettingsRequested(): boolean {
  return useSyncExternalStore(consentStore.subscribe, consentStore.isSettingsRequested, () => false);
}
