/**
 * Image variants of the storefront spec (section 7). Widths are upper bounds: an image is never enlarged.
 * Cropped variants (custom and product/category) cover a fixed frame so cards line up.
 */
export const sizeWidths = {
  icon: 64,
  thumbnail: 128,
  tiny: 256,
  small: 640,
  medium: 1280,
  large: 1920,
} as const;

export type SizeName = keyof typeof sizeWidths;

export type Variant = { key: string; width: number; height?: number };

export const customVariants: Record<string, Variant> = {
  default: { key: 'custom-default', width: 1920, height: 1080 },
  'default-narrow': { key: 'custom-default-narrow', width: 960, height: 1080 },
  gallery: { key: 'custom-gallery', width: 1280, height: 960 },
  teaser: { key: 'custom-teaser', width: 800, height: 600 },
};

const frames = { product: 4 / 3, category: 16 / 5 } as const;
export type FramedKind = keyof typeof frames;

export function isSizeName(value: string): value is SizeName {
  return Object.hasOwn(sizeWidths, value);
}

export function sizeVariant(size: SizeName): Variant {
  return { key: size, width: sizeWidths[size] };
}

export function framedVariant(kind: FramedKind, size: SizeName): Variant {
  const width = sizeWidths[size];
  return { key: `${kind}-${size}`, width, height: Math.round(width / frames[kind]) };
}

const fileNamePattern = /^(\d{1,9})-(\d{1,9})\.([a-z0-9]{2,5})$/;

export function parseImageFileName(name: string): { id: number; version: number; extension: string } | null {
  const match = fileNamePattern.exec(name);
  if (!match) return null;
  return { id: Number(match[1]), version: Number(match[2]), extension: match[3] ?? '' };
}
