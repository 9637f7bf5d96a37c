import {
  digitalSignageSegmentInputSchema,
  type DigitalSignageSegmentEntity,
  type DigitalSignageSegmentFilter,
  type DigitalSignageSegmentInput,
} from '../../../domain/schemas/entities/digital-signage-segment.js';
import {
  segmentKind,
  segmentProblem,
  signageMessages,
  videoMimeTypes,
} from '../../../domain/signage/signage-rules.js';
import { validationMessages as m } from '../../../domain/validation/messages.js';
import type { Db } from '../../db/client.js';
import { HttpError } from '../../http/http-error.js';
import { listCategories, listMenus } from '../../catalogue/index.js';
import type { EntityService } from '../../organisation/index.js';
import { currentImages } from '../../content/index.js';
import { uploadsByIds } from '../../content/index.js';
import {
  deleteSegment,
  findSegmentRow,
  insertSegment,
  listSegmentRows,
  updateSegment,
  type SegmentValues,
} from './queries.js';

const storedContent = digitalSignageSegmentInputSchema.shape.content;

type SegmentRow = Awaited<ReturnType<typeof listSegmentRows>>[number];

/** The segments with their picture and video as the TV loads them, in two queries for any number. */
export async function presentSegments(
  db: Db,
  rows: readonly SegmentRow[],
): Promise<DigitalSignageSegmentEntity[]> {
  const images = await currentImages(
    db,
    rows.flatMap((row) => (row.imageId === null ? [] : [row.imageId])),
  );
  const uploads = await uploadsByIds(
    db,
    rows.flatMap((row) => (row.uploadId === null ? [] : [row.uploadId])),
  );
  return rows.map((row) => {
    // Rows stored before web pages, boards and schedules existed read as having none.
    const content = storedContent.parse(row.content);
    const image = row.imageId === null ? null : (images.get(row.imageId) ?? null);
    const upload = row.uploadId === null ? undefined : uploads.get(row.uploadId);
    return {
      id: row.id,
      name: row.name,
      kind: segmentKind({ image: row.imageId, upload: row.uploadId, scene: row.sceneId, content }),
      image,
      upload: upload
        ? {
            id: upload.id,
            version: upload.version,
            extension: upload.extension,
            publicHash: upload.publicHash,
            mimeType: upload.mimeType,
          }
        : null,
      scene: row.sceneId === null ? null : { id: row.sceneId },
      durationSeconds: row.durationSeconds,
      content,
    };
  });
}

/**
 * One thing to show, a video that a TV can play, and a menu board's menu and categories that exist; an
 * unknown image or scene is the database's 422.
 */
async function checked(db: Db, input: DigitalSignageSegmentInput): Promise<SegmentValues> {
  const problem = segmentProblem(input);
  if (problem) throw new HttpError(422, problem.message, problem.field);
  if (input.upload !== null) {
    const upload = (await uploadsByIds(db, [input.upload.id])).get(input.upload.id);
    if (!upload) throw new HttpError(422, m.unknownReference, 'upload');
    if (!(videoMimeTypes as readonly string[]).includes(upload.mimeType))
      throw new HttpError(422, signageMessages.notAVideo, 'upload');
  }
  const { menu, categories } = input.content;
  if (menu !== null && !(await listMenus(db)).some((candidate) => candidate.id === menu))
    throw new HttpError(422, m.unknownReference, 'content.menu');
  if (categories.length > 0) {
    const known = new Set((await listCategories(db)).map((category) => category.id));
    if (categories.some((id) => !known.has(id)))
      throw new HttpError(422, m.unknownReference, 'content.categories');
  }
  return {
    name: input.name,
    imageId: input.image?.id ?? null,
    uploadId: input.upload?.id ?? null,
    sceneId: input.scene?.id ?? null,
    durationSeconds: input.durationSeconds,
    content: input.content,
  };
}

/** Segments; one that a stream still plays cannot be deleted (409). */
export const segmentService: EntityService<
  DigitalSignageSegmentInput,
  DigitalSignageSegmentEntity,
  DigitalSignageSegmentFilter
> = {
  list: async (db, filter) =>
    presentSegments(
      db,
      await listSegmentRows(db, { kind: filter.kind, streamId: filter.stream, search: filter.search }),
    ),
  get: async (db, id) => {
    const row = await findSegmentRow(db, id);
    return row && (await presentSegments(db, [row]))[0];
  },
  create: async (tx, input) => insertSegment(tx, await checked(tx, input)),
  update: async (tx, id, input) => updateSegment(tx, id, await checked(tx, input)),
  remove: (tx, id) => deleteSegment(tx, id),
};
