/** Set to 'true' once the guest accepted cookies (spec, section 8); analytics and the map wait for it. */
export const CONSENT_COOKIE = 'cookie-banner-acceptance-state';
