import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, idParamsSchema } from '../../../domain/schemas/common.js';
import { reference } from '../../../domain/validation/fields.js';
import { uploadEntitySchema, uploadInputSchema } from '../../../domain/schemas/entities/upload.js';
import { notFoundMessage, validationMessages } from '../../../domain/validation/messages.js';
import type { AppContext } from '../../context.js';
import { HttpError } from '../../http/http-error.js';
import type { Access } from '../../organisation/index.js';
import type { Actor } from '../../organisation/index.js';
import { getUpload, listUploads, removeUpload, renameUploadFile, UPLOAD_LABEL } from './admin-service.js';

const adminOnly = { access: ['ROLE_ADMIN'] as Access };
const tags = ['uploads'];
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  422: apiErrorSchema,
};
const item = z.object({ data: uploadEntitySchema });

/**
 * The back office's calls on uploaded files; `POST /api/uploads` stays the public upload in ./routes.ts,
 * which is why these are written out rather than made by the entity route factory.
 */
export const uploadAdminRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (plugin, { ctx }) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const db = ctx.database.db;
  const actorOf = (request: FastifyRequest): Actor => {
    if (!request.auth) throw new Error('access control let an anonymous request through');
    return { user: request.auth.user, now: ctx.now() };
  };

  app.get(
    '/uploads',
    {
      config: adminOnly,
      schema: {
        summary: `${UPLOAD_LABEL}: list`,
        tags,
        response: { 200: z.object({ data: z.array(uploadEntitySchema) }), ...errors },
      },
    },
    async () => ({ data: await listUploads(db) }),
  );

  app.get(
    '/uploads/:id',
    {
      config: adminOnly,
      schema: {
        summary: `${UPLOAD_LABEL}: one`,
        tags,
        params: idParamsSchema,
        response: { 200: item, ...errors },
      },
    },
    async (request) => {
      const upload = await getUpload(db, request.params.id);
      if (!upload) throw new HttpError(404, notFoundMessage(UPLOAD_LABEL));
      return { data: upload };
    },
  );

  app.put(
    '/uploads/:id',
    {
      config: adminOnly,
      schema: {
        summary: `${UPLOAD_LABEL}: rename (the body carries the id)`,
        tags,
        params: idParamsSchema,
        body: uploadInputSchema.extend({ id: reference().meta({ title: 'ID' }) }),
        response: { 200: item, ...errors },
      },
    },
    async (request) => {
      const { id, ...input } = request.body;
      if (id !== request.params.id) throw new HttpError(400, validationMessages.idMismatch, 'id');
      return { data: await renameUploadFile(db, id, input, actorOf(request)) };
    },
  );

  app.delete(
    '/uploads/:id',
    {
      config: adminOnly,
      schema: {
        summary: `${UPLOAD_LABEL}: delete`,
        tags,
        params: idParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await removeUpload(db, request.params.id, actorOf(request));
      return reply.status(204).send(null);
    },
  );
};
