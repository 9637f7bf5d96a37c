import { describe, expect, it } from 'vitest';
import { makeProduct } from '../../domain/catalog/product-fixtures.js';
import type { InitData } from '../../domain/schemas/init.js';
import { pageStateHtml, parsePageState } from './page-state.js';

const shown = makeProduct({ id: 2, uid: 'kornspitz', name: 'Kornspitz <i>' });
const ownMenu = { id: 1, branches: [7] };
const ownTable = { id: 1, branch: 7, identifier: 'T1' };
const init = {
  '/api/config': { shopName: 'Café </script><b>' },
  '/api/products': [makeProduct(), shown, makeProduct({ id: 3, uid: 'semmel' })],
  '/api/menus': [ownMenu, { id: 2, branches: [8] }],
  '/api/tables': [ownTable, { id: 2, branch: 8, identifier: 'T1' }],
} as unknown as InitData;

const textOf = (html: string) =>
  /^<script type="application\/json" id="tischlein-state">(.*)<\/script>$/s.exec(html)?.[1];

describe('the page state', () => {
  it('gives the browser back what the server rendered from, with only the page’s products and branch', () => {
    const menuOutline = { branchId: 7, groups: [{ categoryId: 1, count: 1 }] };
    const text = textOf(
      pageStateHtml({
        init,
        productIds: [2],
        branchId: 7,
        menuOutline,
        renderedAt: '2026-11-20T08:30:00.000Z',
        origin: 'https://cafe.example',
      }),
    );
    expect(text).toBeDefined();
    expect(text).not.toContain('<');
    expect(parsePageState(text!)).toEqual({
      init: { ...init, '/api/products': [shown], '/api/menus': [ownMenu], '/api/tables': [ownTable] },
      menuOutline,
      renderedAt: '2026-11-20T08:30:00.000Z',
      origin: 'https://cafe.example',
    });
  });

  it('carries no products, menus or tables for a page that shows none', () => {
    const state = {
      init,
      productIds: [],
      renderedAt: '2026-11-20T08:30:00.000Z',
      origin: 'https://a.example',
    };
    const parsed = parsePageState(textOf(pageStateHtml(state))!);
    expect(parsed.init).toMatchObject({ '/api/products': [], '/api/menus': [], '/api/tables': [] });
    expect(parsed.init['/api/config']).toEqual(init['/api/config']);
    expect(parsed).not.toHaveProperty('menuOutline');
  });

  it('keeps each page’s own products, instant and origin when the catalogue’s text is reused', () => {
    const first = pageStateHtml({
      init,
      productIds: [1],
      renderedAt: '2026-11-20T08:30:00.000Z',
      origin: 'https://a.example',
    });
    const second = pageStateHtml({
      init,
      productIds: [3],
      renderedAt: '2026-11-20T08:31:00.000Z',
      origin: 'https://b.example',
    });
    const parsed = parsePageState(textOf(second)!);
    expect(parsed).toMatchObject({ renderedAt: '2026-11-20T08:31:00.000Z', origin: 'https://b.example' });
    expect(parsed.init['/api/products'].map((product) => product.id)).toEqual([3]);
    expect(parsePageState(textOf(first)!).init['/api/products'].map((product) => product.id)).toEqual([1]);
  });
});
