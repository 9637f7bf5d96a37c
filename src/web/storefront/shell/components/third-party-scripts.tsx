import { useEffect } from 'react';
import { useInitData } from '../../../api/init.js';
import { useCookieConsent } from '../hooks/use-cookie-consent.js';
import { loadMetaPixel, loadTagManager, removeMarketing } from '../utils/third-party-scripts.js';

/**
 * The tag manager and the ads pixel the configuration names, with the 'Marketing' category only. Nothing
 * of them reaches the page (no script, no request, on any page, checkout and status included) before
 * that; then they load at once, without a reload. Withdrawn, they are removed with their cookies, and the
 * page reloads when one of them had run in it (ADR 034).
 */
export function ThirdPartyScripts() {
  const { '/api/config': config } = useInitData();
  const { choice } = useCookieConsent();
  useEffect(() => {
    if (!choice.marketing) {
      if (removeMarketing().mustReload) window.location.reload();
      return;
    }
    if (config.googleTagManagerId !== '') loadTagManager(config.googleTagManagerId);
    if (config.metaPixelId !== '') loadMetaPixel(config.metaPixelId);
  }, [choice.marketing, config.googleTagManagerId, config.metaPixelId]);
  return null;
}
