/**
 * Answers that many screens ask for at once, shared for a short time: the first call in a window loads,
 * the others (in flight or later within `ttlMs`) take its promise. A failed load is forgotten at once.
 * Keys come from request paths, so at most `maxEntries` are kept; beyond them the cache starts empty.
 */
export function shortCache<Key, Value>(ttlMs: number, maxEntries = 500) {
  const entries = new Map<Key, { until: number; value: Promise<Value> }>();
  const forget = (key: Key) => entries.delete(key);
  return {
    get(key: Key, load: () => Promise<Value>): Promise<Value> {
      const now = Date.now();
      const cached = entries.get(key);
      if (cached !== undefined && cached.until > now) return cached.value;
      if (entries.size >= maxEntries) entries.clear();
      const value = load();
      entries.set(key, { until: now + ttlMs, value });
      value.catch(() => {
        if (entries.get(key)?.value === value) forget(key);
      });
      return value;
    },
    forget,
    clear: () => entries.clear(),
  };
}
