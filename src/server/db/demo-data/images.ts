import { availableParallelism } from 'node:os';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Image } from '../../../domain/schemas/common.js';
import type { FileStorage } from '../../storage/file-storage.js';
import type { Db } from '../client.js';
import { images } from '../schema/index.js';

/** The shapes the demo illustrations can show; each is drawn in a 400×400 box centred on the origin. */
export type Motif =
  | 'cup'
  | 'glass'
  | 'bottle'
  | 'roll'
  | 'bread'
  | 'croissant'
  | 'cake'
  | 'strudel'
  | 'plate'
  | 'breakfast'
  | 'bowl'
  | 'cheese'
  | 'jar'
  | 'storefront'
  | 'mountains'
  | 'logo';

export type Palette = { from: string; to: string; accent: string; ink: string };

export const palettes = {
  wheat: { from: '#f6e7c8', to: '#d9a55b', accent: '#8c5a2b', ink: '#3a2614' },
  berry: { from: '#fbe3e8', to: '#c9546e', accent: '#7a1f35', ink: '#3b0d19' },
  coffee: { from: '#efe2d2', to: '#8a5a3c', accent: '#4a2c1a', ink: '#2b180c' },
  mint: { from: '#e3f4ee', to: '#5fae94', accent: '#1f5f4b', ink: '#0f2f25' },
  sun: { from: '#fff4cc', to: '#f0a830', accent: '#a45a05', ink: '#3d2400' },
  herb: { from: '#eef3dc', to: '#8aa845', accent: '#44591a', ink: '#20290b' },
  alpine: { from: '#dfeaf6', to: '#5b7fa8', accent: '#23405f', ink: '#0f1e2e' },
  honey: { from: '#fdf1d6', to: '#e0b44a', accent: '#9a6b12', ink: '#3a2a06' },
  slate: { from: '#e8e8e8', to: '#6d6d6d', accent: '#313131', ink: '#000000' },
} as const satisfies Record<string, Palette>;

export type Illustration = {
  /** Unique within one seeding run; other fixtures refer to the image by it. */
  key: string;
  title: string;
  alt: string;
  motif: Motif;
  palette: Palette;
  width: number;
  height: number;
};

export type RenderedImage = { illustration: Illustration; content: Buffer; width: number; height: number };

export const productSize = { width: 1200, height: 900 } as const;
export const branchSize = { width: 1920, height: 1280 } as const;
export const logoSize = { width: 800, height: 800 } as const;

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

