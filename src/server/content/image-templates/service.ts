import { contentMessages } from '../../../domain/content/messages.js';
import {
  imageTemplateEntitySchema,
  type ImageTemplateEntity,
  type ImageTemplateInput,
} from '../../../domain/schemas/entities/image-template.js';
import type { Db } from '../../db/client.js';
import { HttpError } from '../../http/http-error.js';
import type { EntityService } from '../../organisation/index.js';
import { currentImages } from '../images/image-lookup.js';
import {
  deleteImageTemplate,
  findImageTemplateRow,
  insertImageTemplate,
  listImageTemplateRows,
  updateImageTemplate,
} from './queries.js';

type TemplateRow = Awaited<ReturnType<typeof listImageTemplateRows>>[number];

const storedLayers = imageTemplateEntitySchema.shape.layers;
const present = (row: TemplateRow): ImageTemplateEntity => ({
  ...row,
  layers: storedLayers.parse(row.layers),
});

/** Every image layer shows an image that exists; the first that does not is named by its field. */
async function checked(db: Db, input: ImageTemplateInput): Promise<ImageTemplateInput> {
  const imageLayers = input.layers.flatMap((layer, index) =>
    layer.type === 'image' ? [{ layer, index }] : [],
  );
  const images = await currentImages(
    db,
    imageLayers.map(({ layer }) => layer.image),
  );
  const missing = imageLayers.find(({ layer }) => !images.has(layer.image));
  if (missing) throw new HttpError(422, contentMessages.unknownImage, `layers.${missing.index}.image`);
  return input;
}

export async function getImageTemplate(db: Db, id: number): Promise<ImageTemplateEntity | undefined> {
  const row = await findImageTemplateRow(db, id);
  return row && present(row);
}

export const imageTemplateService: EntityService<
  ImageTemplateInput,
  ImageTemplateEntity,
  Record<string, never>
> = {
  list: async (db) => (await listImageTemplateRows(db)).map(present),
  get: (db, id) => getImageTemplate(db, id),
  create: async (tx, input) => insertImageTemplate(tx, await checked(tx, input)),
  update: async (tx, id, input) => updateImageTemplate(tx, id, await checked(tx, input)),
  remove: (tx, id) => deleteImageTemplate(tx, id),
};

/** The identifiers of the templates with a layer showing the image. */
export async function templatesUsingImage(db: Db, imageId: number): Promise<string[]> {
  const templates = (await listImageTemplateRows(db)).map(present);
  return templates
    .filter((template) => template.layers.some((layer) => layer.type === 'image' && layer.image === imageId))
    .map((template) => template.identifier);
}
