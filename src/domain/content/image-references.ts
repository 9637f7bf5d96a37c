/**
 * Content (pages, blocks) refers to images in two ways: image objects `{ id, … }` inside section values, and
 * image addresses such as '/image/small/12-1.jpg' in a block's image items. These helpers find both, so
 * the server can check that each image exists, fill in its current data, and refuse to delete an image a
 * page still shows.
 */
export type ImageReference = { id: number; field: string };

const imageUrlPattern = /^\/image\/(?:[a-z0-9-]+\/){0,2}(\d{1,9})-\d{1,9}\.[a-z0-9]{2,5}$/;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isImageObject = (value: unknown): value is { id: number } & Record<string, unknown> =>
  isRecord(value) && typeof value.id === 'number';

/** Every image the value refers to, with the dotted field path of the reference. */
export function imageReferences(value: unknown, field = ''): ImageReference[] {
  const at = (key: string | number) => (field === '' ? String(key) : `${field}.${key}`);
  if (typeof value === 'string') {
    const id = imageUrlPattern.exec(value)?.[1];
    return id === undefined ? [] : [{ id: Number(id), field }];
  }
  if (Array.isArray(value)) return value.flatMap((item, index) => imageReferences(item, at(index)));
  if (isImageObject(value)) return [{ id: value.id, field }];
  if (isRecord(value))
    return Object.entries(value).flatMap(([key, inner]) => imageReferences(inner, at(key)));
  return [];
}

/** The value with every image object replaced by the image as it is now; addresses stay as written. */
export function withCurrentImages<TImage>(value: unknown, images: ReadonlyMap<number, TImage>): unknown {
  if (Array.isArray(value)) return value.map((item) => withCurrentImages(item, images));
  if (isImageObject(value)) return images.get(value.id) ?? value;
  if (isRecord(value)) {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [key, withCurrentImages(inner, images)]),
    );
  }
  return value;
}

export function refersToImage(value: unknown, imageId: number): boolean {
  return imageReferences(value).some((reference) => reference.id === imageId);
}
