import type { CategoryEntity, CategoryInput } from '../../../domain/schemas/entities/category.js';
import type { EntityService } from '../../organisation/index.js';
import { presentImage } from '../../db/image-columns.js';
import {
  deleteCategory,
  findCategoryRow,
  insertCategory,
  listCategoryRows,
  updateCategory,
} from './queries.js';

type CategoryRow = Awaited<ReturnType<typeof listCategoryRows>>[number];

const present = (row: CategoryRow): CategoryEntity => ({
  id: row.id,
  name: row.name,
  description: row.description,
  image: row.image ? presentImage(row.image) : null,
});

const values = (input: CategoryInput) => ({
  name: input.name,
  description: input.description,
  imageId: input.image?.id ?? null,
});

/** Menu categories; one still placed in a menu cannot be deleted. */
export const categoryService: EntityService<CategoryInput, CategoryEntity, Record<string, never>> = {
  list: async (db) => (await listCategoryRows(db)).map(present),
  get: async (db, id) => {
    const row = await findCategoryRow(db, id);
    return row ? present(row) : undefined;
  },
  create: (tx, input) => insertCategory(tx, values(input)),
  update: (tx, id, input) => updateCategory(tx, id, values(input)),
  remove: (tx, id) => deleteCategory(tx, id),
};
