import { checkoutDe } from '../../../i18n/checkout.js';
import { readCookie } from '../../../lib/cookies.js';

/** The cookie the install prompt sets when a guest says 'Jetzt nicht' (spec, section 4). */
const DISMISS_COOKIE = 'pwa-dismiss';

function isInstalled(): boolean {
  return window.matchMedia('(display-mode: standalone)').matches;
}

/** A guest waiting for an order is a good moment to mention the app, unless it is there already. */
export function InstallHint({ isEnabled }: { isEnabled: boolean }) {
  if (!isEnabled || isInstalled() || readCookie(DISMISS_COOKIE) === 'true') return null;
  return <p className="notice status-install">{checkoutDe.status.installHint}</p>;
}
