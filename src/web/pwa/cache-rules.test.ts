import { describe, expect, it } from 'vitest';
import { isOfflineReadablePage, isPublicMenuData, mayStore, shellNavigationDenylist } from './cache-rules.js';

const answer = (status: number, headers: Record<string, string> = {}) => ({
  status,
  headers: new Headers(headers),
});

describe('service worker cache rules', () => {
  it('keeps the public start data and menus only', () => {
    expect(isPublicMenuData('/api/init')).toBe(true);
    expect(isPublicMenuData('/api/branches/3/menus')).toBe(true);
    for (const path of [
      '/api/orders',
      '/api/orders/public/abc/def',
      '/api/checkout',
      '/api/users/me',
      '/api/products',
      '/api/init/extra',
      '/backend/products',
    ])
      expect(isPublicMenuData(path)).toBe(false);
  });

  it('never stores private, uncacheable or failed answers', () => {
    expect(mayStore(answer(200, { 'cache-control': 'no-cache' }))).toBe(true);
    expect(mayStore(answer(200, { 'cache-control': 'private, no-store' }))).toBe(false);
    expect(mayStore(answer(200, { 'cache-control': 'no-store' }))).toBe(false);
    expect(mayStore(answer(304))).toBe(false);
    expect(mayStore(answer(500))).toBe(false);
  });

  it('leaves navigations of the back office and the boards to the network', () => {
    const denied = (path: string) => shellNavigationDenylist.some((pattern) => pattern.test(path));
    expect(denied('/backend')).toBe(true);
    expect(denied('/backend/products')).toBe(true);
    expect(denied('/frontdesk/1/key')).toBe(true);
    expect(denied('/store/dornbirn')).toBe(false);
    expect(denied('/')).toBe(false);
    expect(denied('/backendfoo')).toBe(false);
  });

  it('keeps the rendered public pages for offline reading, never checkout, status or staff pages', () => {
    for (const path of ['/', '/store/dornbirn', '/ueber-uns', '/fruehstueck-buchen'])
      expect(isOfflineReadablePage(path)).toBe(true);
    for (const path of [
      '/store/dornbirn/checkout',
      '/store/dornbirn/checkout/error',
      '/status/abc/def',
      '/backend',
      '/backend/orders',
      '/frontdesk/1/key',
      '/backoffice-board/1/key',
      '/zeiterfassung/token/lena',
      '/signage/4/key',
      '/self-service/store/dornbirn',
      '/api/init',
      '/image/3/hero.webp',
    ])
      expect(isOfflineReadablePage(path)).toBe(false);
  });
});
