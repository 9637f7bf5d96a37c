import type { FastifyInstance } from 'fastify';
import { normalisePath } from '../../../domain/content/site-path.js';
import type { Db } from '../../db/client.js';
import { listRedirectRows } from './queries.js';

type Redirect = { target: string; statusCode: number };

/** Paths that never belong to an operator's redirect (their first segments are reserved for pages too). */
const ownPrefixes = ['/api/', '/assets/', '/image/', '/upload/', '/custom/', '/fonts/'];
/** The operators' probes must answer for the process itself, never wait for the redirect table. */
const ownPaths = new Set(['/', '/healthz', '/readyz', '/metrics']);

function requestPath(url: string): string | undefined {
  const raw = url.split('?')[0] ?? '/';
  if (ownPaths.has(raw) || ownPrefixes.some((prefix) => raw.startsWith(prefix))) return undefined;
  try {
    return normalisePath(decodeURIComponent(raw));
  } catch {
    return undefined;
  }
}

/**
 * Answers the stored redirects with their status (301 or 302) before the app shell is sent, so browsers
 * and search engines see a real redirect. The table is read once and reused for `ttlMs` (other app
 * instances see a change after at most that long); a write through this instance drops it at once.
 * While the database cannot be read, the last table read is used (or none): a page the app can serve
 * from its caches must not fail for its redirect check.
 */
export function registerRedirects(app: FastifyInstance, db: Db, ttlMs = 5_000): void {
  let table: Promise<Map<string, Redirect>> | undefined;
  let lastGood = new Map<string, Redirect>();
  let loadedAt = 0;

  const lookup = async (path: string) => {
    if (table === undefined || Date.now() - loadedAt > ttlMs) {
      loadedAt = Date.now();
      table = listRedirectRows(db).then(
        (rows) => (lastGood = new Map(rows.map((row) => [row.path, row]))),
        () => lastGood,
      );
    }
    return (await table).get(path);
  };

  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const path = requestPath(request.url);
    if (path === undefined || path === '') return;
    const redirect = await lookup(path);
    if (redirect === undefined) return;
    // A temporary detour must not be remembered; a moved page may be, briefly (operators do fix mistakes).
    reply.header('cache-control', redirect.statusCode === 301 ? 'public, max-age=3600' : 'no-store');
    return reply.redirect(redirect.target, redirect.statusCode);
  });

  app.addHook('onResponse', async (request) => {
    if (request.method !== 'GET' && request.url.startsWith('/api/redirects')) table = undefined;
  });
}
