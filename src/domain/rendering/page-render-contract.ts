import type { InitData } from '../schemas/init.js';

/** What the server hands the web app's renderer (dist/web/.ssr/entry-server.js) for one page. */
export interface RenderRequest {
  /** Path and query of the page. */
  url: string;
  init: InitData;
  now: Date;
  /** The public origin: canonical addresses and structured data point there. */
  origin: string;
  /** The request's cookies as the browser would read them (the cookie banner's consent). */
  cookies: string;
}

export interface RenderedHtml {
  status: number;
  /** Title, canonical and meta tags for the head. */
  head: string;
  /** Preloads the page asked for (its largest picture): placed in the head before the scripts. */
  resources: string;
  /** The page inside #root, followed by the data block it was rendered from. */
  body: string;
  /** Source modules (relative to src/web) of the rendered pages: their stylesheets and chunks are linked. */
  modules: string[];
}

export type RenderPage = (request: RenderRequest) => Promise<RenderedHtml | { redirect: string }>;
