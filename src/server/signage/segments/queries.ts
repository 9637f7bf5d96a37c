import { and, asc, eq, ilike, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { DigitalSignageSegmentInput } from '../../../domain/schemas/entities/digital-signage-segment.js';
import type { SegmentBoard, SegmentKind } from '../../../domain/signage/signage-rules.js';
import type { Db } from '../../db/client.js';
import { digitalSignageSegments, digitalSignageStreamSegments } from '../../db/schema/index.js';
import { containsPattern } from '../../lib/like-pattern.js';

export type SegmentValues = {
  name: string;
  imageId: number | null;
  uploadId: number | null;
  sceneId: number | null;
  durationSeconds: number;
  content: DigitalSignageSegmentInput['content'];
};

export type SegmentRowFilter = {
  kind?: SegmentKind | undefined;
  streamId?: number | undefined;
  search?: string | undefined;
};

const t = digitalSignageSegments;
const columns = {
  id: t.id,
  name: t.name,
  imageId: t.imageId,
  uploadId: t.uploadId,
  sceneId: t.sceneId,
  durationSeconds: t.durationSeconds,
  content: t.content,
};

// The same order as segmentKind(): the first source a segment has names its kind.
const hasUrl = sql`coalesce(${t.content}->>'url', '') <> ''`;
const boardIs = (board: SegmentBoard) => sql`coalesce(${t.content}->>'board', '') = ${board}`;
const noOtherSource = and(isNull(t.imageId), isNull(t.uploadId), isNull(t.sceneId), sql`not ${hasUrl}`);
const kindCondition: Record<SegmentKind, SQL | undefined> = {
  image: isNotNull(t.imageId),
  video: and(isNull(t.imageId), isNotNull(t.uploadId)),
  scene: and(isNull(t.imageId), isNull(t.uploadId), isNotNull(t.sceneId)),
  webPage: and(isNull(t.imageId), isNull(t.uploadId), isNull(t.sceneId), hasUrl),
  pickupBoard: and(noOtherSource, boardIs('pickup')),
  menuBoard: and(noOtherSource, boardIs('menu')),
  text: and(noOtherSource, sql`coalesce(${t.content}->>'board', '') = ''`),
};

export function listSegmentRows(db: Db, filter: SegmentRowFilter) {
  const inStream =
    filter.streamId === undefined
      ? undefined
      : inArray(
          t.id,
          db
            .select({ id: digitalSignageStreamSegments.segmentId })
            .from(digitalSignageStreamSegments)
            .where(eq(digitalSignageStreamSegments.streamId, filter.streamId)),
        );
  return db
    .select(columns)
    .from(t)
    .where(
      and(
        filter.kind === undefined ? undefined : kindCondition[filter.kind],
        inStream,
        filter.search ? ilike(t.name, containsPattern(filter.search)) : undefined,
      ),
    )
    .orderBy(asc(t.name), asc(t.id));
}

/** These segments, in no particular order (the stream says which order). */
export function listSegmentRowsByIds(db: Db, ids: readonly number[]) {
  return db
    .select(columns)
    .from(t)
    .where(inArray(t.id, [...ids, -1]));
}

export async function findSegmentRow(db: Db, id: number) {
  const [row] = await db.select(columns).from(t).where(eq(t.id, id)).limit(1);
  return row;
}

export async function insertSegment(db: Db, values: SegmentValues) {
  const [row] = await db.insert(t).values(values).returning({ id: t.id });
  if (!row) throw new Error('insert into digital_signage_segments returned no row');
  return row.id;
}

export async function updateSegment(db: Db, id: number, values: SegmentValues) {
  await db.update(t).set(values).where(eq(t.id, id));
}

export async function deleteSegment(db: Db, id: number) {
  await db.delete(t).where(eq(t.id, id));
}
