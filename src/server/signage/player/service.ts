import { timingSafeEqual } from 'node:crypto';
import {
  heldSegment,
  issuedSignageCommandSchema,
  signageCommandMessages,
} from '../../../domain/signage/commands.js';
import { sceneTemplateId } from '../../../domain/signage/signage-rules.js';
import type { PlayerSegment, SignagePlaylist } from '../../../domain/schemas/signage-player.js';
import type { Db } from '../../db/client.js';
import { HttpError } from '../../http/http-error.js';
import { hashApiKey } from '../../devices/index.js';
import { scenesByIds } from '../scenes/service.js';
import { findTvRow, touchTv } from '../devices/queries.js';
import { listSegmentRowsByIds } from '../segments/queries.js';
import { presentSegments } from '../segments/service.js';
import { findStreamRow, listStreamSegmentRows } from '../streams/queries.js';

export type PlayingTv = NonNullable<Awaited<ReturnType<typeof findTvRow>>>;

function keyMatches(storedHash: string | null, key: string): boolean {
  if (storedHash === null) return false;
  const expected = Buffer.from(storedHash, 'hex');
  const presented = Buffer.from(hashApiKey(key), 'hex');
  return expected.length === presented.length && timingSafeEqual(expected, presented);
}

/**
 * The TV whose player address this is: its id and the key issued in the back office (kept as SHA-256
 * only, compared in constant time). An unknown TV and a wrong key get the same answer, so the address
 * tells nothing about which TVs exist.
 */
export async function playingTv(db: Db, id: number, key: string): Promise<PlayingTv> {
  const tv = await findTvRow(db, id);
  if (tv === undefined || !keyMatches(tv.apiKeyHash, key))
    throw new HttpError(403, signageCommandMessages.invalidKey);
  return tv;
}

/** Whether the key still opens the TV: false once it was replaced or the TV deleted. */
export async function stillPlaying(db: Db, id: number, key: string): Promise<PlayingTv | undefined> {
  const tv = await findTvRow(db, id);
  return tv !== undefined && keyMatches(tv.apiKeyHash, key) ? tv : undefined;
}

export const commandOf = (tv: PlayingTv) =>
  tv.pendingCommand === null ? null : issuedSignageCommandSchema.parse(tv.pendingCommand);

/** The player reports in: the back office shows when each TV was last seen. */
export async function reportIn(db: Db, tv: PlayingTv, now: Date) {
  await touchTv(db, tv.id, now);
  return { command: commandOf(tv) };
}

/** The tag of an image template's picture as it is now, or undefined when the template is gone. */
export type TemplateTag = (templateId: number) => Promise<string | undefined>;

/** The TV's stream with every segment as it plays, in order, scenes (and their pictures' tags) included. */
export async function playlistOf(db: Db, tv: PlayingTv, templateTag: TemplateTag): Promise<SignagePlaylist> {
  const stream = tv.stream === null ? undefined : await findStreamRow(db, tv.stream);
  const order = stream === undefined ? [] : await listStreamSegmentRows(db, [stream.id]);
  const command = commandOf(tv);
  const held = heldSegment(command);
  const wanted = [...order.map((link) => link.segmentId), ...(held === null ? [] : [held])];
  const segments = new Map(
    (await presentSegments(db, await listSegmentRowsByIds(db, wanted))).map((segment) => [
      segment.id,
      segment,
    ]),
  );
  const scenes = await scenesByIds(
    db,
    [...segments.values()].flatMap((segment) => (segment.scene === null ? [] : [segment.scene.id])),
  );
  const templates = new Map<number, { id: number; tag: string }>();
  for (const scene of scenes.values()) {
    const templateId = sceneTemplateId(scene.content);
    const tag = templateId === null ? undefined : await templateTag(templateId);
    if (templateId !== null && tag !== undefined) templates.set(scene.id, { id: templateId, tag });
  }
  const playing = (id: number): PlayerSegment[] => {
    const segment = segments.get(id);
    if (segment === undefined) return [];
    const scene = segment.scene === null ? undefined : scenes.get(segment.scene.id);
    return [
      {
        ...segment,
        scene: scene
          ? {
              id: scene.id,
              name: scene.name,
              content: scene.content,
              imageTemplate: templates.get(scene.id) ?? null,
            }
          : null,
      },
    ];
  };
  return {
    tv: { id: tv.id, name: tv.name || tv.identifier, branch: tv.branch },
    stream: stream ?? null,
    segments: order.flatMap((link) => playing(link.segmentId)),
    command,
    heldSegment: held === null ? null : (playing(held)[0] ?? null),
  };
}
