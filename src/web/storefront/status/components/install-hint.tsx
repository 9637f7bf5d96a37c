import { checkoutDe } from '../../../i18n/checkout.js';
import { readCookie } from '../../../lib/cookies.js';
import { PWA_DISMISS_COOKIE } from '../../../pwa/install-rules.js';
import { isStandalone } from '../../../pwa/pwa-state.js';

/** A guest waiting for an order is a good moment to mention the app, unless it is there already. */
export function InstallHint({ isEnabled }: { isEnabled: boolean }) {
  if (!isEnabled || isStandalone() || readCookie(PWA_DISMISS_COOKIE) === 'true') return null;
  return <p className="notice status-install">{checkoutDe.status.installHint}</p>;
}
