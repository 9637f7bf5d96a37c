import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';

export type RenderedPdf = { pages: number; text: string; images: Buffer[] };

/**
 * A PDF as poppler sees it (pdfinfo, pdftotext, pdftoppm): what a printer driver or viewer would make of
 * it, not what the library that wrote it believes. The page images are PNG at the given resolution.
 */
export function renderPdf(pdf: Buffer, dpi = 50): RenderedPdf {
  const folder = mkdtempSync(join(tmpdir(), 'tischlein-pdf-'));
  try {
    const file = join(folder, 'sheet.pdf');
    writeFileSync(file, pdf);
    const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
    const pages = Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    execFileSync('pdftoppm', ['-png', '-r', String(dpi), file, join(folder, 'page')]);
    const images = readdirSync(folder)
      .filter((name) => name.endsWith('.png'))
      .sort()
      .map((name) => readFileSync(join(folder, name)));
    return { pages, text, images };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** Whether a region of a page (fractions of its width and height) holds anything darker than paper. */
export async function hasInk(
  png: Buffer,
  region: { left: number; top: number; width: number; height: number },
): Promise<boolean> {
  const image = sharp(png);
  const { width = 0, height = 0 } = await image.metadata();
  const pixels = await image
    .extract({
      left: Math.floor(region.left * width),
      top: Math.floor(region.top * height),
      width: Math.max(1, Math.floor(region.width * width)),
      height: Math.max(1, Math.floor(region.height * height)),
    })
    .greyscale()
    .raw()
    .toBuffer();
  return pixels.some((value) => value < 128);
}

/**
 * The dark and light modules of a QR code drawn in a square of the page (fractions of its width and
 * height, quiet zone of 4 modules included), read at each module's centre.
 */
export async function readCodeModules(
  png: Buffer,
  box: { left: number; top: number; size: number },
  modules: number,
): Promise<boolean[][]> {
  const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
  const cell = (box.size * info.width) / (modules + 8);
  const dark = (row: number, column: number) => {
    const x = Math.round(box.left * info.width + (column + 4.5) * cell);
    const y = Math.round(box.top * info.height + (row + 4.5) * cell);
    return (data[y * info.width + x] ?? 255) < 128;
  };
  return Array.from({ length: modules }, (_, row) =>
    Array.from({ length: modules }, (_, column) => dark(row, column)),
  );
}