function motifShapes(motif: Motif, p: Palette): string {
  switch (motif) {
    case 'cup':
      return `<ellipse cx="0" cy="150" rx="190" ry="36" fill="#fff" opacity="0.9"/>
        <path d="M-130 -20 h240 v90 a120 110 0 0 1 -240 0 z" fill="#fff"/>
        <path d="M110 10 a55 50 0 1 1 0 100" fill="none" stroke="#fff" stroke-width="26"/>
        <ellipse cx="-10" cy="-20" rx="120" ry="22" fill="${p.accent}"/>
        <path d="M-60 -70 c-30 -40 30 -60 0 -110 M0 -70 c-30 -40 30 -60 0 -110 M60 -70 c-30 -40 30 -60 0 -110"
          fill="none" stroke="#fff" stroke-width="14" stroke-linecap="round" opacity="0.8"/>`;
    case 'glass':
      return `<path d="M-100 -170 h200 l-30 330 h-140 z" fill="#fff" opacity="0.55"/>
        <path d="M-88 -60 h176 l-20 214 h-136 z" fill="${p.accent}" opacity="0.85"/>
        <rect x="20" y="-230" width="16" height="250" fill="#fff" transform="rotate(12)"/>
        <circle cx="-30" cy="40" r="12" fill="#fff" opacity="0.7"/><circle cx="20" cy="90" r="9" fill="#fff" opacity="0.7"/>
        <circle cx="-10" cy="-20" r="7" fill="#fff" opacity="0.7"/>`;
    case 'bottle':
      return `<path d="M-30 -190 h60 v70 c0 30 70 50 70 110 v230 h-200 v-230 c0 -60 70 -80 70 -110 z" fill="#fff" opacity="0.8"/>
        <rect x="-100" y="40" width="200" height="110" fill="${p.accent}"/>
        <rect x="-36" y="-210" width="72" height="34" fill="${p.ink}"/>`;
    case 'roll':
      return `<circle cx="0" cy="10" r="170" fill="${p.to}" stroke="${p.accent}" stroke-width="10"/>
        <g fill="none" stroke="${p.accent}" stroke-width="12" stroke-linecap="round">
          <path d="M0 10 C30 -60 20 -120 0 -150"/><path d="M0 10 C70 0 120 -40 140 -80"/>
          <path d="M0 10 C60 50 90 100 90 140"/><path d="M0 10 C-40 60 -70 110 -90 140"/>
          <path d="M0 10 C-70 -10 -120 -50 -140 -80"/></g>`;
    case 'bread':
      return `<ellipse cx="0" cy="150" rx="210" ry="30" fill="${p.ink}" opacity="0.15"/>
        <path d="M-200 110 c-20 -200 420 -200 400 0 z" fill="${p.to}" stroke="${p.accent}" stroke-width="10"/>
        <g stroke="${p.accent}" stroke-width="12" stroke-linecap="round">
          <path d="M-110 -10 l40 60"/><path d="M-30 -40 l40 60"/><path d="M50 -40 l40 60"/></g>`;
    case 'croissant':
      return `<path d="M-200 60 C-150 -130 150 -130 200 60 C150 10 110 0 80 40 C40 -20 -40 -20 -80 40 C-110 0 -150 10 -200 60 z"
          fill="${p.to}" stroke="${p.accent}" stroke-width="10"/>
        <g fill="none" stroke="${p.accent}" stroke-width="8"><path d="M-80 40 C-60 -40 60 -40 80 40"/>
          <path d="M-140 20 C-120 -50 -60 -70 -40 -50"/><path d="M140 20 C120 -50 60 -70 40 -50"/></g>`;
    case 'cake':
      return `<path d="M-170 150 L-170 -10 L170 -90 L170 150 Z" fill="#fff"/>
        <path d="M-170 40 L170 -40 L170 0 L-170 80 Z" fill="${p.accent}"/>
        <path d="M-170 110 L170 50 L170 90 L-170 150 Z" fill="${p.accent}" opacity="0.7"/>
        <path d="M-170 -10 L170 -90 L170 -60 L-170 20 Z" fill="${p.ink}" opacity="0.85"/>
        <circle cx="110" cy="-120" r="34" fill="#c0182f"/><path d="M110 -150 q10 -40 40 -50" stroke="${p.ink}" stroke-width="6" fill="none"/>`;
    case 'strudel':
      return `<path d="M-210 80 C-210 -40 210 -40 210 80 Z" fill="${p.to}" stroke="${p.accent}" stroke-width="10"/>
        <g fill="#fff" opacity="0.9"><circle cx="-120" cy="-10" r="8"/><circle cx="-40" cy="-30" r="8"/>
          <circle cx="50" cy="-25" r="8"/><circle cx="130" cy="0" r="8"/><circle cx="0" cy="10" r="8"/></g>
        <path d="M-150 130 h300" stroke="#fff" stroke-width="14" stroke-linecap="round" opacity="0.8"/>`;
    case 'plate':
      return `<circle cx="0" cy="0" r="190" fill="#fff"/><circle cx="0" cy="0" r="140" fill="none" stroke="${p.from}" stroke-width="8"/>
        <ellipse cx="-20" cy="10" rx="95" ry="70" fill="${p.to}"/>
        <circle cx="50" cy="-40" r="34" fill="${p.accent}"/><circle cx="-70" cy="-45" r="22" fill="${p.accent}" opacity="0.8"/>
        <rect x="-260" y="-150" width="14" height="300" fill="#fff"/><rect x="246" y="-150" width="14" height="300" fill="#fff"/>`;
    case 'breakfast':
      return `<circle cx="0" cy="0" r="190" fill="#fff"/>
        <path d="M-120 -20 c-20 -90 110 -110 150 -60 c60 -20 100 60 40 100 c20 70 -110 100 -140 40 c-70 10 -90 -60 -50 -80 z" fill="#fffdf5" stroke="${p.from}" stroke-width="6"/>
        <circle cx="-10" cy="0" r="48" fill="${p.to}"/><circle cx="-24" cy="-14" r="12" fill="#fff" opacity="0.7"/>`;
    case 'bowl':
      return `<path d="M-200 -20 h400 a200 170 0 0 1 -400 0 z" fill="#fff"/>
        <ellipse cx="0" cy="-20" rx="200" ry="40" fill="${p.to}"/>
        <circle cx="-80" cy="-30" r="22" fill="${p.accent}"/><circle cx="-20" cy="-40" r="18" fill="#c0182f"/>
        <circle cx="50" cy="-28" r="24" fill="${p.accent}" opacity="0.7"/><circle cx="110" cy="-35" r="16" fill="#3b3b8f"/>`;
    case 'cheese':
      return `<path d="M-200 120 L-200 -20 L190 -110 L190 120 Z" fill="${p.to}" stroke="${p.accent}" stroke-width="10"/>
        <path d="M-200 -20 L190 -110 L190 -60 L-200 30 Z" fill="${p.from}" opacity="0.7"/>
        <g fill="${p.accent}" opacity="0.55"><circle cx="-110" cy="70" r="26"/><circle cx="20" cy="40" r="34"/>
          <circle cx="120" cy="80" r="20"/><circle cx="90" cy="-10" r="14"/></g>`;
    case 'jar':
      return `<rect x="-130" y="-120" width="260" height="290" fill="#fff" opacity="0.85"/>
        <rect x="-130" y="-40" width="260" height="210" fill="${p.accent}" opacity="0.85"/>
        <rect x="-145" y="-170" width="290" height="60" fill="${p.ink}"/>
        <rect x="-90" y="10" width="180" height="90" fill="#fff"/>`;
    case 'storefront':
      return `<rect x="-300" y="-150" width="600" height="350" fill="#fff"/>
        <path d="M-320 -150 h640 l-30 -70 h-580 z" fill="${p.ink}"/>
        ${Array.from({ length: 8 }, (_, i) => `<path d="M${-320 + i * 80} -150 h40 l10 70 h-60 z" fill="${i % 2 ? p.from : p.accent}"/>`).join('')}
        <rect x="-250" y="-40" width="180" height="160" fill="${p.from}"/><rect x="70" y="-40" width="180" height="160" fill="${p.from}"/>
        <rect x="-50" y="0" width="100" height="200" fill="${p.accent}"/>`;
    case 'mountains':
      return `<path d="M-420 200 L-200 -120 L-60 60 L80 -200 L420 200 Z" fill="${p.accent}"/>
        <path d="M80 -200 L140 -110 L100 -120 L60 -90 L40 -140 Z M-200 -120 L-150 -50 L-190 -60 L-230 -70 Z" fill="#fff"/>
        <circle cx="250" cy="-160" r="60" fill="#fff" opacity="0.8"/>`;
    case 'logo':
      return `<circle cx="0" cy="0" r="200" fill="${p.ink}"/><circle cx="0" cy="0" r="175" fill="none" stroke="#fff" stroke-width="6"/>
        <text x="0" y="70" font-family="DejaVu Sans Mono, monospace" font-size="220" font-weight="bold" fill="#fff" text-anchor="middle">T</text>`;
  }
}

