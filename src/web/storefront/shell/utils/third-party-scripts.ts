import { cookieNames, removeCookie } from '../../../lib/cookies.js';

/** The hosts the two scripts come from; the server's content security policy allows exactly these. */
export const TAG_MANAGER_SCRIPT = 'https://www.googletagmanager.com/gtm.js';
export const META_PIXEL_SCRIPT = 'https://connect.facebook.net/en_US/fbevents.js';

/** The first-party cookies the tag manager's usual tags (Google Analytics, Ads) and the pixel set. */
const MARKETING_COOKIE = /^(_fbp|_fbc|_ga|_ga_.+|_gid|_gat.*|_gcl_.+)$/;

type Queue = { push: (entry: unknown) => void };
type Pixel = ((...args: unknown[]) => void) & { queue: unknown[][]; loaded: boolean; version: string };

declare global {
  interface Window {
    dataLayer?: Queue | unknown[];
    fbq?: Pixel;
    _fbq?: Pixel;
  }
}

function addScript(src: string): void {
  if (document.querySelector(`script[src="${CSS.escape(src)}"]`) !== null) return;
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.append(script);
}

/** Google Tag Manager as its own snippet starts it: the data layer first, then the container script. */
export function loadTagManager(id: string): void {
  const layer = (window.dataLayer ??= []) as Queue;
  layer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  addScript(`${TAG_MANAGER_SCRIPT}?id=${encodeURIComponent(id)}`);
}

/** The Meta pixel: a queue that takes calls until the script arrives, then init and the first page view. */
export function loadMetaPixel(id: string): void {
  if (window.fbq === undefined) {
    const pixel = ((...args: unknown[]) => {
      pixel.queue.push(args);
    }) as Pixel;
    pixel.queue = [];
    pixel.loaded = true;
    pixel.version = '2.0';
    window.fbq = pixel;
    window._fbq = pixel;
    pixel('init', id);
    pixel('track', 'PageView');
  }
  addScript(META_PIXEL_SCRIPT);
}

/**
 * Takes the marketing category back: the two scripts' elements, their queues and the cookies they set.
 * A script that ran cannot be unloaded (its timers and listeners stay), so the answer says whether one
 * had run in this page: then the page must be loaded again to be rid of it.
 */
export function removeMarketing(): { mustReload: boolean } {
  const scripts = document.querySelectorAll(
    `script[src^="${TAG_MANAGER_SCRIPT}"], script[src^="${META_PIXEL_SCRIPT}"]`,
  );
  scripts.forEach((script) => script.remove());
  delete window.dataLayer;
  delete window.fbq;
  delete window._fbq;
  for (const name of cookieNames()) if (MARKETING_COOKIE.test(name)) removeCookie(name);
  return { mustReload: scripts.length > 0 };
}
