import { and, asc, eq, ilike, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { digitalSignageStreamSegments, digitalSignageStreams } from '../../db/schema/index.js';
import { containsPattern } from '../../lib/like-pattern.js';

const t = digitalSignageStreams;
const links = digitalSignageStreamSegments;

export type StreamRowFilter = { segmentId?: number | undefined; search?: string | undefined };

export function listStreamRows(db: Db, filter: StreamRowFilter) {
  const playsSegment =
    filter.segmentId === undefined
      ? undefined
      : inArray(
          t.id,
          db.select({ id: links.streamId }).from(links).where(eq(links.segmentId, filter.segmentId)),
        );
  return db
    .select({ id: t.id, name: t.name })
    .from(t)
    .where(and(playsSegment, filter.search ? ilike(t.name, containsPattern(filter.search)) : undefined))
    .orderBy(asc(t.name), asc(t.id));
}

export async function findStreamRow(db: Db, id: number) {
  const [row] = await db.select({ id: t.id, name: t.name }).from(t).where(eq(t.id, id)).limit(1);
  return row;
}

/** The segments of these streams, each stream's in playing order. */
export function listStreamSegmentRows(db: Db, streamIds: readonly number[]) {
  return db
    .select({ streamId: links.streamId, segmentId: links.segmentId })
    .from(links)
    .where(inArray(links.streamId, [...streamIds]))
    .orderBy(asc(links.streamId), asc(links.position));
}

export async function insertStream(db: Db, name: string) {
  const [row] = await db.insert(t).values({ name }).returning({ id: t.id });
  if (!row) throw new Error('insert into digital_signage_streams returned no row');
  return row.id;
}

export async function updateStream(db: Db, id: number, name: string) {
  await db.update(t).set({ name }).where(eq(t.id, id));
}

/** Replaces the stream's segments with these, in this order. */
export async function replaceStreamSegments(db: Db, streamId: number, segmentIds: readonly number[]) {
  await db.delete(links).where(eq(links.streamId, streamId));
  if (segmentIds.length === 0) return;
  await db.insert(links).values(segmentIds.map((segmentId, position) => ({ streamId, segmentId, position })));
}

export async function deleteStream(db: Db, id: number) {
  await db.delete(t).where(eq(t.id, id));
}
