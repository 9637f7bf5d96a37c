/**
 * Answers that many screens ask for at once, shared for a short time: the first call in a window loads,
 * the others (in flight or later within `ttlMs`) take its promise. A failed load is forgotten at once.
 * A `version` (what the answer was built from, such as the order versions of a branch) keeps one entry
 * per key: a call with another version loads anew and replaces it, so a large answer is not kept once
 * per version. Keys come from request paths, so at most `maxEntries` are kept; beyond them the cache
 * starts empty.
 */
export function shortCache<Key, Value>(ttlMs: number, maxEntries = 500) {
  const entries = new Map<Key, { until: number; version: string; value: Promise<Value> }>();
  const forget = (key: Key) => entries.delete(key);
  return {
    get(key: Key, load: () => Promise<Value>, version = ''): Promise<Value> {
      const now = Date.now();
      const cached = entries.get(key);
      if (cached !== undefined && cached.until > now && cached.version === version) return cached.value;
      if (entries.size >= maxEntries) entries.clear();
      const value = load();
      entries.set(key, { until: now + ttlMs, version, value });
      value.catch(() => {
        if (entries.get(key)?.value === value) forget(key);
      });
      return value;
    },
    forget,
    clear: () => entries.clear(),
  };
}
