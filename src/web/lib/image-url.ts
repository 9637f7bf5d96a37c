import type { Image } from '../../domain/schemas/common.js';

/** The sized variants the server renders, by their width in pixels. */
const imageVariants = [
  ['icon', 64],
  ['thumbnail', 128],
  ['tiny', 256],
  ['small', 640],
  ['medium', 1280],
  ['large', 1920],
] as const;

export type ImageVariant = (typeof imageVariants)[number][0];

type ImageFile = Pick<Image, 'id' | 'version' | 'extension'>;

export function imageUrl(image: ImageFile, variant?: ImageVariant): string {
  const file = `${image.id}-${image.version}.${image.extension}`;
  return variant === undefined ? `/image/${file}` : `/image/${variant}/${file}`;
}

/** Variants narrower than the original, then the original itself: the server never enlarges. */
export function imageSrcSet(
  image: Pick<Image, 'id' | 'version' | 'extension' | 'width'>,
): string | undefined {
  if (image.extension.toLowerCase() === 'svg' || image.width <= 0) return undefined;
  const smaller = imageVariants
    .filter(([, width]) => width < image.width)
    .map(([variant, width]) => `${imageUrl(image, variant)} ${width}w`);
  return [...smaller, `${imageUrl(image)} ${image.width}w`].join(', ');
}
