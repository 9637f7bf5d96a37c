import type { InitData } from '../../domain/schemas/init.js';
import { compactProduct, expandProduct, type CompactProduct } from './compact-products.js';

/** The element that carries the data a server-rendered page was rendered from. */
export const PAGE_STATE_ID = 'tischlein-state';

/** What the browser needs to hydrate the server's HTML without asking the server again. */
export interface PageState {
  init: InitData;
  /** ISO instant the server rendered for (opening hours, menus of the day). */
  renderedAt: string;
  origin: string;
}

/** As the page carries it: products without the values most of them share (compact-products.ts). */
type CarriedState = Omit<PageState, 'init'> & {
  init: Omit<InitData, '/api/products'> & { '/api/products': CompactProduct[] };
};

/** A data block the page never runs; `<` is escaped so no text in the data can close the element. */
export function pageStateHtml(state: PageState): string {
  const carried: CarriedState = {
    ...state,
    init: { ...state.init, '/api/products': state.init['/api/products'].map(compactProduct) },
  };
  const json = JSON.stringify(carried).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${PAGE_STATE_ID}">${json}</script>`;
}

export function readPageState(): PageState | undefined {
  const text = document.getElementById(PAGE_STATE_ID)?.textContent;
  if (!text) return undefined;
  const carried = JSON.parse(text) as CarriedState;
  return {
    ...carried,
    init: { ...carried.init, '/api/products': carried.init['/api/products'].map(expandProduct) },
  };
}
