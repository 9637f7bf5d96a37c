/*
 * The five back-office calls of an entity (back-office spec, section 7), wired once:
 *
 *   GET    /api/<path>        list, query validated by `schemas.filter`   → 200 { data: Output[] }
 *                             with `page`/`pageSize` (and `sort`, `dir`, `q`) one page of it
 *                                                                         → 200 { data: Output[], meta }
 *   GET    /api/<path>/:id    one                                          → 200 { data: Output } | 404
 *   POST   /api/<path>        create, body `schemas.input`                → 201 { data: Output }
 *   PUT    /api/<path>/:id    update, body `schemas.input` plus `id`      → 200 { data: Output } | 400 when
 *                                                                            the body's id is another one
 *   DELETE /api/<path>/:id    delete                                       → 204 | 409 while still in use
 *
 * Usage, in `src/server/<context>/<entity>/routes.ts`:
 *
 *   export const divisionRoutes = entityRoutes({
 *     path: '/divisions',
 *     name: 'division',                     // audit log's entity name
 *     label: 'Organisation',                // German singular: 'Organisation wurde nicht gefunden.'
 *     schemas: { input: divisionInputSchema, output: divisionEntitySchema },
 *     service: divisionService,             // EntityService from ./entity-service.ts: the rules live there
 *     access: { read: ['ROLE_ADMIN', 'ROLE_EMPLOYEE'] },   // default ['ROLE_ADMIN'] for read and write
 *     storefront: true,                     // the storefront shows it: drop the public data cache on writes
 *   });
 *   // and in app.ts: await api.register(divisionRoutes, { ctx });
 *
 * Every write runs in one transaction with its audit row in `logs` (who, when, action, entity, id,
 * before and after as the API shows them). Unique violations answer 409 'Dieser Wert wird bereits
 * verwendet.' with the field, unknown references 422 with the field, deleting something still referenced
 * 409 '<label> wird noch verwendet und kann nicht gelöscht werden.' (`constraintFields` maps a constraint
 * to its field where the column name does not say it).
 *
 * Schemas live in `src/domain/schemas/entities/<entity>.ts`:
 *   - `<entity>InputSchema`: create and update (without id; PUT adds it). Build its fields with
 *     `src/domain/validation/fields.ts`, so every message comes from the German catalogue. Links to other
 *     entities are written as the answer shows them (`image: { id }`, `tags: [{ id }]`), so a form can
 *     send back what it read.
 *   - `<entity>EntitySchema`: the answer, with id. Plain types only: answers are encoded with it, and a
 *     transform (trim, phone normalisation) would fail there.
 *   - `<entity>FilterSchema` for filtered lists: query parameters, each optional, coerced from strings.
 *
 * Field labels: one map per entity, `<entity>Labels = { id: 'ID', name: 'Name', … } as const`, applied
 * to both schemas with `labelled(schema, labels)` (`src/domain/validation/labels.ts`). It stores each
 * label as the field's `.meta({ title })`: forms read it with `labelOf(schema, field)` (or the map
 * itself), OpenAPI shows it as `title`, and the types refuse a field without a label.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  isPaged,
  listMessages,
  listMetaSchema,
  listQueryKeys,
  listQueryShape,
  pageRequest,
  type ListQuery,
} from '../../../domain/lists/list-query.js';
import { pageRows } from '../../../domain/lists/page-rows.js';
import { apiErrorSchema, idParamsSchema } from '../../../domain/schemas/common.js';
import { reference } from '../../../domain/validation/fields.js';
import { notFoundMessage, validationMessages } from '../../../domain/validation/messages.js';
import type { AppContext } from '../../context.js';
import { HttpError } from '../../http/http-error.js';
import { sendPrivateJson } from '../../http/prepared-json.js';
import type { Access } from '../auth/access.js';
import type { Actor, EntityService } from './entity-service.js';
import { entityWrites } from './entity-writes.js';

const ADMIN_ONLY: Access = ['ROLE_ADMIN'];

export type EntityDefinition<
  TInput extends z.ZodObject,
  TOutput extends z.ZodType<{ id: number }>,
  TFilter extends z.ZodObject,
> = {
  /** The path under /api, e.g. '/divisions'. */
  path: `/${string}`;
  /** The audit log's entity name, e.g. 'division'. */
  name: string;
  /** German singular, e.g. 'Organisation'. */
  label: string;
  schemas: { input: TInput; output: TOutput; filter?: TFilter };
  service: EntityService<z.output<TInput>, z.output<TOutput>, z.output<TFilter>>;
  /** Who may read (list, get) and write (create, update, delete); both default to ROLE_ADMIN. */
  access?: { read?: Access; write?: Access };
  /** True when the storefront shows this entity, so writes drop the public data cache. */
  storefront?: boolean;
  /** True when writes change what a session resolves to (users: roles, branches, account state). */
  affectsSessions?: boolean;
  /** Constraint name → API field, where the column name does not say it. */
  constraintFields?: Readonly<Record<string, string>>;
};

