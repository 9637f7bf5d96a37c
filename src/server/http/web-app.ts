import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sendApiNotFound } from './error-handler.js';

/** Paths the single-page app never owns: they answer a real 404 instead of the app shell. */
const nonAppPrefixes = ['/api/', '/image/', '/upload/', '/assets/', '/custom/'];

export async function registerWebApp(app: FastifyInstance, options: { webRoot?: string | undefined }) {
  const root = options.webRoot ? resolve(options.webRoot) : undefined;
  const indexPath = root ? resolve(root, 'index.html') : undefined;
  const hasWebApp = Boolean(indexPath && existsSync(indexPath));

  if (root && hasWebApp) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // Hashed asset names change with their content, so browsers may keep them for a year.
      setHeaders: (res, path) => {
        if (path.includes('/assets/')) res.setHeader('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }
  const indexHtml = hasWebApp && indexPath ? readFileSync(indexPath, 'utf8') : undefined;

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (
      !indexHtml ||
      !wantsPage ||
      nonAppPrefixes.some((prefix) => path.startsWith(prefix)) ||
      path === '/api'
    ) {
      return sendApiNotFound(reply);
    }
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
  });
}
