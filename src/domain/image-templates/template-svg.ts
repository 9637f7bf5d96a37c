import type { ImageTemplateLayer } from '../schemas/entities/image-template.js';

/**
 * A rendered template is at most this many pixels; a larger template is scaled down as a whole. A
 * 10 000 × 10 000 template would otherwise ask sharp for 100 megapixels, beyond what the images module
 * lets it decode (40 megapixels) and far beyond any screen or print a template is for.
 */
export const MAX_RENDER_PIXELS = 16_000_000;

export interface RenderSize {
  width: number;
  height: number;
  /** The factor every position and size of the template is multiplied by. */
  scale: number;
}

/** The template's own size, or the largest with its proportions within `maxPixels`. */
export function renderSize(width: number, height: number, maxPixels = MAX_RENDER_PIXELS): RenderSize {
  if (width * height <= maxPixels) return { width, height, scale: 1 };
  const scale = Math.sqrt(maxPixels / (width * height));
  return {
    width: Math.max(1, Math.floor(width * scale)),
    height: Math.max(1, Math.floor(height * scale)),
    scale,
  };
}

/** A monospace glyph is about 0.6 of the font size wide: the house font and the fallbacks agree. */
const GLYPH_WIDTH = 0.6;
const LINE_HEIGHT = 1.2;

/**
 * The text broken into lines that fit `width` pixels, at word boundaries where there are any; a word
 * longer than a line is cut. SVG text does not wrap by itself.
 */
export function wrapText(text: string, width: number, fontSize: number): string[] {
  const perLine = Math.max(1, Math.floor(width / (fontSize * GLYPH_WIDTH)));
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter((part) => part !== '')) {
      let rest = word;
      while (rest.length > perLine) {
        if (line !== '') lines.push(line);
        lines.push(rest.slice(0, perLine));
        line = '';
        rest = rest.slice(perLine);
      }
      if (rest === '') continue;
      if (line === '') line = rest;
      else if (line.length + 1 + rest.length <= perLine) line = `${line} ${rest}`;
      else {
        lines.push(line);
        line = rest;
      }
    }
    lines.push(line);
  }
  return lines;
}

export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

const anchors = { left: 'start', center: 'middle', right: 'end' } as const;

function textLayer(layer: Extract<ImageTemplateLayer, { type: 'text' }>): string {
  const x = { left: layer.x, center: layer.x + layer.width / 2, right: layer.x + layer.width }[layer.align];
  const family = [layer.fontFamily, 'monospace']
    .filter((name) => name !== '')
    .map((name) => (name === 'monospace' ? name : `'${name.replace(/['\\]/g, '')}'`))
    .join(', ');
  const lines = wrapText(layer.text, layer.width, layer.fontSize)
    .map(
      (line, index) =>
        `<tspan x="${x}" y="${layer.y + layer.fontSize * (1 + index * LINE_HEIGHT)}">${escapeXml(line)}</tspan>`,
    )
    .join('');
  return `<text font-family="${escapeXml(family)}" font-size="${layer.fontSize}" fill="${layer.color}" text-anchor="${anchors[layer.align]}" xml:space="preserve">${lines}</text>`;
}

/**
 * The whole template as one SVG document, layers in their order (the first at the bottom). Image layers
 * take their picture as a data address (`images` by layer index), so the renderer reads no file of its
 * own; a picture covers its box like a cropped variant. Content outside the canvas is simply cut off.
 */
export function templateSvg(
  template: { width: number; height: number; layers: readonly ImageTemplateLayer[] },
  images: ReadonlyMap<number, string>,
  size: RenderSize = renderSize(template.width, template.height),
): string {
  const body = template.layers
    .map((layer, index) => {
      switch (layer.type) {
        case 'rectangle':
          return `<rect x="${layer.x}" y="${layer.y}" width="${layer.width}" height="${layer.height}" fill="${layer.color}"/>`;
        case 'text':
          return textLayer(layer);
        case 'image': {
          const href = images.get(index);
          if (href === undefined) return '';
          return `<image x="${layer.x}" y="${layer.y}" width="${layer.width}" height="${layer.height}" preserveAspectRatio="xMidYMid slice" href="${escapeXml(href)}"/>`;
        }
      }
    })
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}" ` +
    `viewBox="0 0 ${template.width} ${template.height}">${body}</svg>`
  );
}
