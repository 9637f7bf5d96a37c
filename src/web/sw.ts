/*
 * The storefront's service worker (ADR 015), built by vite-plugin-pwa (injectManifest): the shell (the
 * page and the entry's script and styles) is precached; the other hashed files as they are first used,
 * so a phone does not download the back office; the last public start data and menus are kept for
 * reading offline, images for a month.
 *
 * The same file runs a second registration at `/zeiterfassung/` for the staff clock (ADR 028): there it
 * keeps the clock pages themselves instead of the storefront's pages.
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { isClockPage, isClockWorkerScope } from '../domain/time-tracking/clock-install.js';
import {
  isOfflineReadablePage,
  isPublicMenuData,
  MAX_OFFLINE_PAGES,
  mayStore,
  shellNavigationDenylist,
} from './pwa/cache-rules.js';

// The worker's global scope; the project's types are the page's (DOM), so only what is used is named.
declare const self: {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
  location: Location;
  registration: { scope: string };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  addEventListener(type: 'push', listener: (event: PushEvent) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationClickEvent) => void): void;
  clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<WindowClient[]>;
    openWindow(url: string): Promise<unknown>;
  };
};
type ExtendableEvent = { waitUntil(promise: Promise<unknown>): void };
type PushEvent = ExtendableEvent & { data: { json(): unknown } | null };
type NotificationClickEvent = ExtendableEvent & { notification: Notification };
type WindowClient = { url: string; focus(): Promise<unknown>; navigate(url: string): Promise<unknown> };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first visit's page is served by the worker as soon as it runs, so its menu is kept already.
clientsClaim();

const sameOrigin = (url: URL) => url.origin === self.location.origin;

registerRoute(
  ({ url, request }) => request.method === 'GET' && sameOrigin(url) && isPublicMenuData(url.pathname),
  new NetworkFirst({
    cacheName: 'tischlein-menu',
    networkTimeoutSeconds: 5,
    plugins: [
      { cacheWillUpdate: async ({ response }) => (mayStore(response) ? response : null) },
      new ExpirationPlugin({ maxEntries: 40 }),
    ],
  }),
);

registerRoute(
  ({ url, request }) => request.method === 'GET' && sameOrigin(url) && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: 'tischlein-assets',
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 120, maxAgeSeconds: 90 * 24 * 60 * 60 }),
    ],
  }),
);

registerRoute(
  ({ url, request }) => request.method === 'GET' && sameOrigin(url) && url.pathname.startsWith('/image/'),
  new CacheFirst({
    cacheName: 'tischlein-images',
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * 24 * 60 * 60 }),
    ],
  }),
);

const PAGES = 'tischlein-pages';
/** A phone holds one person's clock link, two when a new link replaced the old one. */
const MAX_CLOCK_PAGES = 3;

/**
 * The clock page from the server while it answers, else as last seen: it is the app shell with the
 * person's manifest link, no personal data (the page keeps its last activity beside its stamp queue). The
 * page asks for itself and its script files once the worker runs ('CACHE_URLS'), as its first visit
 * loaded them before the worker was there.
 */
function registerClockPages(): void {
  registerRoute(
    ({ url, request }) => request.method === 'GET' && sameOrigin(url) && isClockPage(url.pathname),
    new NetworkFirst({
      cacheName: 'tischlein-clock',
      networkTimeoutSeconds: 5,
      plugins: [new ExpirationPlugin({ maxEntries: MAX_CLOCK_PAGES })],
    }),
  );
}

async function keepPage(pathname: string, response: Response): Promise<void> {
  const cache = await caches.open(PAGES);
  await cache.put(pathname, response);
  const kept = await cache.keys();
  for (const old of kept.slice(0, Math.max(0, kept.length - MAX_OFFLINE_PAGES))) await cache.delete(old);
}

// Pages come from the server while it answers (it renders them, data included) and the public ones are
// kept; offline the kept page is shown, else the precached shell draws the page from the kept data.
function registerStorefrontPages(): void {
  registerRoute(
    new NavigationRoute(
      async ({ request }) => {
        const { pathname } = new URL(request.url);
        try {
          const response = await fetch(request);
          if (isOfflineReadablePage(pathname) && mayStore(response))
            await keepPage(pathname, response.clone());
          return response;
        } catch {
          return (
            (await caches.match(pathname, { cacheName: PAGES })) ??
            (await matchPrecache('/index.html')) ??
            Response.error()
          );
        }
      },
      { denylist: shellNavigationDenylist },
    ),
  );
}

if (isClockWorkerScope(self.registration.scope)) registerClockPages();
else registerStorefrontPages();

// 'App neustarten' (storefront spec, update prompt) lets the waiting version take over.
self.addEventListener('message', (event) => {
  const data = event.data as { type?: string } | null;
  if (data?.type === 'SKIP_WAITING') void self.skipWaiting();
});

/** A status notification (issue 27): what the server's push message says, the order's page on a tap. */
type StatusNotification = { title: string; body: string; url: string; tag: string };

self.addEventListener('push', (event) => {
  const message = event.data?.json() as StatusNotification | undefined;
  if (message === undefined) return;
  event.waitUntil(
    (self.registration as unknown as ServiceWorkerRegistration).showNotification(message.title, {
      body: message.body,
      // A newer status replaces the older one of the same order.
      tag: message.tag,
      icon: '/pwa-192.png',
      data: { url: message.url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const { pathname, search } = new URL((event.notification.data as { url: string }).url);
  const target = new URL(`${pathname}${search}`, self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => client.url === target);
      if (open !== undefined) await open.focus();
      else await self.clients.openWindow(target);
    })(),
  );
});
