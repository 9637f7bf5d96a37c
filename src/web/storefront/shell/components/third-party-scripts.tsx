import { useEffect } from 'react';
import { useInitData } from '../../../api/init.js';
import { useCookieConsent } from '../hooks/use-cookie-consent.js';
import { loadMetaPixel, loadTagManager } from '../utils/third-party-scripts.js';

/**
 * The tag manager and the ads pixel the configuration names. Nothing of them reaches the page (no script,
 * no request, on any page, checkout and status included) before the guest clicks 'Akzeptieren'; then
 * they load at once, without a reload.
 */
export function ThirdPartyScripts() {
  const { '/api/config': config } = useInitData();
  const { isAccepted } = useCookieConsent();
  useEffect(() => {
    if (!isAccepted) return;
    if (config.googleTagManagerId !== '') loadTagManager(config.googleTagManagerId);
    if (config.metaPixelId !== '') loadMetaPixel(config.metaPixelId);
  }, [isAccepted, config.googleTagManagerId, config.metaPixelId]);
  return null;
}
