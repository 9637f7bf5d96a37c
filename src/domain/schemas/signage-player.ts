import { z } from 'zod';
import { issuedSignageCommandSchema } from '../signage/commands.js';
import { digitalSignageSegmentEntitySchema } from './entities/digital-signage-segment.js';

/**
 * A segment as the player gets it: the scene it shows comes along, so the TV needs no other call, with
 * the image template it shows and the tag of that picture's current version.
 */
export const playerSegmentSchema = digitalSignageSegmentEntitySchema.extend({
  scene: z
    .object({
      id: z.number().int(),
      name: z.string(),
      content: z.record(z.string(), z.json()),
      imageTemplate: z.object({ id: z.number().int(), tag: z.string() }).nullable(),
    })
    .nullable(),
});
export type PlayerSegment = z.infer<typeof playerSegmentSchema>;

/**
 * GET /api/signage/{deviceId}/{key}: everything a TV plays, in its stream's order (a segment may come
 * more than once), and the command it is under.
 */
export const signagePlaylistSchema = z.object({
  tv: z.object({ id: z.number().int(), name: z.string(), branch: z.number().int().nullable() }),
  stream: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  segments: z.array(playerSegmentSchema),
  command: issuedSignageCommandSchema.nullable(),
  /** The segment a `show-segment` command holds the TV on, which need not be one of its stream's. */
  heldSegment: playerSegmentSchema.nullable(),
});
export type SignagePlaylist = z.infer<typeof signagePlaylistSchema>;

/** GET /api/signage/{deviceId}/{key}/pickup: the ticket numbers ready for pickup at the TV's branch. */
/** The ready tickets as of the branch's order `version` (0 for a TV without a branch). */
export const pickupBoardSchema = z.object({ tickets: z.array(z.number().int()), version: z.number().int() });
export type PickupBoard = z.infer<typeof pickupBoardSchema>;
