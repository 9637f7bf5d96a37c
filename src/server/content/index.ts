/**
 * Content, media and settings: the shop's configuration, content pages (sites), blocks, navigations,
 * redirects, fonts, images, uploads and image templates (ADR 018, 024).
 */
import type { FastifyPluginAsync } from 'fastify';
import { contextRoutes, type AppContext } from '../context.js';
import { blockRoutes } from './blocks/routes.js';
import { configRoutes } from './config/routes.js';
import { fontApiRoutes, fontFileRoutes } from './fonts/routes.js';
import { imageTemplateRoutes } from './image-templates/routes.js';
import { imageAdminRoutes } from './images/admin-routes.js';
import { imageRoutes } from './images/routes.js';
import { navigationRoutes } from './navigations/routes.js';
import { redirectRoutes } from './redirects/routes.js';
import { siteRoutes } from './sites/routes.js';
import { uploadAdminRoutes } from './uploads/admin-routes.js';
import { uploadApiRoutes, uploadFileRoutes } from './uploads/routes.js';

export { getConfig } from './config/service.js';
export { createTemplateRenderer } from './image-templates/render.js';
export { currentImages } from './images/image-lookup.js';
export { registerRedirects } from './redirects/apply-redirects.js';
export {
  listNavigations,
  listPublicBlocks,
  listPublicSitePages,
  listPublicSites,
} from './sections/service.js';
export { sanitizeRichText } from './sections/sanitize-rich-text.js';
export { uploadsByIds } from './uploads/admin-service.js';

/** Configuration, pages, media and fonts under /api. */
export const contentApi = contextRoutes(
  configRoutes,
  uploadApiRoutes,
  siteRoutes,
  redirectRoutes,
  blockRoutes,
  navigationRoutes,
  imageAdminRoutes,
  imageTemplateRoutes,
  uploadAdminRoutes,
  fontApiRoutes,
);

/** The files themselves, outside /api: sized images, uploads and font files. */
export const contentFiles: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  await app.register(imageRoutes, { ctx });
  await app.register(uploadFileRoutes, { ctx });
  await app.register(fontFileRoutes);
};
