/**
 * Font variants are named as Google Fonts names them: 'regular', 'italic', '700', '700italic'.
 * A weight is 100 … 900 in steps of 100.
 */
export interface FontVariant {
  weight: number;
  style: 'normal' | 'italic';
}

export function parseFontVariant(name: string): FontVariant | undefined {
  if (name === 'regular') return { weight: 400, style: 'normal' };
  if (name === 'italic') return { weight: 400, style: 'italic' };
  const match = /^([1-9]00)(italic)?$/.exec(name);
  if (match === null) return undefined;
  return { weight: Number(match[1]), style: match[2] === undefined ? 'normal' : 'italic' };
}

export function fontVariantName({ weight, style }: FontVariant): string {
  if (weight === 400) return style === 'italic' ? 'italic' : 'regular';
  return style === 'italic' ? `${weight}italic` : String(weight);
}

/** 'Open Sans', 'Open+Sans' and 'open-sans' all name the same family. */
export function fontFamilyId(family: string): string {
  return family
    .trim()
    .toLowerCase()
    .replace(/[\s+_]+/g, '-');
}

/** Where the storefront and the back office load a variant's CSS. */
export function fontCssPath(family: string, variant: string): string {
  return `/fonts/google/${encodeURIComponent(family).replace(/%20/g, '+')}/style-${variant}.embed.css`;
}
