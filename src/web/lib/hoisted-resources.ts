/**
 * React renders the resources a page asks for with `preload()` (the page's largest picture) in front of
 * the markup when it renders into an element instead of the whole document. Left there, the browser finds
 * them only after the head's scripts and styles; taken out, the server puts them into the head first.
 */
export function takeHoistedResources(html: string): { resources: string; body: string } {
  const leading = /^(?:<link [^>]*rel="preload"[^>]*\/>)+/.exec(html);
  if (leading === null) return { resources: '', body: html };
  return { resources: leading[0], body: html.slice(leading[0].length) };
}