const errorResponses = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  422: apiErrorSchema,
};

function actorOf(request: FastifyRequest, ctx: AppContext): Actor {
  // Access control runs before every handler; an entity route is never public.
  if (!request.auth) throw new Error('access control let an anonymous request through');
  return { user: request.auth.user, now: ctx.now(), sessionId: request.auth.sessionId };
}

export function entityRoutes<
  TInput extends z.ZodObject,
  TOutput extends z.ZodType<{ id: number }>,
  TFilter extends z.ZodObject = z.ZodObject<Record<string, never>>,
>(definition: EntityDefinition<TInput, TOutput, TFilter>): FastifyPluginAsync<{ ctx: AppContext }> {
  type Input = z.output<TInput>;
  type Filter = z.output<TFilter>;
  const { path, label, service, schemas } = definition;
  const read = { access: definition.access?.read ?? ADMIN_ONLY };
  const write = { access: definition.access?.write ?? ADMIN_ONLY };
  const tags = [path.slice(1)];
  const item = z.object({ data: schemas.output });
  const updateBody = schemas.input.extend({ id: reference().meta({ title: 'ID' }) });
  const listQuery = (schemas.filter ?? z.object({})).safeExtend(listQueryShape);
  const sortable = new Set(
    schemas.output instanceof z.ZodObject ? Object.keys(schemas.output.shape as object) : [],
  );

  // Validation and serialisation come from the zod schemas at run time; the handlers read the parsed
  // parts through the definition's types (the type provider cannot follow generic schemas).
  return async (app, { ctx }) => {
    const idOf = (request: FastifyRequest) => (request.params as { id: number }).id;
    const writes = entityWrites(ctx.database.db, definition, service);
    const afterWrite = () => {
      if (definition.storefront) ctx.publicData.invalidate();
    };
    // Also after a failed write: a COMMIT whose answer was lost may have stored it all the same.
    const forgettingSessions = <T>(write: Promise<T>): Promise<T> =>
      definition.affectsSessions ? write.finally(() => ctx.sessions.forget()) : write;

    app.get(
      path,
      {
        config: read,
        schema: {
          summary: `${label}: list`,
          tags,
          querystring: listQuery,
          response: {
            200: z.object({ data: z.array(schemas.output), meta: listMetaSchema.optional() }),
            ...errorResponses,
          },
        },
      },
      async (request, reply) => {
        const query = (request.query ?? {}) as Filter & ListQuery;
        const filter = Object.fromEntries(
          Object.entries(query).filter(([key]) => !(listQueryKeys as string[]).includes(key)),
        ) as Filter;
        const actor = actorOf(request, ctx);
        if (!isPaged(query)) return { data: await service.list(ctx.database.db, filter, actor) };
        const paging = pageRequest(query);
        if (paging.sort && !sortable.has(paging.sort.field))
          throw new HttpError(400, listMessages.sort, 'sort');
        if (service.pageJson)
          return sendPrivateJson(reply, await service.pageJson(ctx.database.db, filter, paging, actor));
        const { rows, meta } = pageRows(await service.list(ctx.database.db, filter, actor), paging);
        return { data: rows, meta };
      },
    );

    app.get(
      `${path}/:id`,
      {
        config: read,
        schema: {
          summary: `${label}: one`,
          tags,
          params: idParamsSchema,
          response: { 200: item, ...errorResponses },
        },
      },
      async (request) => {
        const found = await service.get(ctx.database.db, idOf(request), actorOf(request, ctx));
        if (!found) throw new HttpError(404, notFoundMessage(label));
        return { data: found };
      },
    );

    app.post(
      path,
      {
        config: write,
        schema: {
          summary: `${label}: create`,
          tags,
          body: schemas.input,
          response: { 201: item, ...errorResponses },
        },
      },
      async (request, reply) => {
        const created = await forgettingSessions(writes.create(request.body as Input, actorOf(request, ctx)));
        afterWrite();
        return reply.status(201).send({ data: created });
      },
    );

    app.put(
      `${path}/:id`,
      {
        config: write,
        schema: {
          summary: `${label}: update (the body carries the id)`,
          tags,
          params: idParamsSchema,
          body: updateBody,
          response: { 200: item, ...errorResponses },
        },
      },
      async (request) => {
        const { id, ...input } = request.body as Input & { id: number };
        if (id !== idOf(request)) throw new HttpError(400, validationMessages.idMismatch, 'id');
        const updated = await forgettingSessions(writes.update(id, input as Input, actorOf(request, ctx)));
        afterWrite();
        return { data: updated };
      },
    );

    app.delete(
      `${path}/:id`,
      {
        config: write,
        schema: {
          summary: `${label}: delete`,
          tags,
          params: idParamsSchema,
          response: { 204: z.null(), ...errorResponses },
        },
      },
      async (request, reply) => {
        await forgettingSessions(writes.remove(idOf(request), actorOf(request, ctx)));
        afterWrite();
        return reply.status(204).send(null);
      },
    );
  };
}
