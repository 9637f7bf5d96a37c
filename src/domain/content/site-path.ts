/**
 * Where operator-made pages (sites, scenes) and redirects live. A path is stored without slashes at either
 * end ('ueber-uns', 'site/impressum'): the storefront looks pages up by it exactly.
 */

/** First path segments the app answers itself; a page there would never be reached. */
export const reservedPathSegments = [
  'api',
  'assets',
  'backend',
  'custom',
  'fonts',
  'fruehstueck-buchen',
  'fruehstuecksanfrage',
  'image',
  'status',
  'store',
  'upload',
] as const;

export const PATH_MAX_LENGTH = 200;

const segmentPattern = /^[a-z0-9]+(?:[-_.][a-z0-9]+)*$/;

export function normalisePath(input: string): string {
  return input.trim().replace(/^\/+|\/+$/g, '');
}

export type PathProblem = 'blank' | 'tooLong' | 'format' | 'reserved';

/** What is wrong with an already normalised path, or undefined when it may be used. */
export function pathProblem(path: string): PathProblem | undefined {
  if (path === '') return 'blank';
  if (path.length > PATH_MAX_LENGTH) return 'tooLong';
  const segments = path.split('/');
  if (!segments.every((segment) => segmentPattern.test(segment))) return 'format';
  if ((reservedPathSegments as readonly string[]).includes(segments[0] ?? '')) return 'reserved';
  return undefined;
}

/** Whether a link target leads to this page path itself ('/agb', '/agb/', '/agb?x' for 'agb'). */
export function targetsPath(target: string, path: string): boolean {
  if (!target.startsWith('/')) return false;
  return normalisePath(target.split(/[?#]/)[0] ?? '') === path;
}
