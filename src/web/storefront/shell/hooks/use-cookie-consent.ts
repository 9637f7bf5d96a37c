import { useState } from 'react';
import { useCookies } from '../../../app/render-context.js';
import { CONSENT_COOKIE } from '../../../lib/consent.js';
import { readCookie, writeCookie } from '../../../lib/cookies.js';

const CONSENT_DAYS = 365;

export function useCookieConsent(): { isAccepted: boolean; accept: () => void } {
  const cookies = useCookies();
  const [isAccepted, setAccepted] = useState(() => readCookie(CONSENT_COOKIE, cookies()) === 'true');
  return {
    isAccepted,
    accept: () => {
      writeCookie(CONSENT_COOKIE, 'true', CONSENT_DAYS);
      setAccepted(true);
    },
  };
}
