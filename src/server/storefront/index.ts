/**
 * Storefront: what guests' browsers and search engines load — the published catalogue (`/api/init`, ADR 003,
 * 032), the server-rendered pages and the app shell (ADR 014), sitemap and robots.
 */
import { contextRoutes } from '../context.js';
import { initRoutes } from './public-data/routes.js';

export { registerWebApp } from './pages/web-app.js';
export { createPublicDataCache } from './public-data/public-data-cache.js';
export type { PublicData } from './public-data/public-data.js';
export { searchEngineRoutes } from './search-engines/routes.js';

/** The published catalogue under /api. */
export const storefrontApi = contextRoutes(initRoutes);
