import { listMessages } from '../../../domain/lists/list-query.js';
import type { ProductEntity, ProductInput } from '../../../domain/schemas/entities/product.js';
import type { Db } from '../../db/client.js';
import { HttpError } from '../../http/http-error.js';
import type { EntityService } from '../../organisation/index.js';
import {
  deleteProduct,
  insertProduct,
  listProductsAsJson,
  replaceProductImages,
  replaceProductTags,
  updateProduct,
} from './queries.js';
import { pageProductsAsJson, sortableProductFields } from './page-query.js';

/** The products `ids` (all when undefined) with images and tags; the types are the query's promise. */
async function readProducts(db: Db, ids?: readonly number[]): Promise<ProductEntity[]> {
  return JSON.parse(await listProductsAsJson(db, ids)) as ProductEntity[];
}

const values = ({ images: _images, tags: _tags, ...product }: ProductInput) => product;

async function saveLinks(tx: Db, productId: number, input: ProductInput) {
  await replaceProductImages(
    tx,
    productId,
    input.images.map((image) => image.id),
  );
  await replaceProductTags(
    tx,
    productId,
    input.tags.map((tag) => tag.id),
  );
}

/**
 * Products with their quantity rules, alternative units, parts and options (checked by the input
 * schema), images and tags. A product in a menu or in an order cannot be deleted: disable it instead.
 */
export const productService: EntityService<ProductInput, ProductEntity, Record<string, never>> = {
  list: (db) => readProducts(db),
  // 2,000 products are 1.5 MB: a page reads only its own rows (issue 14).
  pageJson: (db, _filter, request) => {
    if (request.sort && !sortableProductFields.has(request.sort.field))
      throw new HttpError(400, listMessages.sort, 'sort');
    return pageProductsAsJson(db, request);
  },
  get: async (db, id) => (await readProducts(db, [id]))[0],
  create: async (tx, input) => {
    const id = await insertProduct(tx, values(input));
    await saveLinks(tx, id, input);
    return id;
  },
  update: async (tx, id, input) => {
    await updateProduct(tx, id, values(input));
    await saveLinks(tx, id, input);
  },
  remove: (tx, id) => deleteProduct(tx, id),
};
