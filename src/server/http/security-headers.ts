import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * What an API answer (JSON, a PDF, a picture) needs: no sniffing it into a script, no framing, no being
 * read by another site's page, HSTS. The document rules of the pages (the CSP's script, style, font and
 * map hosts, …) are ~1 KB that a JSON answer of 200 bytes carried to no use and cost the small public
 * answers a quarter of their throughput (issue 26, bench/small-answers.ts). Its CSP still forbids
 * everything a document opened from it could load.
 */
const apiHeaders: [string, string][] = [
  ['content-security-policy', "default-src 'self'; object-src 'none'; frame-ancestors 'self'"],
  ['strict-transport-security', 'max-age=31536000; includeSubDomains'],
  ['x-content-type-options', 'nosniff'],
  ['x-frame-options', 'SAMEORIGIN'],
  ['cross-origin-resource-policy', 'same-origin'],
  ['referrer-policy', 'no-referrer'],
];

/** The API's own paths; the OpenAPI viewer under /api/docs is a page and keeps the page rules. */
function isApiAnswer(url: string): boolean {
  return url.startsWith('/api/') && !url.startsWith('/api/docs');
}

/**
 * Helmet's security headers (CSP, HSTS, frame and referrer rules, …) on every page. The middleware is
 * built once: @fastify/helmet built it anew for each request, 3–4 % of the order call's CPU (ADR 011).
 */
export function useSecurityHeaders(app: FastifyInstance): void {
  const apply = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Besides our own: the tag manager and the ads pixel, loaded only after cookie consent.
        scriptSrc: ["'self'", 'https://www.googletagmanager.com', 'https://connect.facebook.net'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Map tiles, styles and the pixel's image beacons come from hosts the operator configures.
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'https:'],
        // The map draws in a worker it starts from a blob.
        workerSrc: ["'self'", 'blob:'],
        // Video slides: players on https addresses only (checked when a page is saved).
        frameSrc: ["'self'", 'https:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  // Helmet sets the headers and calls on at once; since version 8.1 it throws instead of passing errors.
  app.addHook('onRequest', (request, reply, done) => {
    if (isApiAnswer(request.url)) {
      for (const [name, value] of apiHeaders) reply.raw.setHeader(name, value);
      done();
    } else apply(request.raw, reply.raw, () => done());
  });
}
