import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fontFamilyId, parseFontVariant } from '../../../domain/fonts/font-variant.js';
import { sendApiNotFound } from '../../http/error-handler.js';
import { HttpError } from '../../http/http-error.js';
import { fontFamilies, fontFilePath, readVariantCss, type FontFamily } from './font-packages.js';

const messages = {
  unknownFamily: 'Schriftart wurde nicht gefunden.',
  unknownVariant: 'Schriftschnitt wurde nicht gefunden.',
};

const fontSchema = z.object({
  family: z.string(),
  category: z.string(),
  variants: z.array(z.string()),
});

// The packages only change with a new release of the app; a day keeps browsers from asking on every page.
const CSS_MAX_AGE = 'public, max-age=86400';
const FILE_MAX_AGE = 'public, max-age=604800';

function familyNamed(name: string): FontFamily {
  const id = fontFamilyId(name);
  const family = fontFamilies().find((candidate) => candidate.id === id);
  if (family === undefined) throw new HttpError(404, messages.unknownFamily);
  return family;
}

/** The list of families under /api (GET /api/fonts). */
export const fontApiRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/fonts',
    {
      config: { access: 'public' },
      schema: {
        summary: 'The font families the shop may use, with their variants',
        tags: ['storefront'],
        response: { 200: z.object({ data: z.array(fontSchema) }) },
      },
    },
    async () => ({
      data: fontFamilies().map(({ family, category, variants }) => ({ family, category, variants })),
    }),
  );
};

/**
 * A variant's @font-face rules (GET /fonts/google/{family}/style-{variant}.embed.css) and the font files
 * they name (GET /fonts/files/{family}/{file}), both from the installed packages. The CSS is built once
 * per family and variant and kept.
 */
export const fontFileRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const cssCache = new Map<string, Promise<string>>();

  const variantCss = (family: FontFamily, variantName: string) => {
    const variant = parseFontVariant(variantName);
    if (variant === undefined || !family.variants.includes(variantName)) {
      throw new HttpError(404, messages.unknownVariant);
    }
    const key = `${family.id}/${variantName}`;
    let css = cssCache.get(key);
    if (css === undefined) {
      css = readVariantCss(family, variant).then((text) =>
        text.replace(/url\(\.\/files\//g, `url(/fonts/files/${family.id}/`),
      );
      css.catch(() => cssCache.delete(key));
      cssCache.set(key, css);
    }
    return css;
  };

  app.get(
    '/fonts/google/:family/:file',
    {
      config: { access: 'public' },
      schema: {
        summary: 'A font variant as CSS with @font-face rules served by this server',
        tags: ['storefront'],
        params: z.object({ family: z.string().max(100), file: z.string().max(100) }),
      },
    },
    async (request, reply) => {
      const family = familyNamed(request.params.family);
      const variant = /^style-([a-z0-9]+)\.embed\.css$/.exec(request.params.file)?.[1];
      if (variant === undefined) throw new HttpError(404, messages.unknownVariant);
      const css = await variantCss(family, variant);
      return reply.type('text/css; charset=utf-8').header('cache-control', CSS_MAX_AGE).send(css);
    },
  );

  app.get(
    '/fonts/files/:family/:file',
    {
      config: { access: 'public' },
      schema: {
        summary: 'A font file named by a font variant’s CSS',
        tags: ['storefront'],
        params: z.object({ family: z.string().max(100), file: z.string().max(100) }),
      },
    },
    async (request, reply) => {
      const family = familyNamed(request.params.family);
      const path = fontFilePath(family, request.params.file);
      const found = path === undefined ? undefined : await stat(path).catch(() => undefined);
      if (path === undefined || found === undefined || !found.isFile()) return sendApiNotFound(reply);
      return reply
        .type(path.endsWith('.woff2') ? 'font/woff2' : 'font/woff')
        .header('cache-control', FILE_MAX_AGE)
        .header('content-length', found.size)
        .send(createReadStream(path));
    },
  );

  // Nothing else under /fonts is the app's page.
  app.get('/fonts/*', { config: { access: 'public' }, schema: { hide: true } }, (_request, reply) =>
    sendApiNotFound(reply),
  );
};
