import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, idSchema } from '../../../domain/schemas/common.js';
import { pickupBoardSchema, signagePlaylistSchema } from '../../../domain/schemas/signage-player.js';
import { issuedSignageCommandSchema } from '../../../domain/signage/commands.js';
import { sceneTemplateId } from '../../../domain/signage/signage-rules.js';
import { notFoundMessage } from '../../../domain/validation/messages.js';
import { HttpError } from '../../http/http-error.js';
import { createTemplateRenderer } from '../../content/index.js';
import { scenesByIds } from '../scenes/service.js';
import { menuBoardSchema } from '../../../domain/signage/menu-board.js';
import type { AppContext } from '../../context.js';
import { openEventStream } from '../../http/event-stream.js';
import { readyForPickup } from '../../ordering/index.js';
import { isOrderEvent, ORDERS_CHANNEL } from '../../ordering/index.js';
import { isTvChange, isTvKeyChange, SIGNAGE_CHANNEL } from '../devices/tv-events.js';
import { playerMenuBoard } from './menu-board.js';
import { commandOf, playingTv, playlistOf, reportIn, stillPlaying } from './service.js';

const params = z.object({ deviceId: idSchema, key: z.string().min(1).max(200) });
const refusals = { 400: apiErrorSchema, 403: apiErrorSchema };
const tags = ['signage player'];

/**
 * The TV's player at /signage/{deviceId}/{key}: no login, the TV's id and key in the path (as for the
 * order boards). It loads its stream, reports in, and listens for commands and for the pickup board.
 */
export const signagePlayerRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (plugin, { ctx }) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const base = '/signage/:deviceId/:key';
  const db = () => ctx.database.db;
  const templates = createTemplateRenderer(ctx.database.db, ctx.storage);

  app.get(
    base,
    {
      config: { access: 'public' },
      schema: {
        summary: "The TV's stream, its segments in playing order, and the command it is under",
        tags,
        params,
        response: { 200: z.object({ data: signagePlaylistSchema }), ...refusals },
      },
    },
    async (request) => {
      const tv = await playingTv(db(), request.params.deviceId, request.params.key);
      return { data: await playlistOf(db(), tv, templates.tag) };
    },
  );

  app.post(
    `${base}/heartbeat`,
    {
      config: { access: 'public' },
      schema: {
        summary: 'The player reports in (last seen); the answer carries the current command',
        tags,
        params,
        response: {
          200: z.object({ data: z.object({ command: issuedSignageCommandSchema.nullable() }) }),
          ...refusals,
        },
      },
    },
    async (request) => {
      const tv = await playingTv(db(), request.params.deviceId, request.params.key);
      return { data: await reportIn(db(), tv, ctx.now()) };
    },
  );

  app.get(
    `${base}/pickup`,
    {
      config: { access: 'public' },
      schema: {
        summary: "Ticket numbers ready for pickup at the TV's branch",
        tags,
        params,
        response: { 200: z.object({ data: pickupBoardSchema }), ...refusals },
      },
    },
    async (request) => {
      const tv = await playingTv(db(), request.params.deviceId, request.params.key);
      return {
        data: { tickets: tv.branch === null ? [] : await readyForPickup(db(), tv.branch, ctx.now()) },
      };
    },
  );

  app.get(
    `${base}/scenes/:sceneId/image.png`,
    {
      config: { access: 'public' },
      schema: {
        summary: "A scene's image template drawn to PNG; its address carries the picture's tag (`?v=`)",
        tags,
        params: params.extend({ sceneId: idSchema }),
        querystring: z.object({ v: z.string().max(64).optional() }),
        response: {
          200: z.instanceof(Buffer).meta({ description: 'image/png' }),
          304: z.null().meta({ description: 'unchanged since the ETag' }),
          ...refusals,
          404: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { deviceId, key, sceneId } = request.params;
      await playingTv(db(), deviceId, key);
      const scene = (await scenesByIds(db(), [sceneId])).get(sceneId);
      const templateId = scene === undefined ? null : sceneTemplateId(scene.content);
      const rendered = templateId === null ? undefined : await templates.render(templateId);
      if (rendered === undefined) throw new HttpError(404, notFoundMessage('Szene'));
      const etag = `"${rendered.tag}"`;
      // The player asks by the tag from its playlist, so a TV fetches each version once and keeps it.
      reply.header('cache-control', 'private, no-cache').header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send(null);
      return reply.type('image/png').send(rendered.png);
    },
  );

  app.get(
    `${base}/menu-board/:segmentId`,
    {
      config: { access: 'public' },
      schema: {
        summary:
          "A menu-board segment now: the chosen menu (or the branch's active one) without sold-out products",
        tags,
        params: params.extend({ segmentId: idSchema }),
        response: { 200: z.object({ data: menuBoardSchema }), ...refusals, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const { deviceId, key, segmentId } = request.params;
      const tv = await playingTv(db(), deviceId, key);
      return {
        data: await playerMenuBoard(db(), () => ctx.publicData.get(), tv, segmentId, ctx.now()),
      };
    },
  );

  app.get(
    `${base}/events`,
    {
      config: { access: 'public' },
      schema: {
        summary:
          'Server-Sent Events: `command` with the command in force whenever it changes, `orders` when the ' +
          "branch's orders changed, `resync` after a gap",
        tags,
        params,
      },
    },
    async (request, reply) => {
      const { deviceId, key } = request.params;
      const tv = await playingTv(db(), deviceId, key);
      await reportIn(db(), tv, ctx.now());
      const stops: (() => void)[] = [];
      const stream = openEventStream(request, reply, () => stops.forEach((stop) => stop()));
      // After a gap in the feed: the command from the table, and the stream ends if the key no longer fits.
      const sendStoredCommand = () =>
        stillPlaying(db(), deviceId, key).then(
          (current) => {
            if (current === undefined) {
              // Key replaced or TV deleted: the player looks again, learns why, and stops.
              stream.send('resync', {});
              stream.end();
            } else stream.send('command', { command: commandOf(current) });
          },
          // The database is away for a moment: the player's heartbeat catches up with the command.
          () => undefined,
        );
      stops.push(
        await ctx.events.subscribe(SIGNAGE_CHANNEL, (change) => {
          if (change === null) {
            stream.send('resync', {});
            void sendStoredCommand();
          } else if (isTvKeyChange(change) && change.tvId === deviceId) {
            // The key was replaced: the stream ends if it was opened with the old one.
            void sendStoredCommand();
          } else if (isTvChange(change) && change.tvId === deviceId) {
            stream.send('command', { command: change.command });
          }
        }),
      );
      const branch = tv.branch;
      if (branch !== null) {
        stops.push(
          await ctx.events.subscribe(ORDERS_CHANNEL, (event) => {
            if (event === null || (isOrderEvent(event) && event.branchId === branch))
              stream.send('orders', {});
          }),
        );
      }
      if (stream.closed) stops.forEach((stop) => stop());
      else stream.send('ready', { command: commandOf(tv) });
    },
  );
};
