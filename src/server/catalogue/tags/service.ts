import type { TagEntity, TagInput } from '../../../domain/schemas/entities/tag.js';
import type { EntityService } from '../../organisation/index.js';
import { presentImage } from '../../db/image-columns.js';
import { deleteTag, findTagRow, insertTag, listTagRows, updateTag } from './queries.js';

type TagRow = Awaited<ReturnType<typeof listTagRows>>[number];

const present = (row: TagRow): TagEntity => ({
  id: row.id,
  name: row.name,
  image: row.image ? presentImage(row.image) : null,
  sortOrder: row.sortOrder,
});

const values = (input: TagInput) => ({
  name: input.name,
  imageId: input.image?.id ?? null,
  sortOrder: input.sortOrder,
});

/** Tags of products and branches (vegan, Terrasse, …); one still linked cannot be deleted. */
export const tagService: EntityService<TagInput, TagEntity, Record<string, never>> = {
  list: async (db) => (await listTagRows(db)).map(present),
  get: async (db, id) => {
    const row = await findTagRow(db, id);
    return row ? present(row) : undefined;
  },
  create: (tx, input) => insertTag(tx, values(input)),
  update: (tx, id, input) => updateTag(tx, id, values(input)),
  remove: (tx, id) => deleteTag(tx, id),
};
