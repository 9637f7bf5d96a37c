import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { PublicData } from '../public-data/public-data.js';
import { sendApiNotFound } from '../../http/error-handler.js';
import { isServerRendered } from '../../../domain/content/rendered-pages.js';
import { clockShell } from './clock-shell.js';
import { createPageRenderer } from './page-renderer.js';
import { prepareBody, sendPrepared } from '../../http/prepared-json.js';

/** Paths the single-page app never owns: they answer a real 404 instead of the app shell. */
const nonAppPrefixes = ['/api/', '/image/', '/upload/', '/assets/', '/custom/'];
/** Staff are signed in: their pages carry their own data, so the browser renders them. */
const SESSION_COOKIE = 'tischlein_session=';
const HTML = 'text/html; charset=utf-8';

export async function registerWebApp(
  app: FastifyInstance,
  options: {
    webRoot?: string | undefined;
    publicData: () => Promise<PublicData>;
    now: () => Date;
    publicBaseUrl: string;
  },
) {
  const root = options.webRoot ? resolve(options.webRoot) : undefined;
  const indexPath = root ? resolve(root, 'index.html') : undefined;
  const hasWebApp = Boolean(indexPath && existsSync(indexPath));

  if (root && hasWebApp) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // The build wrote .br and .gz beside each file; the browser gets the smallest it accepts.
      preCompressed: true,
      // Set here, not by send(), whose 'public, max-age=0' came after setHeaders and replaced the year.
      cacheControl: false,
      setHeaders: (res, path) => {
        res.setHeader('vary', 'accept-encoding');
        // Hashed asset names change with their content, so browsers may keep them for a year; other
        // files (the icon) keep their name across versions and are asked for again.
        res.setHeader(
          'cache-control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  const indexHtml = hasWebApp && indexPath ? readFileSync(indexPath, 'utf8') : undefined;
  const shell = indexHtml === undefined ? undefined : prepareBody(indexHtml);
  const renderer =
    root && indexHtml !== undefined
      ? await createPageRenderer({
          webRoot: root,
          template: indexHtml,
          publicData: options.publicData,
          now: options.now,
          origin: options.publicBaseUrl,
          log: app.log,
        })
      : undefined;

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (!shell || !wantsPage || nonAppPrefixes.some((prefix) => path.startsWith(prefix)) || path === '/api') {
      return sendApiNotFound(reply);
    }
    const clockPage = indexHtml === undefined ? undefined : clockShell(indexHtml, path);
    if (clockPage !== undefined) {
      // The page links a manifest whose address carries the person's token.
      return reply.header('cache-control', 'private, no-store').type(HTML).send(clockPage);
    }
    const cookies = request.headers.cookie;
    if (renderer && isServerRendered(path) && !cookies?.includes(SESSION_COOKIE)) {
      const page = await renderer.render(request.url, cookies);
      if (page !== undefined && 'redirect' in page) return reply.redirect(page.redirect);
      if (page !== undefined) return sendPrepared(request, reply.code(page.status), page.prepared, HTML);
    }
    return sendPrepared(request, reply, shell, HTML);
  });
}
