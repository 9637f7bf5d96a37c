/**
 * Local lists keyed by id (back-office spec, section 4): an entry with the same id is replaced where it
 * stands, any other is added at the end; delete removes it.
 */
export function replaceOrAdd<Entry extends { id: number }>(list: readonly Entry[], entry: Entry): Entry[] {
  const index = list.findIndex((existing) => existing.id === entry.id);
  if (index === -1) return [...list, entry];
  return list.map((existing, position) => (position === index ? entry : existing));
}

export function removeById<Entry extends { id: number }>(list: readonly Entry[], id: number): Entry[] {
  return list.filter((entry) => entry.id !== id);
}
