/** The spec's truncation helper: 128 characters by default, with an ellipsis (back-office spec, section 9). */
export function truncate(text: string, length = 128): string {
  return text.length > length ? `${text.slice(0, length - 1)}…` : text;
}
