import type { InitData } from '../../domain/schemas/init.js';

/** The element that carries the data a server-rendered page was rendered from. */
export const PAGE_STATE_ID = 'tischlein-state';

/** What the browser needs to hydrate the server's HTML without asking the server again. */
export interface PageState {
  init: InitData;
  /** ISO instant the server rendered for (opening hours, menus of the day). */
  renderedAt: string;
  origin: string;
}

/** A data block the page never runs; `<` is escaped so no text in the data can close the element. */
export function pageStateHtml(state: PageState): string {
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${PAGE_STATE_ID}">${json}</script>`;
}

export function readPageState(): PageState | undefined {
  const text = document.getElementById(PAGE_STATE_ID)?.textContent;
  return text ? (JSON.parse(text) as PageState) : undefined;
}
