import { describe, expect, it } from 'vitest';
import { makeProduct } from '../../domain/catalog/product-fixtures.js';
import type { InitData } from '../../domain/schemas/init.js';
import { pageStateHtml, parsePageState, type PageState } from './page-state.js';

const init = {
  '/api/config': { shopName: 'Café </script><b>' },
  '/api/products': [makeProduct(), makeProduct({ id: 2, uid: 'kornspitz', name: 'Kornspitz <i>' })],
} as unknown as InitData;

const textOf = (html: string) =>
  /^<script type="application\/json" id="tischlein-state">(.*)<\/script>$/s.exec(html)?.[1];

describe('the page state', () => {
  it('gives the browser back exactly what the server rendered from', () => {
    const state: PageState = { init, renderedAt: '2026-11-20T08:30:00.000Z', origin: 'https://cafe.example' };
    const text = textOf(pageStateHtml(state));
    expect(text).toBeDefined();
    expect(text).not.toContain('<');
    expect(parsePageState(text!)).toEqual(state);
  });

  it('keeps each page’s own instant and origin when the catalogue’s text is reused', () => {
    const first = pageStateHtml({
      init,
      renderedAt: '2026-11-20T08:30:00.000Z',
      origin: 'https://a.example',
    });
    const second = pageStateHtml({
      init,
      renderedAt: '2026-11-20T08:31:00.000Z',
      origin: 'https://b.example',
    });
    expect(parsePageState(textOf(second)!)).toMatchObject({
      renderedAt: '2026-11-20T08:31:00.000Z',
      origin: 'https://b.example',
    });
    expect(textOf(first)!.slice(0, 200)).toBe(textOf(second)!.slice(0, 200));
  });
});
