import { fontCssPath } from '../../domain/fonts/font-variant.js';

/** Adds the stylesheet of a font variant once (served by this server); kept for every later use. */
export function addFontStylesheet(family: string, variant: string): void {
  const href = fontCssPath(family, variant);
  if (document.head.querySelector(`link[rel="stylesheet"][href="${CSS.escape(href)}"]`) !== null) return;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  document.head.append(link);
}
