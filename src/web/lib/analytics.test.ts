import { describe, expect, it } from 'vitest';
import { analyticsEntrySchema } from '../../domain/schemas/analytics.js';
import { loggedPath, trackEvent, trackPageView, type AnalyticsTransport } from './analytics.js';

/** A transport that records what would be posted, with the page's cookies as given. */
function recording(cookies: string, answer: () => Promise<unknown> = () => Promise.resolve()) {
  const sent: { url: string; body: unknown }[] = [];
  const transport: AnalyticsTransport = {
    cookies: () => cookies,
    post: (url, body) => {
      sent.push({ url, body: JSON.parse(body) });
      return answer();
    },
  };
  return { sent, transport };
}

describe('the analytics client', () => {
  it('sends nothing without the consent cookie', () => {
    for (const cookies of [
      '',
      'pwa-dismiss=true',
      'cookie-banner-acceptance-state=false',
      'x-cookie-banner-acceptance-state=true',
      // Every category but 'Statistik'.
      'cookie-banner-acceptance-state=false; cookie-banner-categories=marketing.externalMedia',
    ]) {
      const { sent, transport } = recording(cookies);
      trackPageView('/store/dornbirn', transport);
      trackEvent('add_to_cart', { productId: 1 }, transport);
      expect(sent, cookies).toEqual([]);
    }
  });

  it("sends with the 'Statistik' category alone", () => {
    const { sent, transport } = recording(
      'cookie-banner-acceptance-state=false; cookie-banner-categories=statistics',
    );
    trackPageView('/', transport);
    expect(sent).toHaveLength(1);
  });

  it('sends page views and events once consent is given, as the server accepts them', () => {
    const { sent, transport } = recording('pwa-dismiss=true; cookie-banner-acceptance-state=true');
    trackPageView('/store/dornbirn', transport);
    trackEvent('add_to_cart', { branch: 'dornbirn', productId: 7, amount: 2 }, transport);
    expect(sent).toEqual([
      {
        url: '/api/analytics-log',
        body: { type: 'pageview', action: '/store/dornbirn', category: 'storefront' },
      },
      {
        url: '/api/analytics-log',
        body: {
          type: 'event',
          action: 'add_to_cart',
          category: 'ecommerce',
          data: { branch: 'dornbirn', productId: 7, amount: 2 },
        },
      },
    ]);
    for (const { body } of sent) expect(analyticsEntrySchema.safeParse(body).success).toBe(true);
  });

  it('swallows a refused or failing request and unreadable cookies', async () => {
    const failing = recording('cookie-banner-acceptance-state=true', () =>
      Promise.reject(new TypeError('Failed to fetch')),
    );
    expect(() => trackPageView('/', failing.transport)).not.toThrow();
    expect(failing.sent).toHaveLength(1);
    // A rejected promise left unhandled would fail this test run.
    await new Promise((resolve) => setTimeout(resolve, 0));

    const blocked: AnalyticsTransport = {
      cookies: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
      post: () => Promise.resolve(),
    };
    expect(() => trackEvent('purchase', { value: 480 }, blocked)).not.toThrow();
  });

  it('never logs the secret part of a status link', () => {
    expect(loggedPath('/status/AbC123/0123456789abcdef0123456789abcdef')).toBe('/status');
    expect(loggedPath('/store/dornbirn/checkout')).toBe('/store/dornbirn/checkout');
    expect(loggedPath(`/${'a'.repeat(600)}`)).toHaveLength(500);
  });
});
