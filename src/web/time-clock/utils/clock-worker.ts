import { CLOCK_WORKER_SCOPE } from '../../../domain/time-tracking/clock-install.js';
import { isPublicMenuData } from '../../pwa/cache-rules.js';

/**
 * What the worker keeps for opening the page offline: the page and the files its first visit loaded
 * before the worker ran (script chunks, styles, the public start data). Never a clock answer.
 */
function filesOfThisPage(): string[] {
  const { origin, pathname } = window.location;
  const loaded = performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === origin)
    .filter((url) => url.pathname.startsWith('/assets/') || isPublicMenuData(url.pathname))
    .map((url) => url.pathname);
  return [pathname, ...new Set(loaded)];
}

/**
 * Registers the clock's worker (ADR 028) at `/zeiterfassung/`, apart from the storefront's at `/`, and has
 * it keep this page. Registration errors are ignored, as on the storefront (storefront spec).
 */
export async function startClockWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  try {
    await navigator.serviceWorker.register('/sw.js', { scope: CLOCK_WORKER_SCOPE });
    const registration = await navigator.serviceWorker.ready;
    registration.active?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: filesOfThisPage() } });
  } catch {
    // The page works online without its worker.
  }
}
