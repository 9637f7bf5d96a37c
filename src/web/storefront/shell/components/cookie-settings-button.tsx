import { consentDe } from '../../../i18n/consent.js';
import { requestConsentSettings } from '../../../lib/consent.js';

/** The banner gives the keyboard back here once a reopened choice is saved. */
export const COOKIE_SETTINGS_BUTTON_ID = 'cookie-settings';

/** 'Cookie-Einstellungen' in the footer: withdrawing is as easy as consenting (ADR 034). */
export function CookieSettingsButton() {
  return (
    <button
      id={COOKIE_SETTINGS_BUTTON_ID}
      type="button"
      className="link-button site-footer__cookie-settings"
      onClick={requestConsentSettings}
    >
      {consentDe.reopen}
    </button>
  );
}
