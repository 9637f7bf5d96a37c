import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { notFound } from '../../http/http-error.js';
import { createImageService, type ImageFile } from './service.js';
import { customVariants, framedVariant, isSizeName, sizeVariant, type FramedKind } from './variants.js';

const fileParams = z.object({ file: z.string().max(64) });
const sizedParams = fileParams.extend({ size: z.string().max(32) });

function sendImage(reply: FastifyReply, image: ImageFile) {
  // The version is part of every image URL, so a cached copy never goes stale.
  reply.header('cache-control', 'public, max-age=31536000, immutable');
  if (image.mimeType === 'image/svg+xml') {
    reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
  }
  return reply.type(image.mimeType).send(image.content);
}

export const imageRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (plugin, { ctx }) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const images = createImageService(ctx.database.db, ctx.storage);
  const schema = { hide: true };

  app.get('/image/:file', { schema: { ...schema, params: fileParams } }, async (request, reply) =>
    sendImage(reply, await images.original(request.params.file)),
  );

  app.get('/image/:size/:file', { schema: { ...schema, params: sizedParams } }, async (request, reply) => {
    const { size, file } = request.params;
    if (!isSizeName(size)) throw notFound('Bild wurde nicht gefunden.');
    return sendImage(reply, await images.variant(file, sizeVariant(size)));
  });

  app.get(
    '/image/custom/:size/:file',
    { schema: { ...schema, params: sizedParams } },
    async (request, reply) => {
      const variant = Object.hasOwn(customVariants, request.params.size)
        ? customVariants[request.params.size]
        : undefined;
      if (!variant) throw notFound('Bild wurde nicht gefunden.');
      return sendImage(reply, await images.variant(request.params.file, variant));
    },
  );

  for (const kind of ['product', 'category'] satisfies FramedKind[]) {
    app.get(
      `/image/${kind}/:size/:file`,
      { schema: { ...schema, params: sizedParams } },
      async (request, reply) => {
        const { size, file } = request.params;
        if (!isSizeName(size)) throw notFound('Bild wurde nicht gefunden.');
        return sendImage(reply, await images.variant(file, framedVariant(kind, size)));
      },
    );
  }
};
