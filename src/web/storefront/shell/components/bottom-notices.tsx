import { InstallPrompt } from '../../../pwa/install-prompt.js';
import { useCookieConsent, useIsSettingsRequested } from '../hooks/use-cookie-consent.js';
import { CookieBanner } from './cookie-banner.js';

/**
 * The two notices at the window's bottom, one at a time: the cookie banner until the guest answers, then
 * the install prompt when it is due. A kiosk shows neither (spec: no cookie banner in self-service).
 */
export function BottomNotices({ isPwaEnabled }: { isPwaEnabled: boolean }) {
  const consent = useCookieConsent();
  const isReopened = useIsSettingsRequested();
  const isAnswered = consent.isDecided && !isReopened;
  return (
    <>
      <CookieBanner />
      <InstallPrompt isEnabled={isPwaEnabled} isAnswered={isAnswered} />
    </>
  );
}
