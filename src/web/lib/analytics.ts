import type { AnalyticsEntry, AnalyticsEventAction } from '../../domain/schemas/analytics.js';
import type { PublicOrder } from '../../domain/schemas/order.js';
import { readConsent } from '../../domain/consent/consent-state.js';

/** Where an entry goes and what decides whether it may: the page's cookies and fetch in the browser. */
export interface AnalyticsTransport {
  cookies: () => string;
  post: (url: string, body: string) => Promise<unknown>;
}

const browserTransport: AnalyticsTransport = {
  cookies: () => document.cookie,
  // keepalive lets the entry arrive even when the page is left at once (the purchase before the
  // status page, a click on an outgoing link).
  post: (url, body) =>
    fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
      keepalive: true,
      credentials: 'same-origin',
    }),
};

/**
 * Sends one entry to the analytics log, only while the guest allows the 'Statistik' category (spec,
 * sections 7 and 8; ADR 034): the cookie is read for every entry, so a withdrawal stops the next one.
 * Analytics never disturbs the page: every failure, even storage or cookies refusing to be read, is
 * swallowed.
 */
export function logAnalytics(entry: AnalyticsEntry, transport: AnalyticsTransport = browserTransport): void {
  try {
    if (!readConsent(transport.cookies()).choice.statistics) return;
    transport.post('/api/analytics-log', JSON.stringify(entry)).catch(() => undefined);
  } catch {
    // See above: the log is never worth an error.
  }
}

/** A status link's uid and hash are the guest's key to the order; they never go into the log. */
export function loggedPath(pathname: string): string {
  return pathname.startsWith('/status/') ? '/status' : pathname.slice(0, 500);
}

export function trackPageView(pathname: string, transport?: AnalyticsTransport): void {
  logAnalytics({ type: 'pageview', action: loggedPath(pathname), category: 'storefront' }, transport);
}

export type TrackingData = Record<string, string | number | boolean | null>;

export function trackEvent(
  action: AnalyticsEventAction,
  data: TrackingData,
  transport?: AnalyticsTransport,
): void {
  logAnalytics({ type: 'event', action, category: 'ecommerce', data }, transport);
}

/** The order's worth and kind, nothing about the guest. */
export function trackPurchase(
  order: Pick<PublicOrder, 'totalGross' | 'paymentMethod' | 'items' | 'branch'>,
  currency: string,
): void {
  trackEvent('purchase', {
    branch: order.branch.identifier,
    value: order.totalGross,
    currency,
    paymentMethod: order.paymentMethod,
    items: order.items.length,
  });
}
