/** How long the caller must wait, in ms; 0 when the call may go ahead (and is counted). */
export type WindowLimit = (key: string, now: Date) => number;

/**
 * At most `limit` calls per key in a window of `windowMs` that starts with the key's first call, kept in
 * this process's memory. When `maxKeys` keys are tracked, expired ones are dropped; if all are live the
 * call goes ahead uncounted, so a flood of made-up keys can neither grow the map without bound nor lock
 * out the real callers it is mixed with.
 */
export function createWindowLimit(options: {
  limit: number;
  windowMs: number;
  maxKeys?: number;
}): WindowLimit {
  const maxKeys = options.maxKeys ?? 50_000;
  const windows = new Map<string, { start: number; count: number }>();
  const dropExpired = (at: number) => {
    for (const [key, window] of windows) if (at - window.start >= options.windowMs) windows.delete(key);
  };
  return (key, now) => {
    const at = now.getTime();
    let window = windows.get(key);
    if (window === undefined || at - window.start >= options.windowMs || at < window.start) {
      if (window === undefined && windows.size >= maxKeys) dropExpired(at);
      if (window === undefined && windows.size >= maxKeys) return 0;
      window = { start: at, count: 0 };
      windows.set(key, window);
    }
    if (window.count >= options.limit) return window.start + options.windowMs - at;
    window.count += 1;
    return 0;
  };
}

/** Whole seconds for Retry-After, at least one. */
export const retryAfterSeconds = (waitMs: number) => Math.max(1, Math.ceil(waitMs / 1000));
