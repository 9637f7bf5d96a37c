import type { InitData } from '../../domain/schemas/init.js';
import { compactProduct, expandProduct, type CompactProduct } from './compact-products.js';
import type { MenuOutline, PageCatalogue } from './page-catalogue.js';

/** The element that carries the data a server-rendered page was rendered from. */
export const PAGE_STATE_ID = 'tischlein-state';

/**
 * What the browser needs to hydrate the server's HTML without asking the server again. `init` is the
 * initial data with only the page's own part of the catalogue: the products it shows, the menus and
 * tables of its branch. A large catalogue's thousands of products and every branch's menus would make
 * most of the page's bytes, and a phone would parse them before it can answer a tap (issue 14). The rest
 * loads when the guest needs it (api/init.ts).
 */
export interface PageState {
  init: InitData;
  /** ISO instant the server rendered for (opening hours, menus of the day). */
  renderedAt: string;
  origin: string;
  menuOutline?: MenuOutline | undefined;
}

/** What the server renders from: the whole initial data and the part of it the page shows. */
export type RenderedState = Omit<PageState, 'init' | 'menuOutline'> & { init: InitData } & PageCatalogue;

/** As the page carries it: products without the values most of them share (compact-products.ts). */
type CarriedState = Omit<PageState, 'init'> & {
  init: Omit<InitData, '/api/products'> & { '/api/products': CompactProduct[] };
};

/** `<` escaped, so no text in the data can close the script element. */
const toScriptJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

// Every page rendered from the same catalogue carries the same data beside its own part, so that text is
// written once per catalogue copy (a large catalogue's takes milliseconds), not once per page.
const sharedJsonByData = new WeakMap<InitData, string>();

function initJson(init: InitData, { productIds, branchId }: PageCatalogue): string {
  let shared = sharedJsonByData.get(init);
  if (shared === undefined) {
    const own = { '/api/products': undefined, '/api/menus': undefined, '/api/tables': undefined };
    shared = toScriptJson({ ...init, ...own }).slice(1, -1);
    sharedJsonByData.set(init, shared);
  }
  const shown = new Set(productIds);
  const part = {
    '/api/products': init['/api/products'].filter((product) => shown.has(product.id)).map(compactProduct),
    '/api/menus': init['/api/menus'].filter(
      (menu) => branchId !== undefined && menu.branches.includes(branchId),
    ),
    '/api/tables': init['/api/tables'].filter((table) => table.branch === branchId),
  };
  const partJson = toScriptJson(part).slice(1);
  return shared === '' ? `{${partJson}` : `{${shared},${partJson}`;
}

/** A data block the page never runs. */
export function pageStateHtml(state: RenderedState): string {
  const outline = state.menuOutline === undefined ? '' : `,"menuOutline":${toScriptJson(state.menuOutline)}`;
  const json = `{"init":${initJson(state.init, state)},"renderedAt":${toScriptJson(state.renderedAt)},"origin":${toScriptJson(state.origin)}${outline}}`;
  return `<script type="application/json" id="${PAGE_STATE_ID}">${json}</script>`;
}

/** The state from the data block's text. */
export function parsePageState(text: string): PageState {
  const carried = JSON.parse(text) as CarriedState;
  return {
    ...carried,
    init: { ...carried.init, '/api/products': carried.init['/api/products'].map(expandProduct) },
  };
}

export function readPageState(): PageState | undefined {
  const text = document.getElementById(PAGE_STATE_ID)?.textContent;
  return text ? parsePageState(text) : undefined;
}
