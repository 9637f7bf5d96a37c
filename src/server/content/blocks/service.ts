import { blockBodyProblem } from '../../../domain/content/block-items.js';
import { refersToImage } from '../../../domain/content/image-references.js';
import {
  blockEntitySchema,
  type BlockEntity,
  type BlockInput,
} from '../../../domain/schemas/entities/block.js';
import type { Db } from '../../db/client.js';
import { HttpError } from '../../http/http-error.js';
import { prepareContent } from '../sections/content-writes.js';
import type { EntityService } from '../../organisation/index.js';
import { deleteBlock, findBlockRow, insertBlock, listBlockRows, updateBlock } from './queries.js';

type BlockRow = Awaited<ReturnType<typeof listBlockRows>>[number];

// Read through the schema, so fields added to an item type later get their defaults in older blocks.
const present = (row: BlockRow): BlockEntity => ({
  ...row,
  content: blockEntitySchema.shape.content.parse(row.content),
});

async function values(db: Db, input: BlockInput) {
  const problem = blockBodyProblem(input.identifier, input.content.body);
  if (problem) throw new HttpError(422, problem.message, problem.field);
  return { ...input, content: await prepareContent(db, input.content, blockEntitySchema.shape.content) };
}

/** Content blocks; the identifier is unique (409), rich text is sanitised and images are checked on write. */
export const blockService: EntityService<BlockInput, BlockEntity, Record<string, never>> = {
  list: async (db) => (await listBlockRows(db)).map(present),
  get: async (db, id) => {
    const row = await findBlockRow(db, id);
    return row && present(row);
  },
  create: async (tx, input) => insertBlock(tx, await values(tx, input)),
  update: async (tx, id, input) => updateBlock(tx, id, await values(tx, input)),
  remove: (tx, id) => deleteBlock(tx, id),
};

/** The identifiers of the blocks that show the image. */
export async function blocksUsingImage(db: Db, imageId: number): Promise<string[]> {
  const rows = await listBlockRows(db);
  return rows.filter((row) => refersToImage(row.content, imageId)).map((row) => row.identifier);
}
