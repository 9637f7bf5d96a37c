/** The hosts the two scripts come from; the server's content security policy allows exactly these. */
export const TAG_MANAGER_SCRIPT = 'https://www.googletagmanager.com/gtm.js';
export const META_PIXEL_SCRIPT = 'https://connect.facebook.net/en_US/fbevents.js';

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
