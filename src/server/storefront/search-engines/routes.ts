import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context.js';
import { robotsText, sitemapXml } from './service.js';

/** Read by crawlers from the site's root; built from the database on each request (they ask rarely). */
export const searchEngineRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(await robotsText(ctx.database.db, ctx.publicBaseUrl)),
  );
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(await sitemapXml(ctx.database.db, ctx.publicBaseUrl)),
  );
};
