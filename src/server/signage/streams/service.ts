import type {
  DigitalSignageStreamEntity,
  DigitalSignageStreamFilter,
  DigitalSignageStreamInput,
} from '../../../domain/schemas/entities/digital-signage-stream.js';
import type { Db } from '../../db/client.js';
import { groupBy } from '../../lib/group-by.js';
import type { EntityService } from '../../organisation/index.js';
import {
  deleteStream,
  findStreamRow,
  insertStream,
  listStreamRows,
  listStreamSegmentRows,
  replaceStreamSegments,
  updateStream,
} from './queries.js';

async function present(
  db: Db,
  rows: readonly { id: number; name: string }[],
): Promise<DigitalSignageStreamEntity[]> {
  if (rows.length === 0) return [];
  const links = groupBy(
    await listStreamSegmentRows(
      db,
      rows.map((row) => row.id),
    ),
    (link) => link.streamId,
  );
  return rows.map((row) => ({
    ...row,
    segments: (links.get(row.id) ?? []).map((link) => ({ id: link.segmentId })),
  }));
}

const segmentIds = (input: DigitalSignageStreamInput) => input.segments.map((segment) => segment.id);

/**
 * Streams and their segments in order. An unknown segment is the database's 422; a stream a TV still
 * plays cannot be deleted (409).
 */
export const streamService: EntityService<
  DigitalSignageStreamInput,
  DigitalSignageStreamEntity,
  DigitalSignageStreamFilter
> = {
  list: async (db, filter) =>
    present(db, await listStreamRows(db, { segmentId: filter.segment, search: filter.search })),
  get: async (db, id) => {
    const row = await findStreamRow(db, id);
    return row && (await present(db, [row]))[0];
  },
  create: async (tx, input) => {
    const id = await insertStream(tx, input.name);
    await replaceStreamSegments(tx, id, segmentIds(input));
    return id;
  },
  update: async (tx, id, input) => {
    await updateStream(tx, id, input.name);
    await replaceStreamSegments(tx, id, segmentIds(input));
  },
  remove: (tx, id) => deleteStream(tx, id),
};
