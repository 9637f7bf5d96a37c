export type RateLimiter = (key: string, now: Date) => boolean;

/**
 * A fixed-window counter per key, kept in memory: true while the key has calls left in the current
 * window. At most `maxKeys` keys are tracked per window, so a flood of addresses cannot grow the map
 * without bound; callers beyond that wait for the next window like everyone over their limit.
 */
export function createRateLimiter(options: {
  limit: number;
  windowMs: number;
  maxKeys: number;
}): RateLimiter {
  let windowStart = Number.NEGATIVE_INFINITY;
  const counts = new Map<string, number>();
  return (key, now) => {
    const at = now.getTime();
    if (at - windowStart >= options.windowMs || at < windowStart) {
      windowStart = at;
      counts.clear();
    }
    const used = counts.get(key);
    if (used === undefined && counts.size >= options.maxKeys) return false;
    if ((used ?? 0) >= options.limit) return false;
    counts.set(key, (used ?? 0) + 1);
    return true;
  };
}
