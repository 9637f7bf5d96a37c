export interface Named {
  id: number;
  name: string;
}

export interface SearchResult<T> {
  matches: T[];
  /** How many more entries match than are shown. */
  more: number;
}

/**
 * The entries whose name contains every word of the query (any case, any order), leaving out those
 * already chosen; at most `limit` of them, so that a catalogue of thousands stays a short list.
 */
export function searchByName<T extends Named>(
  entries: readonly T[],
  query: string,
  excluded: ReadonlySet<number>,
  limit: number,
): SearchResult<T> {
  const words = query
    .toLocaleLowerCase('de-AT')
    .split(/\s+/)
    .filter((word) => word !== '');
  if (words.length === 0) return { matches: [], more: 0 };
  const all = entries.filter((entry) => {
    if (excluded.has(entry.id)) return false;
    const name = entry.name.toLocaleLowerCase('de-AT');
    return words.every((word) => name.includes(word));
  });
  return { matches: all.slice(0, limit), more: Math.max(0, all.length - limit) };
}
