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

/** Formats the server converts photos to (ADR 015), best first; the browser takes the first it knows. */
export const modernImageFormats = [
  { extension: 'avif', type: 'image/avif' },
  { extension: 'webp', type: 'image/webp' },
] as const;
export type ImageFormat = (typeof modernImageFormats)[number]['extension'];

type ImageFile = Pick<Image, 'id' | 'version' | 'extension'>;

export function imageUrl(image: ImageFile, variant?: ImageVariant, format?: ImageFormat): string {
  const file = `${image.id}-${image.version}.${format ?? image.extension}`;
  return variant === undefined ? `/image/${file}` : `/image/${variant}/${file}`;
}

/** Photos only: a GIF may move and an SVG is drawn at any size, so both are sent as they are. */
export function isConvertible(image: Pick<Image, 'extension'>): boolean {
  return ['jpg', 'jpeg', 'png'].includes(image.extension.toLowerCase());
}

/**
 * Variants narrower than the original, then the full width: the original itself, or in another format
 * the smallest variant at least as wide (the server never enlarges, so it is the original's width).
 */
export function imageSrcSet(
  image: Pick<Image, 'id' | 'version' | 'extension' | 'width'>,
  format?: ImageFormat,
): string | undefined {
  if (image.extension.toLowerCase() === 'svg' || image.width <= 0) return undefined;
  const smaller = imageVariants
    .filter(([, width]) => width < image.width)
    .map(([variant, width]) => `${imageUrl(image, variant, format)} ${width}w`);
  if (format === undefined) return [...smaller, `${imageUrl(image)} ${image.width}w`].join(', ');
  const [fullVariant, fullWidth] = imageVariants.find(([, width]) => width >= image.width) ?? ['large', 1920];
  return [...smaller, `${imageUrl(image, fullVariant, format)} ${Math.min(fullWidth, image.width)}w`].join(
    ', ',
  );
}
