import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type { PublicData } from '../public-data/public-data.js';
import type { RenderedHtml, RenderPage } from '../../../domain/rendering/page-render-contract.js';
import { prepareBodyLazily, type PreparedBody } from '../../http/prepared-json.js';

/** The consent cookie is the only cookie that changes a rendered page (the banner). */
const CONSENT_COOKIE = 'cookie-banner-acceptance-state';

/** Rendered pages kept per instance; beyond it the cache starts over (unknown addresses are not kept). */
const MAX_CACHED_PAGES = 500;
/** Opening-hours lines change by the minute, so a rendered page is reused within its minute only. */
const RENDER_BUCKET_MS = 60_000;

export type RenderedPage = { status: number; prepared: PreparedBody } | { redirect: string };

type ManifestChunk = { file: string; css?: string[]; imports?: string[] };
type Manifest = Record<string, ManifestChunk>;

function escapeAttribute(text: string): string {
  return text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * The stylesheets (inline: a phone paints without another round trip, and the CSP allows inline styles)
 * and the chunks of the rendered pages, so they paint styled and hydrate without a wait.
 */
function pageLinks(
  manifest: Manifest,
  modules: readonly string[],
  template: string,
  inlineCss: (file: string) => string,
): string {
  const css = new Set<string>();
  const js = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (chunk === undefined || js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  modules.forEach(visit);
  const fresh = (file: string) => !template.includes(`/${file}"`);
  return [
    ...[...css].filter(fresh).map(inlineCss),
    ...[...js]
      .filter(fresh)
      .map(
        (file) =>
          `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${escapeAttribute(file)}">`,
      ),
  ].join('\n    ');
}

/**
 * Renders the storefront's public pages on the server with the web app's own renderer and keeps the
 * compressed HTML per page, consent and minute while the public data stays the same (ADR 014).
 */
export async function createPageRenderer(options: {
  webRoot: string;
  template: string;
  publicData: () => Promise<PublicData>;
  now: () => Date;
  origin: string;
  log: FastifyBaseLogger;
}) {
  const entry = join(options.webRoot, '.ssr', 'entry-server.js');
  const manifestPath = join(options.webRoot, '.vite', 'manifest.json');
  if (!existsSync(entry) || !existsSync(manifestPath)) return undefined;
  const { renderPage } = (await import(pathToFileURL(entry).href)) as { renderPage: RenderPage };
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const styles = new Map<string, string>();
  const inlineCss = (file: string): string => {
    let style = styles.get(file);
    if (style === undefined) {
      // The file is the build's own CSS; only a '</style>' inside it could end the element early.
      const text = readFileSync(join(options.webRoot, file), 'utf8').replace(/<\/style/gi, '<\\/style');
      const href = escapeAttribute(`/${file}`);
      // The bundler's loader fetches a page chunk's stylesheet unless a stylesheet link names it, and
      // hydration would wait for that download (and restyle the page with the same rules). A disabled
      // link names it without being fetched (HTML: a disabled stylesheet link is not obtained).
      style = `<style data-href="${href}">${text}</style><link rel="stylesheet" href="${href}" disabled>`;
      styles.set(file, style);
    }
    return style;
  };
  // Without script the server's page is what there is; the template's notice would only confuse.
  // The page's scripts only make the server's HTML interactive, so they load at low priority (ADR 033):
  // the page's pictures (the largest one first) share a phone's bandwidth before them.
  const template = options.template
    .replace(/\s*<noscript>[\s\S]*?<\/noscript>/, '')
    .replace(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"')
    .replace(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g, (_link, file: string) =>
      inlineCss(file),
    );

  let cachedFor: PublicData | undefined;
  const cache = new Map<string, RenderedPage>();

  function toHtml(rendered: RenderedHtml): string {
    const links = pageLinks(manifest, rendered.modules, template, inlineCss);
    // The page's styles come after the app's, as they do when the browser loads the page's chunk.
    return template
      .replace(/<title>[^<]*<\/title>/, (title) => (rendered.head || title) + rendered.resources)
      .replace('</head>', () => (links === '' ? '</head>' : `  ${links}\n  </head>`))
      .replace('<div id="root"></div>', () => `<div id="root">${rendered.body}</div>`);
  }

  return {
    /** The page for a path and query, or undefined when the renderer failed (the browser renders it then). */
    async render(url: string, cookieHeader: string | undefined): Promise<RenderedPage | undefined> {
      const data = await options.publicData();
      if (data !== cachedFor) {
        cache.clear();
        cachedFor = data;
      }
      const now = options.now();
      const consent = cookieHeader?.includes(`${CONSENT_COOKIE}=true`) ?? false;
      const key = `${Math.floor(now.getTime() / RENDER_BUCKET_MS)} ${consent ? 1 : 0} ${url}`;
      const cached = cache.get(key);
      if (cached !== undefined) return cached;
      try {
        const rendered = await renderPage({
          url,
          init: data.initData,
          now,
          origin: options.origin,
          cookies: consent ? `${CONSENT_COOKIE}=true` : '',
        });
        const page: RenderedPage =
          'redirect' in rendered
            ? rendered
            : { status: rendered.status, prepared: prepareBodyLazily(toHtml(rendered)) };
        // Any address renders (404 included), so only pages that exist are kept.
        if ('redirect' in page || page.status === 200) {
          if (cache.size >= MAX_CACHED_PAGES) cache.clear();
          cache.set(key, page);
        }
        return page;
      } catch (error) {
        options.log.error({ err: error, url }, 'server rendering failed; the browser renders the page');
        return undefined;
      }
    },
  };
}
