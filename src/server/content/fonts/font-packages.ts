import { readFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fontVariantName, type FontVariant } from '../../../domain/fonts/font-variant.js';

/**
 * The families a shop may use, each shipped as an @fontsource package (installed with the app, served by
 * this server: no guest's browser ever asks a font service).
 */
const packages = [
  '@fontsource/jetbrains-mono',
  '@fontsource/lato',
  '@fontsource/open-sans',
  '@fontsource/playfair-display',
  '@fontsource/roboto',
] as const;

export interface FontFamily {
  id: string;
  family: string;
  category: string;
  variants: string[];
  /** The package's folder on disk. */
  folder: string;
}

interface Metadata {
  id: string;
  family: string;
  category: string;
  weights: number[];
  styles: string[];
}

const require = createRequire(import.meta.url);

function readFamily(name: string): FontFamily {
  // The packages export only their CSS; their main file (index.css) tells where the folder is.
  const folder = dirname(require.resolve(name));
  const metadata = JSON.parse(readFileSync(join(folder, 'metadata.json'), 'utf8')) as Metadata;
  const variants = metadata.weights.flatMap((weight) =>
    (['normal', 'italic'] as const)
      .filter((style) => metadata.styles.includes(style))
      .map((style) => fontVariantName({ weight, style })),
  );
  return { id: metadata.id, family: metadata.family, category: metadata.category, variants, folder };
}

let families: FontFamily[] | undefined;

/** Read from the packages once, on first use. */
export function fontFamilies(): FontFamily[] {
  families ??= packages.map(readFamily);
  return families;
}

/** A variant's CSS file as the package ships it (font files addressed relative to it). */
export function readVariantCss(family: FontFamily, variant: FontVariant): Promise<string> {
  const file = variant.style === 'italic' ? `${variant.weight}-italic.css` : `${variant.weight}.css`;
  return readFile(join(family.folder, file), 'utf8');
}

/** Only the package's own font files, by a name that cannot leave its folder. */
export const FONT_FILE_PATTERN = /^[a-z0-9-]+\.(woff2|woff)$/;

export function fontFilePath(family: FontFamily, file: string): string | undefined {
  return FONT_FILE_PATTERN.test(file) ? join(family.folder, 'files', file) : undefined;
}

/** Whether a shop may choose this family; the empty name keeps the theme's own font. */
export function isFontFamily(name: string): boolean {
  return name === '' || fontFamilies().some((family) => family.family === name);
}
