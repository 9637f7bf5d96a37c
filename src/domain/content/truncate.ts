/** The label truncation helper's default length (storefront spec, section 9). */
export const TRUNCATE_DEFAULT = 128;
const ELLIPSIS = '...';

/** Cuts a text after `max` characters (whole code points) and marks the cut with '...'. */
export function truncateText(text: string, max: number = TRUNCATE_DEFAULT): string {
  const characters = [...text];
  if (characters.length <= max) return text;
  return `${characters.slice(0, max).join('').trimEnd()}${ELLIPSIS}`;
}

/**
 * How much of a teaser's text fits over its picture at a viewport width (storefront spec, 'Teaser'):
 * 150 by default, 160 below 1300 px, 120 below 1150 (and 1024), 100 below 781, 140 below 720 (one
 * teaser per row again). Before the width is known (a page rendered on the server) the helper's default.
 */
export function teaserTextLimit(viewportWidth: number | undefined): number {
  if (viewportWidth === undefined) return TRUNCATE_DEFAULT;
  if (viewportWidth < 720) return 140;
  if (viewportWidth < 781) return 100;
  if (viewportWidth < 1150) return 120;
  if (viewportWidth < 1300) return 160;
  return 150;
}
