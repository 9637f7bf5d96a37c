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

/** `<` escaped, so no text in the data can close the script element. */
const toScriptJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

// Every page rendered from the same catalogue carries the same data, so it is compacted and written
// once per catalogue copy (a large catalogue's takes tens of milliseconds), not once per page.
const initJsonByData = new WeakMap<InitData, string>();

function initJson(init: InitData): string {
  let json = initJsonByData.get(init);
  if (json === undefined) {
    json = toScriptJson({ ...init, '/api/products': init['/api/products'].map(compactProduct) });
    initJsonByData.set(init, json);
  }
  return json;
}

/** A data block the page never runs. */
export function pageStateHtml(state: PageState): string {
  const json = `{"init":${initJson(state.init)},"renderedAt":${toScriptJson(state.renderedAt)},"origin":${toScriptJson(state.origin)}}`;
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
