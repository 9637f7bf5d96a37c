import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, uploadSchema } from '../../../domain/schemas/common.js';
import { MAX_UPLOAD_BYTES, uploadRequestSchema } from '../../../domain/uploads/accepted-files.js';
import type { AppContext } from '../../context.js';
import { HttpError } from '../../http/http-error.js';
import { createWindowLimit, retryAfterSeconds } from '../../lib/window-limit.js';
import { createUploadService } from './service.js';

/** Files one address may upload in 10 minutes (this instance; ADR 013): a checkout needs a few. */
export const UPLOADS_PER_ADDRESS = 20;
const UPLOAD_WINDOW_MS = 10 * 60_000;
export const tooManyUploads =
  'Es wurden zu viele Dateien in kurzer Zeit hochgeladen. Bitte versuchen Sie es später erneut.';

const fileParams = z.object({ publicHash: z.string().max(64), file: z.string().max(64) });

/** Inline only what a browser shows without running anything; everything else downloads. */
const inlineTypes = new Set([
  'image/jpeg',
  'image/png',
  'image/gif',
  'application/pdf',
  'video/mp4',
  'video/webm',
]);

export const uploadApiRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (plugin, { ctx }) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const uploads = createUploadService(ctx.database.db, ctx.storage);
  const perAddress = createWindowLimit({ limit: UPLOADS_PER_ADDRESS, windowMs: UPLOAD_WINDOW_MS });
  app.post(
    '/uploads',
    {
      config: { access: 'public' },
      // base64 inflates by a third; the JSON around it is small.
      bodyLimit: Math.ceil((MAX_UPLOAD_BYTES * 4) / 3) + 64 * 1024,
      schema: {
        summary: 'Store a file sent as a data URL; its type is judged by its content',
        tags: ['storefront'],
        body: uploadRequestSchema,
        response: {
          201: z.object({ data: uploadSchema }),
          400: apiErrorSchema,
          422: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const wait = perAddress(request.ip, ctx.now());
      if (wait > 0) throw new HttpError(429, tooManyUploads, undefined, retryAfterSeconds(wait));
      return reply.status(201).send({ data: await uploads.create(request.body) });
    },
  );
};

export const uploadFileRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (plugin, { ctx }) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const uploads = createUploadService(ctx.database.db, ctx.storage);

  app.get(
    '/upload/:publicHash/:file',
    { schema: { hide: true, params: fileParams } },
    async (request, reply) => {
      const file = await uploads.file(request.params.publicHash, request.params.file);
      const disposition = inlineTypes.has(file.mimeType) ? 'inline' : 'attachment';
      return (
        reply
          .header('cache-control', 'private, max-age=31536000, immutable')
          .header(
            'content-disposition',
            `${disposition}; filename*=UTF-8''${encodeURIComponent(file.originalName)}`,
          )
          // A stored SVG or HTML-looking text must never run as a page of ours.
          .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
          .type(file.mimeType)
          .send(file.content)
      );
    },
  );

  app.get(
    '/upload/:publicHash/preview/:file',
    { schema: { hide: true, params: fileParams } },
    async (request, reply) =>
      reply
        .header('cache-control', 'private, max-age=31536000, immutable')
        .type('image/jpeg')
        .send(await uploads.preview(request.params.publicHash, request.params.file)),
  );
};