/** A flat illustration: gradient, a soft pattern, the motif, and the name on a band below. */
export function illustrationSvg(illustration: Illustration): string {
  const { width: w, height: h, palette: p, title, motif } = illustration;
  const withTitle = motif !== 'logo';
  const band = withTitle ? Math.round(h * 0.2) : 0;
  const scale = ((h - band) * 0.82) / 440;
  const fontSize = Math.round(Math.min(h * 0.075, (w * 0.9) / (Math.max(title.length, 8) * 0.62)));
  const dots = Array.from({ length: 18 }, (_, i) => {
    const x = ((i * 379) % 97) / 97;
    const y = ((i * 211) % 89) / 89;
    return `<circle cx="${Math.round(x * w)}" cy="${Math.round(y * (h - band))}" r="${Math.round(h * (0.02 + (i % 4) * 0.012))}" fill="#fff" opacity="0.18"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
    <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient></defs>
    <rect width="${w}" height="${h}" fill="url(#bg)"/>${dots}
    <g transform="translate(${w / 2} ${(h - band) / 2 + h * 0.02}) scale(${scale.toFixed(3)})">${motifShapes(motif, p)}</g>
    ${
      withTitle
        ? `<rect x="0" y="${h - band}" width="${w}" height="${band}" fill="${p.ink}" opacity="0.88"/>
    <text x="${w / 2}" y="${h - band / 2}" dy="0.35em" font-family="DejaVu Sans Mono, monospace" font-weight="bold"
      font-size="${fontSize}" fill="#fff" text-anchor="middle">${escapeXml(title)}</text>`
        : ''
    }
  </svg>`;
}

export async function renderIllustration(illustration: Illustration): Promise<RenderedImage> {
  const content = await sharp(Buffer.from(illustrationSvg(illustration)))
    .jpeg({ quality: 80 })
    .toBuffer();
  return { illustration, content, width: illustration.width, height: illustration.height };
}

/** Renders with as many images in flight as there are cores: libvips parallelises within one image too. */
export async function renderIllustrations(illustrations: readonly Illustration[]): Promise<RenderedImage[]> {
  const results: RenderedImage[] = new Array(illustrations.length);
  let next = 0;
  const worker = async () => {
    while (next < illustrations.length) {
      const index = next++;
      results[index] = await renderIllustration(illustrations[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, availableParallelism()) }, worker));
  return results;
}

/**
 * Inserts the image rows and writes their files under 'images/<id>-<version>.jpg'. The ids are drawn
 * from the identity sequence first, so each row is written once with its final storage key.
 */
export async function storeImages(
  db: Db,
  storage: FileStorage,
  rendered: readonly RenderedImage[],
): Promise<Map<string, Image>> {
  const stored = new Map<string, Image>();
  if (rendered.length === 0) return stored;
  const ids = await db
    .select({ id: sql<number>`nextval(pg_get_serial_sequence('images', 'id'))::int` })
    .from(sql`generate_series(1, ${rendered.length})`);
  const rows = rendered.map((image, index) => {
    const id = ids[index]!.id;
    return {
      id,
      version: 1,
      extension: 'jpg',
      mimeType: 'image/jpeg',
      width: image.width,
      height: image.height,
      alt: image.illustration.alt,
      name: `${image.illustration.key}.jpg`,
      size: image.content.length,
      storageKey: `images/${id}-1.jpg`,
    };
  });
  await db.insert(images).overridingSystemValue().values(rows);
  await Promise.all(rows.map((row, index) => storage.put(row.storageKey, rendered[index]!.content)));
  rendered.forEach((image, index) => {
    const { id, version, extension, width, height, alt } = rows[index]!;
    stored.set(image.illustration.key, { id, version, extension, width, height, alt });
  });
  return stored;
}
