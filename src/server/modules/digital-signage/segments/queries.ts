import { and, asc, eq, ilike, inArray, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { SegmentKind } from '../../../../domain/signage/signage-rules.js';
import type { Db } from '../../../db/client.js';
import { digitalSignageSegments, digitalSignageStreamSegments } from '../../../db/schema/index.js';
import { containsPattern } from '../../../lib/like-pattern.js';

export type SegmentValues = {
  name: string;
  imageId: number | null;
  uploadId: number | null;
  durationSeconds: number;
  content: { title: string; text: string };
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
  durationSeconds: t.durationSeconds,
  content: t.content,
};

const kindCondition: Record<SegmentKind, SQL | undefined> = {
  image: isNotNull(t.imageId),
  video: isNotNull(t.uploadId),
  text: and(isNull(t.imageId), isNull(t.uploadId)),
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
