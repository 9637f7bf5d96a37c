/**
 * Runs at most `max` tasks at once; the rest wait in order. Image work runs on libuv's small thread
 * pool, which argon2 shares: unbounded resizes made staff sign-in wait seconds.
 */
export function createConcurrencyLimit(max: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running >= max) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await task();
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  };
}

/** Image decoding for the whole process: two at a time, and nothing larger than 40 megapixels. */
export const imageWork = createConcurrencyLimit(2);
export const MAX_INPUT_PIXELS = 40_000_000;
